// Without zod: the public pages' table (public-pages.ts) is in the web app's first load.

/** The address word of each sign's page, per language (/horoscope/lion, /en/horoscope/leo). */
export const SIGN_SLUGS = {
  aries: { fr: 'belier', en: 'aries' },
  taurus: { fr: 'taureau', en: 'taurus' },
  gemini: { fr: 'gemeaux', en: 'gemini' },
  cancer: { fr: 'cancer', en: 'cancer' },
  leo: { fr: 'lion', en: 'leo' },
  virgo: { fr: 'vierge', en: 'virgo' },
  libra: { fr: 'balance', en: 'libra' },
  scorpio: { fr: 'scorpion', en: 'scorpio' },
  sagittarius: { fr: 'sagittaire', en: 'sagittarius' },
  capricorn: { fr: 'capricorne', en: 'capricorn' },
  aquarius: { fr: 'verseau', en: 'aquarius' },
  pisces: { fr: 'poissons', en: 'pisces' },
} as const;
export type SignKey = keyof typeof SIGN_SLUGS;

/** A sign by its address word in either language. */
export function signOfSlug(slug: string): SignKey | null {
  for (const [sign, words] of Object.entries(SIGN_SLUGS) as [SignKey, { fr: string; en: string }][])
    if (words.fr === slug || words.en === slug) return sign;
  return null;
}
