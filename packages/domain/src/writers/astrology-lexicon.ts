/** The words of the astrology reading, one lexicon per language, same shape. */
import type { AspectType } from '../astrology/aspects';
import type { HouseSystem } from '../astrology/houses';
import type { TransitingId } from '../astrology/transits';
import type { Element, Lang, Modality, PointId, SignId } from '../astrology/zodiac';

export type Domain = 'amour' | 'travail' | 'sante';

/** The three families a transit's meaning depends on. */
export type AspectFamily = 'conjunction' | 'harmonious' | 'tense';

export function aspectFamily(type: AspectType): AspectFamily {
  if (type === 'conjunction') return 'conjunction';
  return type === 'sextile' || type === 'trine' ? 'harmonious' : 'tense';
}

/** The colour of a transit: its planet's, as its aspect turns it. */
export function transitFlavourFor(
  lex: Pick<Lexicon, 'transitFlavour'>,
  planet: TransitingId,
  type: AspectType,
): string {
  return lex.transitFlavour[planet][aspectFamily(type)];
}

export interface Section {
  heading: string;
  body: string;
}
export type Period = 'semaine' | 'mois';

export interface SignText {
  /** A short paragraph on the Sun in the sign. */
  sun: string;
  moon: string;
  ascendant: string;
  /** How any planet in the sign expresses itself: completes "… expresses itself ___". */
  style: string;
  /** Other wordings of `style`, same sense, so that a sign is not told in one phrase in every reading. */
  styles: readonly string[];
  /**
   * The sign's manner in single nouns that stand after « avec » / "with" without an article
   * (« audace », "daring"): two of them make one more way to say `style`.
   */
  qualities: readonly string[];
}

export interface Lexicon {
  lang: Lang;
  signs: Record<SignId, SignText>;
  /** What a point speaks of, fully: "your way of loving, your tastes…". */
  theme: Record<PointId, string>;
  /** The same in a few words, for aspects and transits: "your heart". */
  core: Record<PointId, string>;
  /** What each house, 1–12, speaks of: "career, vocation and public standing". */
  houses: readonly string[];
  aspects: Record<AspectType, { name: string; nature: string }>;
  /** `pronoun`: the stressed pronoun that stands for the element (« avec elle », "with it"). */
  /** `strongs` and `weaks`: other wordings of `strong` and `weak`, same sense. */
  elements: Record<
    Element,
    {
      name: string;
      pronoun: string;
      strong: string;
      weak: string;
      strongs: readonly string[];
      weaks: readonly string[];
    }
  >;
  modalities: Record<Modality, { name: string; strong: string; strongs: readonly string[] }>;
  /**
   * The colour a transiting planet gives a period, by aspect family: a conjunction merges, a sextile
   * or trine flows, a square or opposition strains (« Jupiter carré » is excess, not growth).
   */
  transitFlavour: Record<TransitingId, Record<AspectFamily, string>>;
  /** What a retrograde planet at birth adds (the node always moves backwards and is left out). */
  retrograde: Partial<Record<PointId, string>>;
  /** How a transit by this aspect acts on the natal point it touches. */
  transitAction: Record<AspectType, (core: string) => string>;
  domains: Record<Domain, { name: string; intro: string; closing: string }>;
  periods: Record<Period, { heading: string; phrase: string }>;
  /** "maison X" / "10th house". */
  house(n: number): string;
  /** "X" / "10th", for lists of houses. */
  houseShort(n: number): string;
  /** "en Bélier" / "in Aries". */
  inSign(sign: SignId): string;
  /** "12°34′ en Bélier" / "12°34′ Aries". */
  position(lon: number): string;
  /** "22 avril 2025" / "22 April 2025", from YYYY-MM-DD. */
  date(iso: string): string;
  /** "du 13 avril au 1er mai 2025" / "from 13 April to 1 May 2025". */
  range(from: string, to: string): string;
  /** "avril 2025" / "April 2025". */
  month(iso: string): string;
  t: Phrases;
}

/** Sentence frames whose grammar differs between the languages. */
export interface Phrases {
  /** The name as it reads inside a sentence: « le Soleil », "the Sun", « Vénus ». */
  article: (name: string) => string;
  titles: {
    question: (domain: string) => string;
    forecast: (name: string) => string;
    portrait: (name: string) => string;
  };
  headings: Record<
    | 'opening'
    | 'sun'
    | 'moon'
    | 'ascendant'
    | 'birthTime'
    | 'balance'
    | 'dominants'
    | 'planets'
    | 'aspects'
    | 'houses'
    | 'yearAhead'
    | 'natalSky'
    | 'trends'
    | 'question'
    | 'keyPlacements'
    | 'keyAspects'
    | 'summary',
    string
  >;
  /** "Vénus à 11°45′ en Taureau, maison XI" */
  placement: (name: string, position: string, house: string | null) => string;
  planetInSign: (name: string, theme: string, inSign: string, style: string, variant: number) => string;
  /** `variant` rotates among a few frames so that a page of placements does not repeat itself. */
  inHouse: (house: string, domain: string, variant: number) => string;
  retrograde: (name: string, meaning: string) => string;
  /** Transit of a planet over its own natal place (solar return, Saturn return). */
  returnLine: (when: string, name: string) => string;
  triad: (sun: string, moon: string, ascendant: string | null) => string;
  elementTie: (element: string, strong: string, planets: string) => string;
  chartRuler: (name: string, position: string, house: string | null, core: string) => string;
  mc: (style: string) => string;
  aspectLine: (a: string, b: string, type: AspectType, orb: string, applying: boolean) => string;
  aspectBody: (coreA: string, coreB: string, nature: string) => string;
  houseLine: (house: string, inSign: string, planets: string, domain: string) => string;
  cuspOnly: (house: string, inSign: string, domain: string) => string;
  emptyHouses: (houses: string, count: number) => string;
  houseSystem: (system: HouseSystem) => string;
  houseFallback: string;
  wholeWindow: string;
  until: (date: string) => string;
  from: (date: string) => string;
  exactOn: (dates: readonly string[]) => string;
  notExact: string;
  transitLine: (when: string, transiting: string, type: AspectType, natal: string) => string;
  transitName: (transiting: string, type: AspectType, natal: string) => string;
  greeting: (name: string) => string;
  birthData: (place: string | null, timeKnown: boolean) => string;
  unknownTime: string;
  unknownTimeLong: string;
  unknownTimeFocus: string;
  moonMayBe: (inSign: string) => string;
  elementBalance: (element: string, strong: string, planets: string) => string;
  modalityLead: (modality: string, strong: string) => string;
  elementLack: (element: string, weak: string) => string;
  dominantReason: (name: string, reasons: string, theme: string) => string;
  reasons: {
    angular: string;
    chartRuler: string;
    sunRuler: string;
    domicile: string;
    aspects: (n: number) => string;
  };
  noAspects: string;
  noTransits: (period: string) => string;
  theYear: string;
  theQuarter: string;
  yearIntro: string;
  landmarks: (list: string) => string;
  forecastIntro: (from: string, to: string) => string;
  trends: (list: string) => string;
  question: (q: string) => string;
  generalIntro: string;
  periodIntro: (period: string) => string;
  generalClosing: string;
  summary: (anchors: string, element: string, elementStrong: string, closing: string) => string;
}
