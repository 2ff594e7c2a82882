import {
  NOT_FOUND_META,
  PUBLIC_PAGES,
  PUBLIC_PAGE_META,
  cardPageMeta,
  fullTitle,
  matchPublicPage,
  type PageLang,
  type PageMeta,
} from '@arcanes/contracts/public-pages';
import { cardHead } from '#api/modules/card-library/card-library.service.ts';
import { signPageHead } from '#api/modules/daily/daily.service.ts';

/** What the served HTML says about a public page before any JavaScript: language, title, description, addresses. */
export interface PageHead extends PageMeta {
  lang: PageLang;
  /** 301: the address has moved for good to `paths[lang]` (a card's address of before decision 0330). */
  status: 200 | 301 | 404;
  /** The page's address in each language (for the canonical link and the hreflang alternates). */
  paths: Record<PageLang, string> | null;
}

/** The head of a public page (free tools, card library), or null for any other address. */
export function publicPageHead(pathname: string): PageHead | null {
  const match = matchPublicPage(pathname);
  if (!match) return null;
  const { page, lang, slug } = match;
  if (!slug) return { lang, status: 200, ...PUBLIC_PAGE_META[page][lang], paths: PUBLIC_PAGES[page] };
  if (page === 'horoscope') {
    const sign = signPageHead(slug, lang);
    if (!sign) return { lang, status: 404, ...NOT_FOUND_META[lang], paths: null };
    return {
      lang,
      status: 200,
      title: sign.title,
      description: sign.description,
      paths: {
        fr: `${PUBLIC_PAGES.horoscope.fr}/${sign.slugs.fr}`,
        en: `${PUBLIC_PAGES.horoscope.en}/${sign.slugs.en}`,
      },
    };
  }
  const card = cardHead(slug, lang);
  if (!card) return { lang, status: 404, ...NOT_FOUND_META[lang], paths: null };
  return {
    lang,
    status: card.moved ? 301 : 200,
    ...cardPageMeta(card, lang),
    paths: {
      fr: `${PUBLIC_PAGES.cardLibrary.fr}/${card.slugs.fr}`,
      en: `${PUBLIC_PAGES.cardLibrary.en}/${card.slugs.en}`,
    },
  };
}

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The app's index.html with the page's own head: `<html lang>` (marked as set by the address, so
 * that boot.js leaves it), `<title>`, the description, the canonical address and its other language.
 */
export function withPageHead(html: string, head: PageHead, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const links = head.paths
    ? [
        `<link rel="canonical" href="${esc(base + head.paths[head.lang])}" />`,
        `<link rel="alternate" hreflang="fr" href="${esc(base + head.paths.fr)}" />`,
        `<link rel="alternate" hreflang="en" href="${esc(base + head.paths.en)}" />`,
        `<link rel="alternate" hreflang="x-default" href="${esc(base + head.paths.fr)}" />`,
      ].join('\n    ')
    : '<meta name="robots" content="noindex" />';
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}" data-address-lang`)
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(fullTitle(head.title))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${esc(head.description)}" />`,
    )
    .replace('</head>', `  ${links}\n  </head>`);
}
