/**
 * What a sentence names, with where: points of the chart, signs, houses, aspects, dates, cards with
 * their orientation, numerology numbers. The claims check pairs these up ("Soleil … en Bélier").
 */
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import { ANGLES, PLANETS, SIGNS, type PointId, type SignId } from '@arcanes/domain/astrology/zodiac';
import { DECK } from '@arcanes/domain/tarot/deck';
import { monthName } from '@arcanes/domain/writers/dates';
import type { NumberKey } from '#api/interpreter/fact-index.ts';

type Lang = 'fr' | 'en';

export interface Mention<T> {
  at: number;
  end: number;
  value: T;
}

/** Same spelling for comparisons: straight apostrophes, plain spaces. */
export const norm = (s: string) => s.replace(/[’ʼ`]/g, "'").replace(/[\u00a0\u202f]/g, ' ');
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Word boundaries that know accented letters (\b does not, even with the u flag).
export const B = '(?<![\\p{L}\\p{N}_])';
export const E = '(?![\\p{L}\\p{N}_])';

const cache = new Map<string, RegExp>();
export function re(source: string, flags = 'gu'): RegExp {
  const key = `${flags}/${source}`;
  let found = cache.get(key);
  if (!found) {
    found = new RegExp(source, flags);
    cache.set(key, found);
  }
  found.lastIndex = 0;
  return found;
}

/**
 * A word every match of a pattern must contain, lower-cased: the pattern is run only on a text that
 * holds it (`lower` is the text lower-cased once). Checking a sentence costs 78 card patterns, a
 * dozen point and sign patterns: most of them cannot match, and a lookup is far cheaper than the scan.
 */
const holds = (lower: string, word: string) => lower.includes(word);
const firstWord = (name: string) => (name.toLowerCase().match(/^[\p{L}\p{N}]+/u) ?? [''])[0];

function all<T>(text: string, pattern: RegExp, value: (m: RegExpExecArray) => T | null): Mention<T>[] {
  const out: Mention<T>[] = [];
  for (const m of text.matchAll(pattern)) {
    const v = value(m as RegExpExecArray);
    if (v !== null) out.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, value: v });
  }
  return out;
}

const POINT_NAMES: Record<Lang, [PointId, string][]> = {
  fr: [
    ...Object.values(PLANETS).map((p) => [p.id, p.fr] as [PointId, string]),
    ['node', 'Nœud lunaire'],
    // The mean node's name is « Nœud Nord moyen » (issue 38); a text may say « Nœud Nord » alone.
    ['node', 'Nœud Nord'],
    ['node', 'Noeud Nord'],
    ['ascendant', ANGLES.ascendant.fr],
    ['mc', ANGLES.mc.fr],
    ['mc', 'MC'],
  ],
  en: [
    ...Object.values(PLANETS).map((p) => [p.id, p.en] as [PointId, string]),
    ['node', 'lunar node'],
    // "Mean North Node" is the name (issue 38); a text may say "North Node" alone.
    ['node', 'North Node'],
    ['ascendant', ANGLES.ascendant.en],
    ['mc', ANGLES.mc.en],
    ['mc', 'MC'],
  ],
};

/** Planets and angles. "Mars" followed by a year or after a day number is the month. */
export function points(text: string, lang: Lang): Mention<PointId>[] {
  const out: Mention<PointId>[] = [];
  const lower = text.toLowerCase();
  for (const [id, name] of POINT_NAMES[lang]) {
    if (!holds(lower, firstWord(name))) continue;
    const flags = name === 'MC' || name === 'Mars' ? 'gu' : 'giu';
    const source =
      name === 'Mars'
        ? `(?<!\\d(?:er)?\\s)${B}Mars${E}(?!\\s+\\d{4})`
        : `${B}${escape(name).replace(/\s+/g, '\\s+')}${E}`;
    out.push(...all(text, re(source, flags), () => id));
  }
  // Two names of one point ("Midheaven", "MC") can match the same place: keep one mention per place.
  out.sort((a, b) => a.at - b.at || b.end - a.end);
  return out.filter((m, i) => !out.slice(0, i).some((o) => o.at <= m.at && o.end >= m.end));
}

/**
 * Which chart a named point belongs to: the natal one, unless the words around it make it a point of the
 * progressed chart (« Lune progressée », "progressed Moon") or of the solar return (« Ascendant de votre
 * révolution solaire », "the return's Ascendant", "solar-return Moon").
 */
export type ChartOf = 'natal' | 'progressed' | 'return';
export function chartOf(text: string, m: Mention<PointId>, lang: Lang): ChartOf {
  const before = norm(text.slice(Math.max(0, m.at - 80), m.at));
  const after = norm(text.slice(m.end, m.end + 60));
  if (lang === 'fr') {
    if (/^\s+progressée?s?(?![\p{L}])/iu.test(after)) return 'progressed';
    if (
      /^\s+(?:de\s+|du\s+)(?:(?:votre|cette|la)\s+)?(?:révolution\s+solaire|retour\s+solaire|révolution)/iu.test(
        after,
      )
    )
      return 'return';
    // « révolution solaire : l'Ascendant », « la révolution solaire de mai 2027, Ascendant en … ».
    if (
      /révolution\s+solaire(?:\s+(?:du|de|d'|le)\s*[\p{L}\d ]{0,25}?)?\s*[:,(]?\s*(?:l'|le\s+|la\s+|son\s+|sa\s+)?$/iu.test(
        before,
      )
    )
      return 'return';
    return 'natal';
  }
  if (/progressed\s+$/iu.test(before)) return 'progressed';
  // "return Sun", "the solar return of May 2027, Ascendant in …", "the return's Ascendant".
  if (
    /(?:solar[\s-]return|return's|return)(?:\s+(?:of|on)\s+[\p{L}\d ]{0,25}?)?\s*[:,(]?\s*(?:(?:its|the)\s+)?$/iu.test(
      before,
    )
  )
    return 'return';
  if (/^\s+of\s+(?:(?:your|this|the)\s+)?(?:solar\s+)?return/iu.test(after)) return 'return';
  return 'natal';
}

/** Signs in the common nouns' spelling too (« balance », « lion ») are taken only when capitalised mid-sentence. */
const AMBIGUOUS_SIGNS: Record<Lang, Set<string>> = {
  fr: new Set(['Balance', 'Lion', 'Vierge', 'Cancer', 'Poissons']),
  en: new Set(['Cancer', 'Leo', 'Scales']),
};

export function signs(text: string, lang: Lang, ignore: Set<string>): Mention<SignId>[] {
  const out: Mention<SignId>[] = [];
  for (const s of SIGNS) {
    const name = s[lang];
    if (ignore.has(name) || !text.includes(name)) continue; // the sign patterns are case-sensitive
    const start = AMBIGUOUS_SIGNS[lang].has(name) ? `(?<![.!?:;«"—]\\s*|^\\s*|\\n\\s*)` : '';
    out.push(...all(text, re(`${start}${B}${escape(name)}${E}`, 'gu'), () => s.id));
  }
  return out.sort((a, b) => a.at - b.at);
}

const ORDINALS_FR = [
  'première',
  'deuxième',
  'troisième',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
  'huitième',
  'neuvième',
  'dixième',
  'onzième',
  'douzième',
];
const ORDINALS_EN = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

function houseNumber(token: string): number | null {
  const t = token.toLowerCase().replace(/(?:e|ème|eme|er|re|st|nd|rd|th)$/, '');
  if (/^\d+$/.test(t)) return Number(t);
  const roman = ROMAN.indexOf(token.toUpperCase());
  if (roman >= 0) return roman + 1;
  const fr = ORDINALS_FR.indexOf(token.toLowerCase());
  if (fr >= 0) return fr + 1;
  const en = ORDINALS_EN.indexOf(token.toLowerCase());
  return en >= 0 ? en + 1 : null;
}

export function houses(text: string, lang: Lang): Mention<number>[] {
  const token = `(\\d{1,2}(?:e|ème|eme|er|re|st|nd|rd|th)?|[IVX]{1,4}|${(lang === 'fr' ? ORDINALS_FR : ORDINALS_EN).join('|')})`;
  const patterns =
    lang === 'fr'
      ? [re(`${B}maison\\s+${token}${E}`, 'giu'), re(`${B}${token}\\s+maison${E}`, 'giu')]
      : [re(`${B}house\\s+${token}${E}`, 'giu'), re(`${B}${token}\\s+house${E}`, 'giu')];
  const out: Mention<number>[] = [];
  for (const p of patterns)
    out.push(
      ...all(text, p, (m) => {
        const n = houseNumber(m[1] ?? '');
        return n && n >= 1 && n <= 12 ? n : null;
      }),
    );
  return out.sort((a, b) => a.at - b.at);
}

const ASPECT_WORDS: Record<Lang, [AspectType, string][]> = {
  fr: [
    ['conjunction', 'conjonctions?|conjointe?s?'],
    ['opposition', "oppositions?|s'oppose(?:nt)?|opposée?s?"],
    ['square', 'carrés?|quadratures?'],
    ['trine', 'trigones?'],
    ['sextile', 'sextiles?'],
  ],
  en: [
    ['conjunction', 'conjunctions?|conjunct|conjoins?'],
    ['opposition', 'oppositions?|opposes|opposing'],
    ['square', 'squares?|squaring'],
    ['trine', 'trines?|trining'],
    ['sextile', 'sextiles?'],
  ],
};

export function aspects(text: string, lang: Lang): Mention<AspectType>[] {
  const out: Mention<AspectType>[] = [];
  for (const [type, words] of ASPECT_WORDS[lang])
    out.push(...all(text, re(`${B}(?:${words})${E}`, 'giu'), () => type));
  return out.sort((a, b) => a.at - b.at);
}

/** Month names in lower case, for matching dates in either language (the writers' own names). */
const MONTHS: Record<Lang, string[]> = {
  fr: Array.from({ length: 12 }, (_, i) => monthName(i + 1, 'fr').toLowerCase()),
  en: Array.from({ length: 12 }, (_, i) => monthName(i + 1, 'en').toLowerCase()),
};

export interface DateMention {
  day: number;
  month: number;
  year: number | null;
  /** Introduced as the exact day of an aspect ("exact le", "au plus fort le", "peaking on"). */
  exact: boolean;
}

export function dates(text: string, lang: Lang): Mention<DateMention>[] {
  const months = MONTHS[lang].join('|');
  const exactFr = `(?:exacte?s?|au plus fort|culmine(?:ra)?|culminant|pic)(?:\\s+[\\p{L}']+){0,3}?\\s+(?:le|au)\\s+`;
  const exactEn = `(?:exact|peaks?|peaking|culminates?|culminating)(?:\\s+[\\p{L}']+){0,3}?\\s+on\\s+`;
  const out: Mention<DateMention>[] = [];
  const dayFirst = re(
    `(${lang === 'fr' ? exactFr : exactEn})?${B}(\\d{1,2})(?:er|st|nd|rd|th)?\\s+(${months})(?:\\s+(\\d{4}))?${E}`,
    'giu',
  );
  out.push(
    ...all(text, dayFirst, (m) => ({
      day: Number(m[2]),
      month: MONTHS[lang].indexOf((m[3] ?? '').toLowerCase()) + 1,
      year: m[4] ? Number(m[4]) : null,
      exact: Boolean(m[1]),
    })),
  );
  if (lang === 'en') {
    const monthFirst = re(
      `(${exactEn})?${B}(${months})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?${E}`,
      'giu',
    );
    out.push(
      ...all(text, monthFirst, (m) => ({
        day: Number(m[3]),
        month: MONTHS.en.indexOf((m[2] ?? '').toLowerCase()) + 1,
        year: m[4] ? Number(m[4]) : null,
        exact: Boolean(m[1]),
      })),
    );
  }
  return out.filter((d) => d.value.day >= 1 && d.value.day <= 31).sort((a, b) => a.at - b.at);
}

/** Card names of the deck as a reading writes them ("la Lune", "Deux de Coupes", "the Two of Cups"). */
/** Each pattern with the word its matches must hold, lower-cased (see `holds`). */
type CardPattern = { pattern: RegExp; word: string };

function cardPatterns(lang: Lang): [string, CardPattern[]][] {
  return DECK.map((card) => {
    const name = norm(card.name[lang]);
    if (card.arcana === 'minor') {
      const source = escape(name)
        .replace(/(Bâton|Coupe|Denier|Épée|Wand|Cup|Coin|Sword|Pentacle)(s?)$/, '$1s?')
        .replace(/\\?\s+/g, '\\s+');
      return [card.id, [{ pattern: re(`${B}${source}${E}`, 'giu'), word: firstWord(name) }]];
    }
    if (lang === 'fr') {
      const variants = name.replace(/[()]/g, '').split(/\s+(?=La Mort)/);
      return [
        card.id,
        variants.map((n) => {
          const core = n.replace(/^(?:Le |La |L')/, '');
          const pattern =
            core === n
              ? re(`(?<![.!?:;«"—]\\s*|^\\s*|\\n\\s*)${B}${escape(core)}${E}`, 'gu')
              : re(`${B}(?:[Ll][ea]\\s+|[Ll]')${escape(core)}${E}`, 'gu');
          return { pattern, word: core.toLowerCase() };
        }),
      ];
    }
    const core = name.replace(/^The /, '').replace(/ \(.*\)$/, '');
    return [
      card.id,
      [{ pattern: re(`${B}(?:[Tt]he\\s+)?${escape(core)}${E}`, 'gu'), word: core.toLowerCase() }],
    ];
  });
}
const CARD_PATTERNS: Record<Lang, [string, CardPattern[]][]> = {
  fr: cardPatterns('fr'),
  en: cardPatterns('en'),
};

export function cards(text: string, lang: Lang): Mention<string>[] {
  const out: Mention<string>[] = [];
  const lower = text.toLowerCase();
  for (const [id, patterns] of CARD_PATTERNS[lang])
    for (const { pattern, word } of patterns) {
      if (!holds(lower, word)) continue;
      pattern.lastIndex = 0;
      out.push(...all(text, pattern, () => id));
    }
  // "Le Roi de Coupe" also contains no shorter card; but "Roi" alone is no card: keep the longest at a place.
  out.sort((a, b) => a.at - b.at || b.end - a.end);
  return out.filter((m, i) => !out.slice(0, i).some((o) => o.at <= m.at && o.end >= m.end));
}

/** The words after which « droit(e) » is not a card's orientation (see `orientations`). */
const NOT_BEFORE_DROIT = [
  // prepositions and adverbs
  "à tout bon plein vers de du des au aux d' l'",
  // determiners
  'le la les un une ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs',
  // the nouns a right side or a straight line goes with
  'côté main ligne bras pied jambe épaule œil oeil rive aile colonne extrême',
]
  .flatMap((words) => words.split(' '))
  .map((w) => w.replace("'", "'\\s*"))
  .join('|');

export function orientations(text: string, lang: Lang): Mention<'reversed' | 'upright'>[] {
  const rev =
    lang === 'fr'
      ? `à\\s+l'envers|renversée?s?|inversée?s?|tête\\s+en\\s+bas`
      : 'reversed|upside[\\s-]down|inverted';
  // « droit(e) » is the card's orientation only as an adjective (« sortie droite », « L'Étoile, droite, … »):
  // after a determiner or a preposition it is a side or a noun (« regarde vers la droite », « à sa droite »,
  // « le droit de dire non »), and after these nouns a side or a line (« main droite », « ligne droite »).
  const up =
    lang === 'fr'
      ? `à\\s+l'endroit|(?<!${B}(?:${NOT_BEFORE_DROIT})\\s+)droite?s?(?=[\\s,.;:)]|$)`
      : 'upright';
  return [
    ...all(text, re(`${B}(?:${rev})${E}`, 'giu'), () => 'reversed' as const),
    ...all(text, re(`${B}(?:${up})${E}`, 'giu'), () => 'upright' as const),
  ].sort((a, b) => a.at - b.at);
}

const NUMBER_WORDS: Record<Lang, [NumberKey | 'personal_month' | 'karmic_debt', string][]> = {
  fr: [
    ['life_path', 'chemin\\s+de\\s+vie'],
    ['expression', "(?:nombre\\s+d'expression|nombre\\s+de\\s+destinée)"],
    ['soul_urge', "(?:nombre\\s+intime|élan\\s+spirituel|nombre\\s+de\\s+l'âme|nombre\\s+du\\s+cœur)"],
    ['personality', '(?:nombre\\s+de\\s+(?:la\\s+)?personnalité)'],
    ['birthday', '(?:nombre\\s+du\\s+jour(?:\\s+de\\s+naissance)?|jour\\s+de\\s+naissance)'],
    ['personal_year', 'année\\s+personnelle'],
    ['maturity', '(?:nombre\\s+de\\s+(?:la\\s+)?maturité)'],
    ['lucky_number', '(?:numéro|nombre|chiffre)\\s+(?:de\\s+)?(?:la\\s+)?chance'],
    ['personal_month', 'mois\\s+personnel'],
    ['karmic_debt', 'dettes?\\s+karmiques?'],
  ],
  en: [
    ['life_path', 'life\\s+path(?:\\s+number)?'],
    ['expression', '(?:expression|destiny)\\s+number'],
    ['soul_urge', "(?:soul\\s+urge|heart's\\s+desire)(?:\\s+number)?"],
    ['personality', 'personality\\s+number'],
    ['birthday', 'birthday\\s+number'],
    ['personal_year', 'personal\\s+year(?:\\s+number)?'],
    ['maturity', 'maturity\\s+number'],
    ['lucky_number', 'lucky\\s+number'],
    ['personal_month', 'personal\\s+month(?:\\s+number)?'],
    ['karmic_debt', 'karmic\\s+debts?'],
  ],
};

/** A word one of the names above holds, lower-cased: without any, `numbers` has nothing to look for. */
const NUMBER_STEMS: Record<Lang, string[]> = {
  fr: ['chemin', 'nombre', 'élan', 'jour', 'année', 'numéro', 'chiffre', 'mois', 'dette'],
  en: ['life', 'number', 'soul', 'heart', 'personal', 'karmic'],
};

/** "chemin de vie 7", "life path is 7", "année personnelle : 3" — not the digits of a worked sum "(1+9+…)". */
export function numbers(
  text: string,
  lang: Lang,
): Mention<{ key: NumberKey | 'personal_month' | 'karmic_debt'; value: number }>[] {
  const out: Mention<{ key: NumberKey | 'personal_month' | 'karmic_debt'; value: number }>[] = [];
  const glue =
    lang === 'fr'
      ? `(?:\\s*(?::|=|est|sera|vaut|de|du|en|un|une|le|la|votre|vous|donne|porte|le\\s+nombre|le\\s+numéro)\\s*|\\s+){0,4}`
      : `(?:\\s*(?::|=|is|of|will\\s+be|a|an|the|your|number)\\s*|\\s+){0,4}`;
  const lower = text.toLowerCase();
  if (!NUMBER_STEMS[lang].some((w) => holds(lower, w))) return out;
  for (const [key, words] of NUMBER_WORDS[lang]) {
    const after = re(`${B}(?:${words})${glue}(\\d{1,2})(?![\\d+=,.]\\d)(?!\\s*[+=])`, 'giu');
    out.push(...all(text, after, (m) => ({ key, value: Number(m[1]) })));
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Sentences of a paragraph, with their offsets (a date's "3 déc." does not end a sentence). */
export function sentences(text: string): { at: number; text: string }[] {
  const out: { at: number; text: string }[] = [];
  const pattern = /[^.!?…\n]+(?:[.!?…]+(?=\s|$)|$|\n)|[^\n]+/g;
  for (const m of text.matchAll(pattern)) {
    if (m[0].trim()) out.push({ at: m.index ?? 0, text: m[0] });
  }
  return out;
}
