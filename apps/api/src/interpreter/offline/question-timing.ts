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

/** The answer's paragraph with that sentence added, citing the question and the period it compares. */
export function withTimingCaveat(
  p: WrittenParagraph,
  f: { question: string | null; lang: 'fr' | 'en'; window: { from: string; to: string } | null },
  what: 'draw' | 'sky',
): WrittenParagraph {
  const caveat = timingCaveat(f, what);
  if (!caveat) return p;
  const facts = [...p.facts, ...['question', 'period'].filter((id) => !p.facts.includes(id))];
  return { ...p, text: `${p.text} ${caveat}`, facts };
}
