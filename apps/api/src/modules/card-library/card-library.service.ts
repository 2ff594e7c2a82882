import type { CardOfTheDayResponse, CardPageResponse, CardSummary } from '@arcanes/contracts/card-library';
import type { Lang, TarotCard } from '@arcanes/domain/tarot/card';
import { cardByLegacySlug, cardBySlug, cardSlug } from '@arcanes/domain/tarot/card-slugs';
import { DECK, cardById, findCard } from '@arcanes/domain/tarot/deck';
import { todayInParis } from '@arcanes/domain/numerology/date-numbers';
import { cryptoRandom, randomBit, randomInt, type RandomSource } from '@arcanes/domain/tarot/random';
import { cardFamily, cardSpreadReadings } from '@arcanes/domain/writers/tarot-card-page';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { findDailyCard, insertDailyCard } from './card-library.repository';

export function cardSummary(card: TarotCard, lang: Lang): CardSummary {
  return {
    id: card.id,
    slugs: { fr: cardSlug(card, 'fr'), en: cardSlug(card, 'en') },
    name: card.name[lang],
    arcana: card.arcana,
    suit: card.suit ?? null,
    rank: card.rank,
    numeral: card.numeral ?? null,
    family: cardFamily(card, lang),
  };
}

export function cardLibrary(lang: Lang): CardSummary[] {
  return DECK.map((c) => cardSummary(c, lang));
}

/**
 * A card by its address word in either language, by its address word of before decision 0330
 * (« deux-de-coupe »), or by its stable id; 404 otherwise.
 */
export function cardPage(slug: string, lang: Lang): CardPageResponse {
  const card =
    cardBySlug(slug, lang) ??
    cardBySlug(slug, lang === 'fr' ? 'en' : 'fr') ??
    cardByLegacySlug(slug) ??
    findCard(slug);
  if (!card) throw new AppError('NOT_FOUND');
  const index = DECK.indexOf(card);
  const neighbour = (i: number) => {
    const c = DECK[i];
    return c ? cardSummary(c, lang) : null;
  };
  return {
    ...cardSummary(card, lang),
    upright: { keywords: [...card.upright.keywords[lang]], text: card.upright.text[lang] },
    reversed: { keywords: [...card.reversed.keywords[lang]], text: card.reversed.text[lang] },
    spreads: cardSpreadReadings(card, lang),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
  };
}

/**
 * What a card page's head needs (title, description, addresses), or null for no such card. `moved`:
 * the address word is one of before decision 0330 (« deux-de-coupe »): the page has moved for good.
 */
export function cardHead(
  slug: string,
  lang: Lang,
): {
  name: string;
  family: string;
  keywords: string[];
  slugs: { fr: string; en: string };
  moved: boolean;
} | null {
  const current = cardBySlug(slug, lang) ?? cardBySlug(slug, lang === 'fr' ? 'en' : 'fr');
  const card = current ?? cardByLegacySlug(slug);
  if (!card) return null;
  const summary = cardSummary(card, lang);
  return { ...summary, keywords: [...card.upright.keywords[lang]], moved: !current };
}

/** One card out of 78 and a fair coin for its orientation, from the platform's CSPRNG. */
export function drawDailyCard(random: RandomSource = cryptoRandom(8)): { cardId: string; reversed: boolean } {
  const card = DECK[randomInt(DECK.length, random)];
  if (!card) throw new Error('deck index out of range');
  return { cardId: card.id, reversed: randomBit(random) };
}

/**
 * The customer's card of the day (the day in Paris): drawn by the server the first time it is asked
 * for, then the same all day. Two requests at once both insert-or-keep the same row: the primary key
 * (user, day) lets one draw win and the other read it back.
 */
export async function cardOfTheDay(
  db: Db,
  userId: number,
  lang: Lang,
  now: Date = new Date(),
): Promise<CardOfTheDayResponse> {
  const day = todayInParis(now);
  const row =
    (await insertDailyCard(db, { userId, day, ...drawDailyCard() })) ??
    (await findDailyCard(db, userId, day));
  if (!row) throw new Error('daily card neither inserted nor found');
  const card = cardById(row.card_id);
  const meaning = row.reversed ? card.reversed : card.upright;
  return {
    day,
    card: cardSummary(card, lang),
    reversed: row.reversed,
    keywords: [...meaning.keywords[lang]],
    text: meaning.text[lang],
    drawn_at: new Date(row.created_at).toISOString(),
  };
}
