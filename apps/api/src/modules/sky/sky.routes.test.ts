import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { skyToday } from '@arcanes/domain/astrology/sky-today';
import { addDays } from '@arcanes/domain/calendar/civil-dates';
import { todayInParis } from '@arcanes/domain/numerology/date-numbers';
import { hasFrenchSpacing } from '@arcanes/domain/writers/astrology-typography';
import { skyMailJob } from '#api/jobs/sky-mail.job.ts';
import { skyMorningJob } from '#api/jobs/sky-morning.job.ts';
import { createQueue, type Queue } from '#api/jobs/queue.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { enqueueSkyMorning, parisMorning } from './sky.service';

/** « Votre ciel du jour » through HTTP, and its morning e-mail run by two workers (decision 0201). */
// The page shows days within a month of today: the tests ask for tomorrow, whenever they run.
const DAY = addDays(todayInParis(), 1);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
});
afterAll(async () => t?.close());

/** Every e-mail written to the outbox so far. */
function outbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}

async function customer(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.app.db, { email_verified_at: new Date(), ...overrides });
  return { user, headers: (await sessionFor(t.app.db, user.id)).headers };
}
const sky = (headers: Record<string, string>, query = '', lang?: string) =>
  t.app.inject({
    url: `/api/user/sky${query}`,
    headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('the day’s sky through HTTP', () => {
  test('the transits of a day, exact times in the zone asked, the same as the domain computes', async () => {
    const c = await customer();
    const res = await sky(c.headers, `?date=${DAY}&zone=Europe/Paris`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      date: DAY,
      date_label: expect.stringMatching(
        /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2}(er)? \p{L}+ \d{4}$/u,
      ),
      zone: 'Europe/Paris',
      birth: { time_known: true, place_known: true },
      subscription: { enabled: false, zone: null },
    });
    // The fixture's birth: 17 May 1990, 14:30 in Paris (CEST) = 12:30 UTC.
    const natal = computeChart({ instant: new Date('1990-05-17T12:30:00Z'), lat: 48.8566, lon: 2.3522 });
    const expected = skyToday(natal, { date: DAY, zone: 'Europe/Paris', lang: 'fr' });
    expect(body.transits.map((x: { id: string }) => x.id)).toEqual(
      expected.transits.map((x) => `${x.transiting}-${x.type}-${x.natal}`),
    );
    expect(body.transits.length).toBeGreaterThan(0);
    // A slow planet's hit is said by its day; a faster one's to the minute (issue 38).
    const slow = (x: { id: string }) => /^(jupiter|saturn|uranus|neptune|pluto)-/.test(x.id);
    for (const x of body.transits) {
      expect(x.title).toMatch(/ (en|avec|à) /);
      // Tomorrow's page names the date of a hit on that day: « aujourd’hui » is for today's page only.
      expect(x.when).toMatch(
        !x.exact_today
          ? /^en cours /
          : slow(x)
            ? /^exact le \d{1,2}(er)? \p{L}+ \d{4}$/u
            : /^exact le \d{1,2}(er)? \p{L}+ \d{4} à \d{1,2}\u00a0h\u00a0\d{2}$/u,
      );
      expect(x.text.length).toBeGreaterThan(40);
    }
    expect(body.moon.text).toMatch(/^La Lune (traverse|passe)/);
    // Today's page says « aujourd’hui » for a hit on the day.
    const today = (await sky(c.headers, '?zone=Europe/Paris')).json();
    expect(today.date).toBe(todayInParis());
    for (const x of today.transits.filter((y: { exact_today: boolean }) => y.exact_today))
      expect(x.when).toMatch(
        slow(x) ? /^exact aujourd’hui$/ : /^exact aujourd’hui à \d{1,2}\u00a0h\u00a0\d{2}$/,
      );
    // Tokyo: the same instants, said in Tokyo's time.
    const tokyo = (await sky(c.headers, `?date=${DAY}&zone=Asia/Tokyo`, 'en')).json();
    expect(tokyo.zone).toBe('Asia/Tokyo');
    expect(tokyo.date_label).toMatch(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    const withExact = tokyo.transits.find((x: { exact_at: string | null }) => x.exact_at);
    if (withExact) {
      const hh = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tokyo',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(withExact.exact_at));
      expect(withExact.when).toContain(hh);
    }
  });

  test('without a birth time, the Moon, Ascendant and MC are left out and the page says so', async () => {
    const c = await customer({ birth_time: null });
    const body = (await sky(c.headers, `?date=${DAY}`)).json();
    expect(body.birth).toEqual({ time_known: false, place_known: true });
    expect(
      body.transits.every((x: { natal: string }) => !['moon', 'ascendant', 'mc'].includes(x.natal)),
    ).toBe(true);
  });

  test('refusals: no birth date, an unknown zone, a day too far, not signed in — localised, nothing stored', async () => {
    const none = await customer({ birth_date: null });
    const fr = await sky(none.headers);
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toMatchObject({
      code: 'SKY_BIRTH_REQUIRED',
      message: expect.stringMatching(/date de naissance/),
    });
    expect((await sky(none.headers, '', 'en')).json().message).toMatch(/birth date/);
    const c = await customer();
    const zone = await sky(c.headers, '?zone=Mars/Olympus', 'en');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toEqual({ zone: 'Unknown time zone.' });
    const far = await sky(c.headers, '?date=2020-01-01');
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual({ date: 'Choisissez un jour à moins d’un mois d’aujourd’hui.' });
    expect((await t.app.inject({ url: '/api/user/sky' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/sky/subscription',
      headers: c.headers,
      payload: { enabled: true, zone: 'Nowhere/Land' },
    });
    expect(bad.statusCode).toBe(400);
    const rows = await t.app.db
      .selectFrom('sky_subscriptions')
      .selectAll()
      .where('user_id', '=', c.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  test('the morning e-mail is switched on with a zone, then off', async () => {
    const c = await customer();
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/user/sky/subscription',
      headers: c.headers,
      payload: { enabled: true, zone: 'America/Montreal' },
    });
    expect(on.json()).toEqual({ enabled: true, zone: 'America/Montreal' });
    expect((await sky(c.headers)).json()).toMatchObject({
      zone: 'America/Montreal',
      subscription: { enabled: true, zone: 'America/Montreal' },
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/sky/subscription',
      headers: c.headers,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false, zone: null });
  });
});

describe('the morning e-mail with two workers', () => {
  let q1: Queue;
  let q2: Queue;
  beforeAll(async () => {
    const make = () =>
      createQueue({
        handle: t.app.dbHandle,
        databaseUrl: t.config.DATABASE_URL,
        jobs: [skyMorningJob, skyMailJob],
        log: pino({ level: 'silent' }),
        pollingIntervalSeconds: 0.5,
      });
    q1 = await make();
    q2 = await make();
    for (const q of [q1, q2])
      await q.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
  });
  afterAll(async () => {
    await q1?.stop();
    await q2?.stop();
  });

  test('one job for the day and one e-mail per customer, whatever runs twice', async () => {
    const subscribed = await Promise.all([customer(), customer({ first_name: 'Inès' }), customer()]);
    const unverified = await customer({ email_verified_at: null });
    const notSubscribed = await customer();
    for (const c of [...subscribed, unverified])
      await t.app.inject({
        method: 'PUT',
        url: '/api/user/sky/subscription',
        headers: c.headers,
        payload: { enabled: true, zone: 'Europe/Paris' },
      });
    const seven = new Date('2026-11-24T06:00:00Z'); // 07:00 in Paris
    const { day } = parisMorning(seven);
    expect(day).toBe('2026-11-24');
    expect(parisMorning(new Date('2026-11-24T04:00:00Z')).due).toBe(false);
    // Two processes tick at once: one enqueues.
    const claimed = await Promise.all([
      enqueueSkyMorning({ db: t.app.db, queue: q1, job: skyMorningJob }, seven),
      enqueueSkyMorning({ db: t.app.db, queue: q2, job: skyMorningJob }, seven),
    ]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(await enqueueSkyMorning({ db: t.app.db, queue: q1, job: skyMorningJob }, seven)).toBe(false);
    // And the day's job is run a second time anyway (a redelivery): the e-mails still go once.
    await q2.boss.send(skyMorningJob.name, { day });

    const finalStates = async () => {
      const jobs = [
        ...(await q1.boss.findJobs('sky-morning', { limit: 100_000 })),
        ...(await q1.boss.findJobs('sky-mail', { limit: 100_000 })),
      ];
      const open = jobs.filter((j) => !['completed', 'failed', 'cancelled'].includes(j.state));
      const mornings = jobs.filter((j) => j.name === 'sky-morning' && j.state === 'completed');
      return open.length === 0 && mornings.length === 2 ? jobs : null;
    };
    await eventually(finalStates, 30_000);

    const mails = await t.app.db
      .selectFrom('sky_mails')
      .select(['user_id', 'sent_at'])
      .where('day', '=', day)
      .execute();
    expect(mails.map((m) => m.user_id).sort((a, b) => a - b)).toEqual(
      subscribed.map((c) => c.user.id).sort((a, b) => a - b),
    );
    expect(mails.every((m) => m.sent_at !== null)).toBe(true);
    const sent = outbox(t.dataDir).filter((raw) => raw.includes(`-${day}@arcanes>`));
    expect(sent).toHaveLength(3);
    for (const c of subscribed)
      expect(sent.filter((raw) => raw.includes(`<sky-${c.user.id}-${day}@arcanes>`))).toHaveLength(1);
    expect(sent.some((raw) => raw.includes(`<sky-${unverified.user.id}-`))).toBe(false);
    expect(sent.some((raw) => raw.includes(`<sky-${notSubscribed.user.id}-`))).toBe(false);
    const raw = sent.find((r) => r.includes(`<sky-${subscribed[1]!.user.id}-`))!;
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Votre ciel du jour – mardi 24 novembre 2026');
    expect(parsed.text).toContain('Bonjour Inès,');
    expect(parsed.text).toContain('http://127.0.0.1:3000/user/sky');
    expect(parsed.html).toContain('href="http://127.0.0.1:3000/user/sky"');
    expect(parsed.text).toMatch(/Pour l’arrêter/);
    // A well-formed, branded message: French spacing in the text, an HTML part with the same words,
    // every link absolute and pointing at the page, and a one-click unsubscribe (RFC 8058, decision 0277).
    expect(hasFrenchSpacing(parsed.text!), parsed.text).toBe(true);
    expect(raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/api\/sky\/unsubscribe\?token=[^>]+>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const html = String(parsed.html);
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toContain('Bonjour Inès,');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
    expect(hrefs).toContain('http://127.0.0.1:3000/user/sky');
    // Each transit of the text is in the HTML.
    for (const line of parsed.text!.split('\n').filter((l) => l.startsWith('• ')))
      expect(html).toContain(line.slice(2).split(' — ')[0]!);
  });
});
