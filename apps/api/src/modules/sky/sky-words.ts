/**
 * The words of « Votre ciel du jour »: each transit's title and when it is exact, the Moon's day, in
 * French (typeset) and English. Plain, kind and grounded: the curated transit texts and one line on
 * what the kind of aspect asks, never a verdict on the day.
 */
import { ASPECT_NAMES, NATURE_NOTES } from '@arcanes/domain/astrology/transit-meaning';
import type { SkyDay, SkyTransit } from '@arcanes/domain/astrology/sky-today';
import { pointName, SIGN_ARTICLE_FR, SIGNS, type SignId } from '@arcanes/domain/astrology/zodiac';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import { clockTime, dateRange, dayLabel, longDate } from '@arcanes/domain/writers/dates';
import { texts } from '#api/lib/i18n.ts';

type Lang = 'fr' | 'en';

const SIGN_ARTICLE = SIGN_ARTICLE_FR;
const signFr = (s: SignId) => SIGNS.find((x) => x.id === s)!.fr;
const signEn = (s: SignId) => SIGNS.find((x) => x.id === s)!.en;
const the = (s: SignId) => `${SIGN_ARTICLE[s]} ${signFr(s)}`;
const fromSign = (s: SignId) =>
  SIGN_ARTICLE[s] === 'le'
    ? `du ${signFr(s)}`
    : SIGN_ARTICLE[s] === 'les'
      ? `des ${signFr(s)}`
      : `de la ${signFr(s)}`;
const toSign = (s: SignId) =>
  SIGN_ARTICLE[s] === 'le'
    ? `au ${signFr(s)}`
    : SIGN_ARTICLE[s] === 'les'
      ? `aux ${signFr(s)}`
      : `à la ${signFr(s)}`;

const FEMININE = new Set(['moon', 'venus']);

/**
 * « Mars en carré à votre Soleil natal », « Vénus en conjonction avec votre Lune natale »: one sentence
 * per case (conjunction or not, feminine natal point or not), by i18next's context.
 */
export function transitTitle(t: SkyTransit, lang: Lang): string {
  const feminine = FEMININE.has(t.natal);
  const context =
    t.type === 'conjunction'
      ? feminine
        ? 'conjunction_feminine'
        : 'conjunction'
      : feminine
        ? 'feminine'
        : undefined;
  const title = texts(lang, 'answers')('skyTitle', {
    context,
    replace: {
      planet: pointName(t.transiting, lang),
      aspect: ASPECT_NAMES[t.type][lang],
      natal: pointName(t.natal, lang),
    },
  });
  return typeset(title, lang);
}

/**
 * When the transit is exact. « aujourd’hui » only when the day shown is today where the customer is;
 * another day's page (or a hit on another day) names the date.
 */
export function transitWhen(t: SkyTransit, lang: Lang, isToday = true): string {
  const w = texts(lang, 'answers');
  // A slow planet's hit has no time (sky-today's DATED_ONLY): its day is said, not a minute.
  const time = t.exactTime ? clockTime(t.exactTime, lang) : null;
  if (t.exactToday && isToday)
    return time ? w('skyWhen.exactToday', { replace: { time } }) : w('skyWhen.exactTodayDay');
  if (t.exactToday && t.exactDate) {
    const date = longDate(t.exactDate, lang);
    return time
      ? w('skyWhen.exactOn', { replace: { date, time } })
      : w('skyWhen.exactOnDay', { replace: { date } });
  }
  const range = dateRange(t.start, t.end, lang);
  if (!t.exactDate) return w('skyWhen.underWay', { replace: { range } });
  const date = longDate(t.exactDate, lang);
  return time
    ? w('skyWhen.underWayExact', { replace: { range, date, time } })
    : w('skyWhen.underWayExactDay', { replace: { range, date } });
}

export function natureNote(t: SkyTransit, lang: Lang): string {
  return typeset(NATURE_NOTES[t.nature][lang], lang);
}

export function moonText(day: SkyDay, zone: string, lang: Lang, localTime: (iso: string) => string): string {
  const { sign, nextSign, ingressTime } = day.moon;
  const fr = lang === 'fr';
  const mood = (fr ? LEXICON_FR : LEXICON_EN).signs[nextSign ?? sign].style;
  const w = texts(lang, 'answers');
  // The signs with their French articles (« du Bélier », « aux Poissons ») are the lexicon's grammar.
  const text =
    nextSign && ingressTime
      ? w('skyMoon', {
          context: 'ingress',
          replace: {
            from: fr ? fromSign(sign) : signEn(sign),
            to: fr ? toSign(nextSign) : signEn(nextSign),
            time: clockTime(localTime(ingressTime), lang),
            zone,
            mood,
          },
        })
      : w('skyMoon', { replace: { sign: fr ? the(sign) : signEn(sign), mood } });
  return typeset(text, lang);
}

export { dayLabel };
