/**
 * The three offers and the nine options they unlock. Prices live here and only here: the server
 * charges from this table, never from a request. Amounts are TTC, in cents.
 */
export type OfferOption = 1 | 2 | 3;
export type Domain = 'astrologie' | 'numerologie' | 'tarot';
export const DOMAINS: readonly Domain[] = ['astrologie', 'numerologie', 'tarot'];
export const OPTIONS: readonly OfferOption[] = [1, 2, 3];

type Text = { fr: string; en: string };

export interface Offer {
  option: OfferOption;
  priceCents: number;
  title: Text;
  subtitle: Text;
  /** What the offer reads; how it is delivered is said once, by the card's delivery line. */
  features: { fr: string[]; en: string[] };
  cta: Text;
  /** Short-term forecast covers three months: a plan of that length is recorded with the purchase. */
  planMonths: number | null;
  delivery: 'screen' | 'pdf';
}

/**
 * The single question's feature that says what writes the intuitive reading: the catalogue holds the
 * model's wording, and the API says the rules' instead when no model is configured (a label must tell
 * the truth, AI Act art. 50).
 */
export const INTUITIVE_FEATURE = {
  ai: {
    fr: 'Lecture symbolique et lecture intuitive (IA)',
    en: 'Symbolic reading and intuitive (AI) reading',
  },
  rules: {
    fr: 'Lecture symbolique et lecture intuitive (rédigée par nos règles d’interprétation)',
    en: 'Symbolic reading and intuitive reading (written by our interpretation rules)',
  },
} as const;

export const OFFERS: readonly Offer[] = [
  {
    option: 1,
    priceCents: 699,
    title: { fr: 'Question simple', en: 'Single question' },
    subtitle: {
      fr: 'Une réponse claire à une question précise',
      en: 'A clear answer to one precise question',
    },
    features: {
      fr: ['Une question en astrologie, numérologie ou tarot', INTUITIVE_FEATURE.ai.fr],
      en: ['One question in astrology, numerology or tarot', INTUITIVE_FEATURE.ai.en],
    },
    cta: { fr: 'Choisir cette offre', en: 'Choose this offer' },
    planMonths: null,
    delivery: 'screen',
  },
  {
    option: 2,
    priceCents: 1990,
    title: { fr: 'Prévision à court terme', en: 'Short-term forecast' },
    subtitle: { fr: 'Les trois mois qui viennent', en: 'The next three months' },
    features: {
      fr: ['Prévision couvrant 3 mois', 'Transits, nombres personnels ou tirage détaillé'],
      en: ['Forecast covering 3 months', 'Transits, personal numbers or a detailed spread'],
    },
    cta: { fr: 'Choisir cette offre', en: 'Choose this offer' },
    planMonths: 3,
    delivery: 'pdf',
  },
  {
    option: 3,
    priceCents: 2990,
    title: { fr: 'Chemin de vie, thème astral, long terme', en: 'Life path, natal chart, long term' },
    subtitle: { fr: 'Le portrait complet et l’année qui vient', en: 'The full portrait and the year ahead' },
    features: {
      fr: ['Thème natal complet, chemin de vie ou grand tirage', 'Prévision sur douze mois'],
      en: ['Full natal chart, life path or large spread', 'Twelve-month forecast'],
    },
    cta: { fr: 'Choisir cette offre', en: 'Choose this offer' },
    planMonths: null,
    delivery: 'pdf',
  },
];

export function offerFor(option: number): Offer | undefined {
  return OFFERS.find((o) => o.option === option);
}

/**
 * Compatibility (decision 0200): two births read together, sold from the astrology and numerology
 * pages as their fourth option. It is not one of the home page's three pricing cards (a top-up
 * buys one of those amounts); its price is the short-term forecast's.
 */
export type CompatibilityOption = 4;
export const COMPATIBILITY_OPTION: CompatibilityOption = 4;
/** Any option a reading can be ordered with: the three offers, and compatibility. */
export type ReadingOption = OfferOption | CompatibilityOption;

export const COMPATIBILITY = {
  option: COMPATIBILITY_OPTION,
  priceCents: 1990,
  delivery: 'pdf' as const,
  domains: ['astrologie', 'numerologie'] as readonly Domain[],
  name: { fr: 'Compatibilité', en: 'Compatibility' } as Text,
};

/** The options a domain sells, in the order its page lists them. */
export function readingOptions(domain: Domain): ReadingOption[] {
  return COMPATIBILITY.domains.includes(domain) ? [1, 2, 3, COMPATIBILITY_OPTION] : [1, 2, 3];
}

export function priceCents(option: ReadingOption): number {
  if (option === COMPATIBILITY_OPTION) return COMPATIBILITY.priceCents;
  const offer = offerFor(option);
  if (!offer) throw new Error(`unknown option ${option}`);
  return offer.priceCents;
}

/** Screen (answered at once) or PDF (written by the delivery job and e-mailed). */
export function deliveryOf(option: ReadingOption): 'screen' | 'pdf' {
  return option === COMPATIBILITY_OPTION ? COMPATIBILITY.delivery : (offerFor(option)?.delivery ?? 'pdf');
}

/** The name of an option of a domain ("Thème astral", "Compatibilité"); the option's number when it has none. */
export function optionName(domain: Domain, option: number, lang: 'fr' | 'en'): string {
  if (option === COMPATIBILITY_OPTION && COMPATIBILITY.domains.includes(domain))
    return COMPATIBILITY.name[lang];
  return OPTION_NAMES[domain][option as OfferOption]?.[lang] ?? String(option);
}

/** The option names per domain, as the seed lists them (payment links and option buttons). */
export const OPTION_NAMES: Record<Domain, Record<OfferOption, Text>> = {
  astrologie: {
    1: { fr: 'Question simple', en: 'Single question' },
    2: { fr: 'Prévision à court terme', en: 'Short-term forecast' },
    3: { fr: 'Thème astral', en: 'Natal chart' },
  },
  numerologie: {
    1: { fr: 'Votre numéro de chance', en: 'Your lucky number' },
    2: { fr: 'Prévision à court terme', en: 'Short-term forecast' },
    3: { fr: 'Chemin de vie', en: 'Life path' },
  },
  tarot: {
    1: { fr: 'Question unique', en: 'Single question' },
    2: { fr: 'Prévision à court terme', en: 'Short-term forecast' },
    3: { fr: 'Prévision sur du long terme', en: 'Long-term forecast' },
  },
};

export const DOMAIN_NAMES: Record<Domain, Text> = {
  astrologie: { fr: 'Astrologie', en: 'Astrology' },
  numerologie: { fr: 'Numérologie', en: 'Numerology' },
  tarot: { fr: 'Tarot', en: 'Tarot' },
};
