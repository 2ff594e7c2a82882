/**
 * The public pages that have an address in each language (the address says the language), with the
 * title and description search engines read. The web app routes and names its pages from this
 * table; the server writes the same title and description into the HTML it serves for these
 * addresses, so that they are there before any JavaScript runs (docs/decisions/0230-free-pages.md).
 */

import { SIGN_SLUGS, signOfSlug } from './sign-slugs';

export type PageLang = 'fr' | 'en';

export const PUBLIC_PAGES = {
  freeChart: { fr: '/theme-astral', en: '/en/birth-chart' },
  freeNumerology: { fr: '/numerologie', en: '/en/numerology' },
  cardLibrary: { fr: '/tarot/cartes', en: '/en/tarot/cards' },
  horoscope: { fr: '/horoscope', en: '/en/horoscope' },
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

export interface PageMeta {
  title: string;
  description: string;
}

/** Titles without the site's name (« — Arcanes » is added after them, as on every page). */
export const PUBLIC_PAGE_META: Record<PublicPage, Record<PageLang, PageMeta>> = {
  freeChart: {
    fr: {
      title: 'Thème astral gratuit',
      description:
        'Calculez votre thème astral gratuitement\u00a0: roue du ciel de naissance, positions des planètes en signes et maisons, aspects avec leurs orbes, figures, équilibre des éléments et un court portrait.',
    },
    en: {
      title: 'Free birth chart',
      description:
        'Draw your birth chart for free: the wheel of your birth sky, planets in signs and houses, aspects with their orbs, patterns, the balance of elements and modes, and a short portrait.',
    },
  },
  freeNumerology: {
    fr: {
      title: 'Numérologie gratuite',
      description:
        'Vos nombres de numérologie gratuits, avec le calcul montré\u00a0: chemin de vie, expression, élan du cœur, personnalité, jour de naissance, maturité et année personnelle.',
    },
    en: {
      title: 'Free numerology',
      description:
        'Your numerology numbers for free, with the working shown: life path, expression, soul urge, personality, birthday, maturity and personal year.',
    },
  },
  horoscope: {
    fr: {
      title: 'Horoscope du jour et ciel du jour',
      description:
        'Le ciel du jour calculé pour Paris\u00a0: phase et signe de la Lune, planètes qui changent de signe ou s’arrêtent, l’horoscope des douze signes écrit à partir de ces positions, et la carte de tarot du jour.',
    },
    en: {
      title: 'Today’s horoscope and sky',
      description:
        'Today’s sky computed for Paris: the Moon’s phase and sign, planets changing sign or stationing, a horoscope for each of the twelve signs written from those positions, and the tarot card of the day.',
    },
  },
  cardLibrary: {
    fr: {
      title: 'Les 78 cartes du tarot de Marseille',
      description:
        'Les 78 lames du tarot de Marseille, arcanes majeurs et mineurs\u00a0: pour chacune, sa signification à l’endroit et renversée, et son sens à chaque place de nos tirages.',
    },
    en: {
      title: 'The 78 cards of the Tarot de Marseille',
      description:
        'The 78 cards of the Tarot de Marseille, major and minor arcana: for each, its meaning upright and reversed, and what it says in each place of our spreads.',
    },
  },
};

/** One card's page: its name in the title, its family and keywords in the description. */
export function cardPageMeta(
  card: { name: string; family: string; keywords: readonly string[] },
  lang: PageLang,
): PageMeta {
  const words = card.keywords.slice(0, 4).join(', ');
  return lang === 'en'
    ? {
        title: `${card.name}: meaning in the Tarot de Marseille`,
        description: `${card.name} (${card.family}): ${words}. Its meaning upright and reversed, and in each place of a spread.`,
      }
    : {
        title: `${card.name}\u00a0: signification au tarot de Marseille`,
        description: `${card.name} (${card.family})\u00a0: ${words}. Son sens à l’endroit et renversée, et à chaque place d’un tirage.`,
      };
}

/** The site's name after every page's title. */
export const fullTitle = (title: string) => `${title} — Arcanes`;

/** `/en/tarot/cards/the-popess` → the page, its language and the card's address word. */
export function matchPublicPage(
  pathname: string,
): { page: PublicPage; lang: PageLang; slug: string | null } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [page, byLang] of Object.entries(PUBLIC_PAGES) as [PublicPage, Record<PageLang, string>][]) {
    for (const lang of ['fr', 'en'] as const) {
      const base = byLang[lang];
      if (path === base) return { page, lang, slug: null };
      if ((page === 'cardLibrary' || page === 'horoscope') && path.startsWith(`${base}/`)) {
        const slug = path.slice(base.length + 1);
        if (/^[a-z0-9-]+$/.test(slug)) return { page, lang, slug };
      }
    }
  }
  return null;
}

/** The same page in the other language; a card keeps its word (its page then takes the right one). */
export function counterpartPath(pathname: string, lang: PageLang): string | null {
  const match = matchPublicPage(pathname);
  if (!match) return null;
  const base = PUBLIC_PAGES[match.page][lang];
  if (match.slug && match.page === 'horoscope') {
    const sign = signOfSlug(match.slug);
    return sign ? `${base}/${SIGN_SLUGS[sign][lang]}` : `${base}/${match.slug}`;
  }
  return match.slug ? `${base}/${match.slug}` : base;
}

/** The head of an address under a public page that names nothing (an unknown card). */
export const NOT_FOUND_META: Record<PageLang, PageMeta> = {
  fr: { title: 'Page introuvable', description: 'Cette page n’existe pas ou a été déplacée.' },
  en: { title: 'Page not found', description: 'This page does not exist or has moved.' },
};
