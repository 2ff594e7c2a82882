// The words of a card page's address, one per language: /tarot/cartes/la-papesse and
// /en/tarot/cards/the-popess. Made from the printed name, so they read as the card does; the
// stable ids (major-02-la-papesse) stay the keys of draws and readings and never appear in a URL.

import type { Lang, TarotCard } from './card';
import { DECK } from './deck';
import { legacyMinorName } from './suits';

/** XIII's printed name carries its common name in brackets; the address keeps the Marseille one. */
const SHORTER: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  'major-13-l-arcane-sans-nom': { fr: 'l-arcane-sans-nom', en: 'the-nameless-arcanum' },
};

/** Lower case a–z and digits, accents dropped, every other run of characters one hyphen. */
export function slugify(text: string): string {
  return text
    .replace(/[Œœ]/g, 'oe')
    .replace(/[Ææ]/g, 'ae')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function cardSlug(card: TarotCard, lang: Lang): string {
  return SHORTER[card.id]?.[lang] ?? slugify(card.name[lang]);
}

const BY_SLUG: Readonly<Record<Lang, ReadonlyMap<string, TarotCard>>> = {
  fr: new Map(DECK.map((c) => [cardSlug(c, 'fr'), c])),
  en: new Map(DECK.map((c) => [cardSlug(c, 'en'), c])),
};

/** The card whose page this is, by the address word of either language. */
export function cardBySlug(slug: string, lang: Lang): TarotCard | undefined {
  return BY_SLUG[lang].get(slug);
}

/**
 * The French addresses of the minors before their names took the plural suit (decision 0330):
 * « deux-de-coupe » is now « deux-de-coupes ». Kept so that old links and bookmarks still lead to the
 * card, through a permanent redirect to its address of today.
 */
const LEGACY_FR: ReadonlyMap<string, TarotCard> = new Map(
  DECK.filter((c) => c.suit !== undefined).map((c) => [slugify(legacyMinorName(c.suit!, c.rank)), c]),
);

/** The card an old address word named (French minors with a singular suit), or undefined. */
export function cardByLegacySlug(slug: string): TarotCard | undefined {
  return LEGACY_FR.get(slug);
}
