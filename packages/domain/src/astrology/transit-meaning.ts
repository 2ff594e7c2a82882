/**
 * What a transit means, so that a square never reads like a trine: each aspect has a nature
 * (conjunction: fusion; sextile and trine: flowing; square and opposition: tense; quincunx:
 * adjusting), each transiting planet a curated text per aspect (transit-meaning-texts.ts) and
 * each natal point a theme, the noun phrase the text is about. Source text with plain spaces:
 * the writers typeset it (writers/astrology-typography).
 */
import type { AspectType } from './aspects';
import { TRANSIT_TEXTS, TRANSIT_TEXTS_OTHER, type MeaningAspect } from './transit-meaning-texts';
import type { NatalTarget, TransitingId } from './transits';
import type { Lang } from './zodiac';

export type { MeaningAspect } from './transit-meaning-texts';
export type AspectNature = 'flowing' | 'tense' | 'fusion' | 'adjusting';

export const ASPECT_NATURE: Readonly<Record<MeaningAspect, AspectNature>> = {
  conjunction: 'fusion',
  sextile: 'flowing',
  trine: 'flowing',
  square: 'tense',
  opposition: 'tense',
  quincunx: 'adjusting',
};

type Texts = Readonly<Record<Lang, string>>;

export const ASPECT_NAMES: Readonly<Record<MeaningAspect, Texts>> = {
  conjunction: { fr: 'conjonction', en: 'conjunction' },
  sextile: { fr: 'sextile', en: 'sextile' },
  trine: { fr: 'trigone', en: 'trine' },
  square: { fr: 'carré', en: 'square' },
  opposition: { fr: 'opposition', en: 'opposition' },
  quincunx: { fr: 'quinconce', en: 'quincunx' },
};

/** One line on the kind of period an aspect's nature brings, for a legend or a summary. */
export const NATURE_NOTES: Readonly<Record<AspectNature, Texts>> = {
  flowing: {
    fr: 'Aspect harmonieux : les choses se font d’elles-mêmes, à condition d’en profiter.',
    en: 'A flowing aspect: things fall into place, provided you make use of them.',
  },
  tense: {
    fr: 'Aspect de tension : une résistance demande un effort, et c’est cet effort qui fait avancer.',
    en: 'A tense aspect: resistance calls for effort, and that effort is what moves things on.',
  },
  fusion: {
    fr: 'Conjonction : les deux énergies se mêlent, pour le meilleur ou pour le plus intense.',
    en: 'A conjunction: the two energies merge, for better or for more intense.',
  },
  adjusting: {
    fr: 'Aspect d’ajustement : rien ne bloque franchement, mais rien ne s’accorde sans quelques réglages.',
    en: 'An adjusting aspect: nothing is blocked outright, yet nothing fits without some fine-tuning.',
  },
};

/** What each natal point stands for, as a noun phrase that fits "{theme}" in the texts. */
export const NATAL_THEMES: Readonly<Record<NatalTarget, Texts>> = {
  sun: { fr: 'votre volonté et l’image que vous avez de vous-même', en: 'your will and your sense of self' },
  moon: {
    fr: 'votre vie émotionnelle et votre besoin de sécurité',
    en: 'your emotional life and need for security',
  },
  mercury: { fr: 'votre manière de penser et de communiquer', en: 'the way you think and communicate' },
  venus: { fr: 'vos amours et ce qui vous fait plaisir', en: 'your love life and what gives you pleasure' },
  mars: { fr: 'votre énergie et votre façon d’agir', en: 'your energy and the way you act' },
  jupiter: {
    fr: 'votre confiance et vos projets d’avenir',
    en: 'your confidence and your plans for the future',
  },
  saturn: {
    fr: 'vos responsabilités et ce sur quoi vous bâtissez',
    en: 'your responsibilities and what you build on',
  },
  uranus: { fr: 'votre besoin de liberté et d’indépendance', en: 'your need for freedom and independence' },
  neptune: { fr: 'vos idéaux et votre imaginaire', en: 'your ideals and your imagination' },
  pluto: { fr: 'vos ressorts les plus profonds', en: 'your deepest drives' },
  node: { fr: 'la direction que prend votre vie', en: 'the direction your life is taking' },
  ascendant: { fr: 'votre manière d’aborder le monde', en: 'the way you meet the world' },
  mc: { fr: 'votre carrière et votre place dans la société', en: 'your career and your place in society' },
};

export function aspectNature(type: AspectType | MeaningAspect): AspectNature {
  return ASPECT_NATURE[type];
}

export interface TransitMeaning {
  nature: AspectNature;
  theme: string;
  /** The planet's text for this aspect with the natal theme in place. */
  text: string;
}

export function transitMeaning(
  transiting: TransitingId,
  type: AspectType | MeaningAspect,
  natal: NatalTarget,
  lang: Lang,
  /** Another wording of the natal point's theme (a writer varying its phrasing); the curated one by default. */
  themeWording?: string,
): TransitMeaning {
  const theme = themeWording ?? NATAL_THEMES[natal][lang];
  // A writer's own wording of the theme also chooses the text among its wordings (the same facts read
  // the same); without one, the curated text.
  const others = themeWording ? (TRANSIT_TEXTS_OTHER[lang][transiting]?.[type] ?? []) : [];
  const texts = [TRANSIT_TEXTS[lang][transiting][type], ...others];
  const at = themeWording ? [...themeWording].reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 7) : 0;
  return {
    nature: ASPECT_NATURE[type],
    theme,
    text: fillTheme(texts[at % texts.length]!, theme),
  };
}

const CONTRACTED: Record<string, string> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' };

/**
 * The theme in its place in a transit's text, with French's contraction where the text puts « de » or
 * « à » before a theme that starts with « le » or « les » (« du côté du cap de votre évolution »).
 */
export function fillTheme(text: string, theme: string): string {
  return text.replace(/(?:(?<=^|\s)(de|à) )?\{theme\}/, (whole, before: string | undefined) => {
    const article = /^(les?) /.exec(theme)?.[1];
    const merged = before && article ? CONTRACTED[`${before} ${article}`] : undefined;
    return merged ? `${merged} ${theme.slice(article!.length + 1)}` : whole.replace('{theme}', theme);
  });
}
