/**
 * The free daily pages (issue 39): the sky of a Paris day, the horoscope of each sign written from it,
 * and a public card of the day. Pure computations of the day, kept for the day: the same for everyone,
 * nothing stored, nothing about the visitor read.
 */
import {
  DAILY_RANGE_DAYS,
  SIGN_SLUGS,
  signOfSlug,
  type DailySkyResponse,
  type SignHoroscopeResponse,
  type SignKey,
} from '@arcanes/contracts/daily';
import { MOON_PHASES } from '@arcanes/domain/astrology/lunar';
import { publicSky, type PublicSky } from '@arcanes/domain/astrology/public-sky';
import { pointName, signInfo, SIGNS } from '@arcanes/domain/astrology/zodiac';
import { addDays, daysBetween } from '@arcanes/domain/calendar/civil-dates';
import { todayInParis } from '@arcanes/domain/numerology/date-numbers';
import { DECK } from '@arcanes/domain/tarot/deck';
import { dailyHoroscope, skyEvents } from '@arcanes/domain/writers/daily-horoscope';
import { dayLabel } from '@arcanes/domain/writers/dates';
import { AppError } from '#api/errors/app-error.ts';
import { cardSummary } from '#api/modules/card-library/card-library.service.ts';

type Lang = 'fr' | 'en';
export const DAILY_ZONE = 'Europe/Paris';

/** The last few days' skies (a page and its twelve signs read the same one). */
const skies = new Map<string, PublicSky>();
function skyOf(date: string): PublicSky {
  let sky = skies.get(date);
  if (!sky) {
    sky = publicSky(date, DAILY_ZONE);
    if (skies.size >= 2 * DAILY_RANGE_DAYS + 2) skies.delete(skies.keys().next().value!);
    skies.set(date, sky);
  }
  return sky;
}

/** The day asked for (today in Paris when absent), within a week of today. */
export function dayOf(date: string | undefined, now: Date = new Date()): { date: string; today: string } {
  const today = todayInParis(now);
  const day = date ?? today;
  if (Math.abs(daysBetween(today, day)) > DAILY_RANGE_DAYS)
    throw new AppError('VALIDATION_FAILED', { detail: 'date' }, { date: 'daily_range' });
  return { date: day, today };
}

function neighbours(date: string, today: string) {
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  return {
    previous_date: Math.abs(daysBetween(today, previous)) <= DAILY_RANGE_DAYS ? previous : null,
    next_date: Math.abs(daysBetween(today, next)) <= DAILY_RANGE_DAYS ? next : null,
  };
}

/**
 * The public card of the day: one of the 78, the same for everyone on a Paris day, read upright (the
 * customer's own card of the day, drawn for them, is in the account). FNV-1a of the date picks it.
 */
export function publicCardOfDay(date: string) {
  let h = 0x811c9dc5;
  for (const c of `arcanes-card-of-the-day:${date}`) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return DECK[h % DECK.length]!;
}

const signName = (s: SignKey, lang: Lang) => signInfo(s)[lang];

export function dailySky(lang: Lang, date?: string, now?: Date): DailySkyResponse {
  const day = dayOf(date, now);
  const sky = skyOf(day.date);
  const phase = MOON_PHASES.find((p) => p.id === sky.moon.phase)!;
  const card = publicCardOfDay(day.date);
  return {
    date: day.date,
    date_label: dayLabel(day.date, lang),
    zone: DAILY_ZONE,
    moon: {
      phase: sky.moon.phase,
      phase_name: phase.name[lang],
      illumination: Math.round(sky.moon.illumination * 100),
      waxing: sky.moon.waxing,
      sign: sky.moon.sign,
      sign_name: signName(sky.moon.sign, lang),
      next_sign: sky.moon.nextSign,
      next_sign_name: sky.moon.nextSign ? signName(sky.moon.nextSign, lang) : null,
      ingress_time: sky.moon.ingressTime,
    },
    bodies: sky.bodies.map((b) => ({
      id: b.id,
      name: pointName(b.id, lang),
      sign: b.sign,
      sign_name: signName(b.sign, lang),
      degree: b.degree,
      retrograde: b.retrograde,
    })),
    events: skyEvents(sky, lang),
    signs: SIGNS.map((s) => ({
      sign: s.id,
      slug: SIGN_SLUGS[s.id][lang],
      name: s[lang],
      glyph: s.glyph,
      headline: dailyHoroscope(sky, s.id, lang).headline,
    })),
    card: {
      card: cardSummary(card, lang),
      keywords: [...card.upright.keywords[lang]],
      text: card.upright.text[lang],
    },
    ...neighbours(day.date, day.today),
  };
}

export function signHoroscope(slug: string, lang: Lang, date?: string, now?: Date): SignHoroscopeResponse {
  const sign = signOfSlug(slug);
  if (!sign) throw new AppError('NOT_FOUND');
  const day = dayOf(date, now);
  const h = dailyHoroscope(skyOf(day.date), sign, lang);
  return {
    date: day.date,
    date_label: dayLabel(day.date, lang),
    sign,
    slug: SIGN_SLUGS[sign],
    name: signName(sign, lang),
    glyph: signInfo(sign).glyph,
    headline: h.headline,
    paragraphs: h.paragraphs,
    facts: h.facts.map((f) => f.label),
    ...neighbours(day.date, day.today),
  };
}

/** The head of a sign's page for today (title with the day, the headline as description), or null. */
export function signPageHead(slug: string, lang: Lang, now: Date = new Date()) {
  const sign = signOfSlug(slug);
  if (!sign) return null;
  const h = signHoroscope(slug, lang, undefined, now);
  return {
    title:
      lang === 'fr'
        ? `Horoscope du jour ${h.name}\u00a0— ${h.date_label}`
        : `${h.name} horoscope for today — ${h.date_label}`,
    description: `${h.headline} ${h.paragraphs[0]!.split(/(?<=[.!?])\s/)[0]}`.slice(0, 300),
    slugs: SIGN_SLUGS[sign],
  };
}
