import { addDays } from '@arcanes/domain/calendar/civil-dates';
import { questionHorizon, type Horizon } from '@arcanes/domain/questions/horizon';
import { monthName } from '@arcanes/domain/writers/dates';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';

/**
 * A question that names a month (« mon voyage au Japon en avril », "my raise in January") outside the
 * weeks a reading covers is told so: the reading speaks of what prepares that moment, not of the moment
 * itself. Without it, a customer asking in August about April read three months of cards from August to
 * November as if they were about April.
 */

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");

const MONTHS = {
  fr: Array.from({ length: 12 }, (_, i) => fold(monthName(i + 1, 'fr'))),
  en: Array.from({ length: 12 }, (_, i) => fold(monthName(i + 1, 'en'))),
};

// A month counts only after a word that makes it a time (« en mars », "in May"): « Mars » alone is a
// planet, "may" a verb.
const LEADS = {
  fr: String.raw`(?:en|d'ici|avant|apres|des|debut|fin|mi-|courant|au mois de|au mois d')\s*`,
  en: String.raw`(?:in|by|before|after|until|till|early|late|mid-?|next|during)\s+`,
};

const PATTERNS = {
  fr: new RegExp(String.raw`(?:^|[^\p{L}])${LEADS.fr}(${MONTHS.fr.join('|')})(?![\p{L}])`, 'u'),
  en: new RegExp(String.raw`(?:^|[^\p{L}])${LEADS.en}(${MONTHS.en.join('|')})(?![\p{L}])`, 'u'),
};

/** The month (1–12) a question is about, when it names one as a time; else null. */
export function monthAskedAbout(question: string | null, lang: 'fr' | 'en'): number | null {
  if (!question) return null;
  const text = fold(question);
  // The page's language first; a question may be written in the other.
  for (const l of lang === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const)) {
    const m = PATTERNS[l].exec(text);
    if (m) return MONTHS[l].indexOf(m[1]!) + 1;
  }
  return null;
}

