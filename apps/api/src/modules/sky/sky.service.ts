/**
 * « Votre ciel du jour » (decision 0201): the day's transits to the customer's natal chart, with their
 * exact times in the customer's zone, free for a signed-in customer with a birth date; and the opt-in
 * morning e-mail — one job per day, one e-mail per customer and day, whatever the number of workers.
 */
import type { SkyResponse } from '@arcanes/contracts/sky';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { localParts, skyToday } from '@arcanes/domain/astrology/sky-today';
import type { NatalTarget } from '@arcanes/domain/astrology/transits';
import { isKnownZone } from '@arcanes/domain/astrology/tz-history';
import { pointName, SIGNS } from '@arcanes/domain/astrology/zodiac';
import { daysBetween } from '@arcanes/domain/calendar/civil-dates';
import type { Config } from '#api/config.ts';
import type { Db } from '#api/db/tx.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { JobDefinition, Queue } from '#api/jobs/job.ts';
import { texts } from '#api/lib/i18n.ts';
import { brandedMail } from '#api/mail/layout.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { birthMoment } from '#api/modules/divination/divination.service.ts';
import {
  claimDay,
  claimMail,
  deleteSubscription,
  markMailSent,
  releaseMail,
  skyAccount,
  subscribers,
  upsertSubscription,
} from './sky.repository';
import { dayLabel, moonText, natureNote, transitTitle, transitWhen } from './sky-words';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './sky-unsubscribe.service';

type Lang = 'fr' | 'en';
/** The French site's zone: the default when the page does not say the customer's. */
export const DEFAULT_ZONE = 'Europe/Paris';
/** Days either side of today the page may show. */
export const SKY_RANGE_DAYS = 31;
/** The morning e-mail's hour (Paris): the day's job is enqueued from then on. */
export const MORNING_HOUR = 6;
/** The web page of the day's sky (apps/web/src/lib/paths.ts), linked from the e-mail. */
export const SKY_PAGE = '/user/sky';

