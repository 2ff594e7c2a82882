/**
 * The words of the compatibility reading (decision 0200), in French and English: what each point
 * stands for between two people, how each aspect acts between two charts, and how a name takes
 * « de ». Plain spaces before : ; ! ? — the writer typesets.
 */
import type { AspectType } from '../astrology/aspects';
import type { Lang, PointId } from '../astrology/zodiac';

type Texts = Readonly<Record<Lang, string>>;
type Theme = Texts & { readonly plural: Readonly<Record<Lang, boolean>> };
const one = { fr: false, en: false } as const;
const many = { fr: true, en: true } as const;

/** What a point brings to a relationship, as a noun phrase without a possessive (« la manière d’aimer »). */
export const RELATION_THEMES: Readonly<Record<PointId, Theme>> = {
  sun: { fr: 'l’identité et la volonté', en: 'sense of self and will', plural: { fr: true, en: false } },
  moon: { fr: 'les besoins affectifs', en: 'emotional needs', plural: many },
  mercury: { fr: 'la façon de penser et de parler', en: 'way of thinking and talking', plural: one },
  venus: { fr: 'la manière d’aimer', en: 'way of loving', plural: one },
  mars: { fr: 'le désir et l’élan', en: 'desire and drive', plural: many },
  jupiter: { fr: 'la confiance et la générosité', en: 'confidence and generosity', plural: many },
  saturn: { fr: 'le sens de l’engagement', en: 'sense of commitment', plural: one },
  uranus: { fr: 'le besoin de liberté', en: 'need for freedom', plural: one },
  neptune: { fr: 'la part de rêve', en: 'share of dreams', plural: one },
  pluto: { fr: 'l’intensité', en: 'intensity', plural: one },
  node: { fr: 'la direction de vie', en: 'life direction', plural: one },
  ascendant: { fr: 'la manière d’aborder les autres', en: 'way of meeting others', plural: one },
  mc: { fr: 'les ambitions', en: 'ambitions', plural: many },
};

/** How an aspect acts between two people's points: completes « X de A et Y de B ___ ». */
export const RELATION_ASPECTS: Readonly<Record<AspectType, Texts>> = {
  conjunction: {
    fr: 'se confondent : une évidence de part et d’autre, intense, qui demande de garder chacun sa place',
    en: 'merge: something obvious to both, intense, which asks each to keep their own place',
  },
  trine: {
    fr: 'circulent sans effort : un accord naturel, à ne pas prendre pour acquis',
    en: 'flow without effort: a natural accord, not to be taken for granted',
  },
  sextile: {
    fr: 'se répondent volontiers : une entente qui grandit si on l’entretient',
    en: 'answer each other readily: an understanding that grows when it is tended',
  },
  square: {
    fr: 'se frottent : une friction qui stimule autant qu’elle fatigue, et qui s’apprivoise en se parlant',
    en: 'rub against each other: a friction that stirs as much as it tires, tamed by talking it through',
  },
  opposition: {
    fr: 'se font face : l’attirance des contraires, et un équilibre à négocier',
    en: 'face each other: the pull of opposites, and a balance to negotiate',
  },
};

/** Bodies whose synastry aspects say something of two people rather than of their generation. */
export const PERSONAL_POINTS: readonly PointId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'ascendant',
  'mc',
];

const FEMININE: ReadonlySet<PointId> = new Set(['moon', 'venus']);

/** « de Hugo », « d’Anne »: French elides before a vowel; a name starting with H keeps « de ». */
export function deName(name: string): string {
  return elides(name) ? `d’${name}` : `de ${name}`;
}

/** True when « de » before the name elides (« d’Anne »). */
export function elides(name: string): boolean {
  return /^[AEIOUYÂÊÎÔÛÀÉÈËÏÜ]/iu.test(name);
}

/** « la Vénus de Camille », « l’Ascendant d’Anne », “Camille’s Venus”. */
export function pointOf(id: PointId, pointName: string, person: string, lang: Lang): string {
  if (lang === 'en') return `${person}’s ${pointName}`;
  const article = id === 'ascendant' ? 'l’' : FEMININE.has(id) ? 'la ' : 'le ';
  return `${article}${pointName} ${deName(person)}`;
}

/** « le Soleil composite », “the composite Sun”. */
export function compositePoint(id: PointId, pointName: string, lang: Lang): string {
  if (lang === 'en') return `the composite ${pointName}`;
  const article = id === 'ascendant' ? 'l’' : FEMININE.has(id) ? 'la ' : 'le ';
  return `${article}${pointName} composite`;
}