/** The months (1–12) a span of days touches. */
function monthsOf(window: { from: string; to: string }): Set<number> {
  const months = new Set<number>();
  let y = Number(window.from.slice(0, 4));
  let m = Number(window.from.slice(5, 7));
  const endY = Number(window.to.slice(0, 4));
  const endM = Number(window.to.slice(5, 7));
  for (let guard = 0; guard < 24 && (y < endY || (y === endY && m <= endM)); guard++) {
    months.add(m);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/**
 * The sentence that says so, in the reading's language, or null when the question names no month or a
 * month the reading covers.
 */
export function timingCaveat(
  f: { question: string | null; lang: 'fr' | 'en'; window: { from: string; to: string } | null },
  what: 'draw' | 'sky',
): string | null {
  const month = monthAskedAbout(f.question, f.lang);
  if (month === null || !f.window || monthsOf(f.window).has(month)) return null;
  const name = monthName(month, f.lang);
  if (f.lang === 'fr') {
    const of = /^[aeiou]/i.test(name) ? `d’${name}` : `de ${name}`;
    return `Votre question parle ${of}, au-delà de la période que couvre ${what === 'draw' ? 'ce tirage' : 'cette lecture'} : ${what === 'draw' ? 'les cartes disent' : 'le ciel dit'} ce qui prépare ce moment plus que le moment lui-même.`;
  }
  return `Your question is about ${name}, beyond the period this ${what === 'draw' ? 'draw' : 'reading'} covers: ${what === 'draw' ? 'the cards speak' : 'the sky speaks'} of what prepares that moment more than of the moment itself.`;
}

/** What the writers pass: the question, and the period the reading covers. */
export interface Timed {
  question: string | null;
  lang: 'fr' | 'en';
  window: { from: string; to: string } | null;
  reading_date: string;
  option: number;
  period?: 'jour' | 'semaine' | 'mois' | null;
}

type Span = 'day' | 'week' | 'month' | 'three' | 'twelve';

/** The period read: its last day and its kind (a single question's week or month, a forecast's months). */
function periodRead(f: Timed): { end: string; span: Span } | null {
  if (f.option === 2 && f.window) return { end: f.window.to, span: 'three' };
  if (f.option === 3 && f.window) return { end: f.window.to, span: 'twelve' };
  if (f.option !== 1 || !f.period) return null;
  const span: Span = f.period === 'jour' ? 'day' : f.period === 'semaine' ? 'week' : 'month';
  const days = { day: 0, week: 7, month: 30 }[span];
  return { end: f.window?.to ?? addDays(f.reading_date, days), span };
}

/**
 * The horizon the question names when it reaches past the period read (« avant l’été » asked of a week),
 * else null: such a question gets no verdict, only what the period read shows (issue 35).
 */
export function horizonBeyond(f: Timed): { horizon: Horizon; span: Span } | null {
  // A month named as a moment is told by its own sentence (timingCaveat).
  if (monthAskedAbout(f.question, f.lang) !== null) return null;
  const read = periodRead(f);
  const horizon = read ? questionHorizon(f.question, f.lang, f.reading_date) : null;
  return read && horizon && horizon.until > read.end ? { horizon, span: read.span } : null;
}

const SEASONS = {
  fr: { spring: 'au printemps', summer: 'à l’été', autumn: 'à l’automne', winter: 'à l’hiver' },
  en: { spring: 'the spring', summer: 'the summer', autumn: 'the autumn', winter: 'the winter' },
};
const SEASON_NAMES = {
  fr: { spring: 'du printemps', summer: 'de l’été', autumn: 'de l’automne', winter: 'de l’hiver' },
  en: SEASONS.en,
};
const UNITS = {
  fr: { day: ['un jour', 'jours'], week: ['une semaine', 'semaines'], month: ['un mois', 'mois'], year: ['un an', 'ans'] },
  en: { day: ['a day', 'days'], week: ['a week', 'weeks'], month: ['a month', 'months'], year: ['a year', 'years'] },
} as const; // prettier-ignore
const WORDS = {
  fr: ['', '', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  en: ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
};

/** « jusqu’à l’été », « sur six mois » / "to the summer", "six months ahead". */
function reach(h: Horizon, lang: 'fr' | 'en'): string {
  const fr = lang === 'fr';
  switch (h.kind) {
    case 'season_start':
      return fr
        ? `jusqu${SEASONS.fr[h.season].replace(/^à /, '’à ').replace(/^au /, '’au ')}`
        : `to ${SEASONS.en[h.season]}`;
    case 'season_end':
      return fr
        ? `jusqu’à la fin ${SEASON_NAMES.fr[h.season]}`
        : `to the end of ${SEASON_NAMES.en[h.season]}`;
    case 'christmas':
      return fr ? 'jusqu’à Noël' : 'to Christmas';
    case 'rentree':
      return fr ? 'jusqu’à la rentrée' : 'to September';
    case 'year_end':
      return fr ? 'jusqu’à la fin de l’année' : 'to the end of the year';
    case 'next_year':
      return fr ? 'jusqu’à l’année prochaine' : 'into next year';
    case 'month_end':
      return fr ? 'jusqu’à la fin du mois' : 'to the end of the month';
    case 'next_month':
      return fr ? 'jusqu’au mois prochain' : 'into next month';
    case 'next_week':
      return fr ? 'jusqu’à la semaine prochaine' : 'into next week';
    case 'coming':
      return fr ? `sur les ${UNITS.fr[h.unit][1]} à venir` : `into the coming ${UNITS.en[h.unit][1]}`;
    case 'count': {
      const [one, many] = UNITS[lang][h.unit];
      const n = h.n === 1 ? one : `${WORDS[lang][h.n] || String(h.n)} ${many}`;
      return fr ? `sur ${n}` : `${n} ahead`;
    }
  }
}

const SPANS = {
  fr: {
    day: ['la journée', 'cette journée'],
    week: ['la semaine', 'cette semaine'],
    month: ['le mois', 'ce mois'],
    three: ['les trois mois', 'ces trois mois'],
    twelve: ['les douze mois', 'ces douze mois'],
  },
  en: {
    day: ['day', 'this day shows'],
    week: ['week', 'this week shows'],
    month: ['month', 'this month shows'],
    three: ['three months', 'these three months show'],
    twelve: ['twelve months', 'these twelve months show'],
  },
} as const;

/** « Votre question porte jusqu’à l’été, plus loin que la semaine que couvre ce tirage : … », or null. */
export function horizonCaveat(f: Timed, what: 'draw' | 'sky'): string | null {
  const beyond = horizonBeyond(f);
  if (!beyond) return null;
  const to = reach(beyond.horizon, f.lang);
  if (f.lang === 'fr') {
    const [span, these] = SPANS.fr[beyond.span];
    return `Votre question porte ${to}, plus loin que ${span} que couvre ${what === 'draw' ? 'ce tirage' : 'cette lecture'} : ${what === 'draw' ? 'les cartes disent' : 'le ciel dit'} ce que montre${beyond.span === 'three' || beyond.span === 'twelve' ? 'nt' : ''} ${these}, sans trancher pour toute cette durée.`;
  }
  const [span, shows] = SPANS.en[beyond.span];
  return `Your question reaches ${to}, further than the ${span} this ${what === 'draw' ? 'draw' : 'reading'} covers: ${what === 'draw' ? 'the cards tell' : 'the sky tells'} what ${shows}, without settling the whole of that span.`;
}

/**
 * The answer's paragraph with the sentence that fits added (a month outside the period, or a horizon
 * past it), citing the question and the period it compares.
 */
export function withTimingCaveat(p: WrittenParagraph, f: Timed, what: 'draw' | 'sky'): WrittenParagraph {
  const caveat = timingCaveat(f, what) ?? horizonCaveat(f, what);
  if (!caveat) return p;
  // A single tarot question has no dated window, hence no `period` fact to cite.
  const cited = f.window ? ['question', 'period'] : ['question'];
  const facts = [...p.facts, ...cited.filter((id) => !p.facts.includes(id))];
  return { ...p, text: `${p.text} ${caveat}`, facts };
}