const SLOW_NATAL: NatalTarget[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

export function checkZone(zone: string, field = 'zone'): string {
  if (!isKnownZone(zone)) throw new AppError('VALIDATION_FAILED', { detail: field }, { [field]: 'zone' });
  return zone;
}

type Account = NonNullable<Awaited<ReturnType<typeof skyAccount>>>;

/**
 * The natal chart the sky is read against. Without a birth time (or place) the Moon, the Ascendant and
 * the MC are left out: they move too fast to be placed from a date alone.
 */
function natalOf(account: Account) {
  const date = account.birth_date!;
  const placeKnown = account.birth_lat !== null && account.birth_lon !== null && account.birth_zone !== null;
  const timeKnown = placeKnown && account.birth_time !== null;
  if (!placeKnown) {
    const chart = computeChart({ instant: new Date(`${date}T12:00:00Z`), lat: 0, lon: 0, timeKnown: false });
    return { chart, natal: SLOW_NATAL, timeKnown: false, placeKnown };
  }
  const moment = birthMoment({
    date,
    time: account.birth_time ? account.birth_time.slice(0, 5) : null,
    lat: account.birth_lat!,
    lon: account.birth_lon!,
    zone: account.birth_zone!,
  });
  const chart = computeChart({
    instant: moment.instant,
    lat: account.birth_lat!,
    lon: account.birth_lon!,
    timeKnown: moment.timeKnown,
  });
  return { chart, natal: timeKnown ? undefined : SLOW_NATAL, timeKnown, placeKnown };
}

function computeSky(account: Account, date: string, zone: string, lang: Lang, isToday: boolean) {
  const { chart, natal, timeKnown, placeKnown } = natalOf(account);
  const day = skyToday(chart, { date, zone, lang, ...(natal ? { natal } : {}) });
  const local = (iso: string) => localParts(new Date(iso), zone).time;
  const transits = day.transits.map((t) => ({
    id: `${t.transiting}-${t.type}-${t.natal}`,
    planet: t.transiting,
    planet_name: pointName(t.transiting, lang),
    natal: t.natal,
    natal_name: pointName(t.natal, lang),
    type: t.type,
    nature: t.nature,
    title: transitTitle(t, lang),
    when: transitWhen(t, lang, isToday),
    start: t.start,
    end: t.end,
    exact_at: t.exactAt,
    exact_today: t.exactToday,
    text: t.text,
    nature_note: natureNote(t, lang),
  }));
  const moonSign = day.moon.nextSign ?? day.moon.sign;
  return {
    day,
    transits,
    birth: { time_known: timeKnown, place_known: placeKnown },
    moon: {
      sign: moonSign,
      sign_name: SIGNS.find((s) => s.id === moonSign)![lang],
      text: moonText(day, zone, lang, local),
    },
  };
}

/** The page: a day within a month of today (default today) where the customer is. */
export async function skyView(
  db: Db,
  userId: number,
  opts: { date?: string; zone?: string; lang: Lang; now?: Date },
): Promise<SkyResponse> {
  const account = await skyAccount(db, userId);
  if (!account?.birth_date) throw new AppError('SKY_BIRTH_REQUIRED');
  const zone = checkZone(opts.zone ?? account.sky_zone ?? DEFAULT_ZONE);
  const today = localParts(opts.now ?? new Date(), zone).date;
  const date = opts.date ?? today;
  if (Math.abs(daysBetween(today, date)) > SKY_RANGE_DAYS)
    throw new AppError('VALIDATION_FAILED', { detail: 'date' }, { date: 'sky_range' });
  const sky = computeSky(account, date, zone, opts.lang, date === today);
  return {
    date,
    date_label: dayLabel(date, opts.lang),
    zone,
    today,
    birth: sky.birth,
    transits: sky.transits,
    moon: sky.moon,
    subscription: { enabled: account.sky_zone !== null, zone: account.sky_zone },
  };
}

export async function setSubscription(
  db: Db,
  userId: number,
  request: { enabled: boolean; zone?: string; lang: Lang },
): Promise<{ enabled: boolean; zone: string | null }> {
  if (!request.enabled) {
    await deleteSubscription(db, userId);
    return { enabled: false, zone: null };
  }
  const account = await skyAccount(db, userId);
  if (!account?.birth_date) throw new AppError('SKY_BIRTH_REQUIRED');
  const zone = checkZone(request.zone ?? account.sky_zone ?? DEFAULT_ZONE);
  await upsertSubscription(db, { userId, zone, lang: request.lang });
  return { enabled: true, zone };
}

/** The Paris day, and whether its morning has come (the job's hour). */
export function parisMorning(now: Date): { day: string; due: boolean } {
  const { date, time } = localParts(now, DEFAULT_ZONE);
  return { day: date, due: Number(time.slice(0, 2)) >= MORNING_HOUR };
}

/**
 * Enqueues the day's morning job once: the day is recorded and the job enqueued in one transaction,
 * so several processes ticking at once enqueue one job between them. Returns whether this call did.
 */
export async function enqueueSkyMorning(
  deps: { db: Db; queue: Queue; job: JobDefinition },
  now: Date,
): Promise<boolean> {
  const { day, due } = parisMorning(now);
  if (!due) return false;
  return inTransaction(deps.db, async (trx) => {
    if (!(await claimDay(trx, day))) return false;
    await deps.queue.send(deps.job, { day }, { trx, singletonKey: `sky-morning-${day}` });
    return true;
  });
}

/** The day's job: one e-mail job per subscriber (each guarded again when it runs). */
export async function fanOutMorning(
  deps: { db: Db; queue: Queue; mailJob: JobDefinition },
  day: string,
): Promise<number> {
  const ids = await subscribers(deps.db);
  for (const userId of ids)
    await deps.queue.send(deps.mailJob, { userId, day }, { singletonKey: `sky-mail-${userId}-${day}` });
  return ids.length;
}

function morningMail(
  account: Account,
  day: string,
  zone: string,
  lang: Lang,
  publicUrl: string,
  token: string,
) {
  const t = texts(lang, 'mail');
  // The morning e-mail is the day's own: its times are « aujourd’hui ».
  const sky = computeSky(account, day, zone, lang, true);
  const label = dayLabel(day, lang);
  const url = `${publicUrl}${SKY_PAGE}`;
  const mail = brandedMail(
    {
      title: t('sky.title', { replace: { day: label } }),
      blocks: [
        { kind: 'p', text: t('hello', { replace: { name: account.first_name } }) },
        { kind: 'p', text: t('sky.intro', { replace: { zone: zone.replace(/_/g, ' ') } }) },
        sky.transits.length
          ? {
              kind: 'list',
              items: sky.transits.map((x) =>
                t('sky.transit', { replace: { title: x.title, when: x.when, text: x.text } }),
              ),
            }
          : { kind: 'p', text: t('sky.none') },
        { kind: 'p', text: sky.moon.text },
        { kind: 'button', label: t('sky.button'), url },
        { kind: 'note', text: t('sky.note', { replace: { url } }) },
      ],
    },
    lang,
    publicUrl,
  );
  return {
    to: account.email,
    subject: t('sky.subject', { replace: { day: label } }),
    ...mail,
    messageId: `<sky-${account.id}-${day}@arcanes>`,
    // One click from the mail client (RFC 8058): a POST to this address, no session needed.
    headers: {
      'List-Unsubscribe': `<${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * One customer's e-mail of the day, sent at most once: the claim (a row per customer and day) is
 * taken before sending; a failed send gives it back so that the job's retry sends it.
 */
export async function sendSkyMail(
  deps: { db: Db; mailer: Mailer; config: Config },
  userId: number,
  day: string,
): Promise<'sent' | 'already' | 'skipped'> {
  const account = await skyAccount(deps.db, userId);
  if (
    !account ||
    account.deleted_at ||
    !account.birth_date ||
    !account.sky_zone ||
    !account.email_verified_at
  )
    return 'skipped';
  if (!(await claimMail(deps.db, userId, day))) return 'already';
  try {
    await deps.mailer.send(
      morningMail(
        account,
        day,
        account.sky_zone,
        account.sky_lang ?? 'fr',
        deps.config.publicUrl,
        await unsubscribeToken(deps.db, userId),
      ),
    );
  } catch (error) {
    await releaseMail(deps.db, userId, day);
    throw error;
  }
  await markMailSent(deps.db, userId, day);
  return 'sent';
}
