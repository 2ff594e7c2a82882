/**
 * How the offline writer speaks of a card: French grammar (la Reine, le Roi, l’Arcane sans nom; « elle »
 * or « il »; « renversée » or « renversé »), what the card leans towards (helps, holds back, asks for
 * patience), and what role its position plays in the spread (answer, obstacle, support, advice…).
 */
import { cardById } from '@arcanes/domain/tarot/deck';
import { spreadById } from '@arcanes/domain/tarot/spreads';
import type { CardFact, TarotFacts } from '#api/interpreter/facts.ts';

type Lang = 'fr' | 'en';

const FEMININE_ELIDED = new Set(['major-03-l-imperatrice', 'major-17-l-etoile']);
const FEMININE_BARE = new Set(['major-14-temperance']);

export function isFeminine(cardId: string): boolean {
  const fr = cardById(cardId).name.fr;
  if (/^La\s/.test(fr) || FEMININE_BARE.has(cardId)) return true;
  if (/^L['’]/.test(fr)) return FEMININE_ELIDED.has(cardId);
  return /^Reine\b/.test(fr);
}

export interface CardWords {
  /** « la Reine de Coupes » / « le Roi d’Épées » / "the Queen of Cups", inside a sentence. */
  name: string;
  /** The same at the start of a sentence. */
  Name: string;
  /** « elle » / « il » / "it". */
  it: string;
  /** « e » for a feminine card in French (renversé·e), else "". */
  e: string;
  /** « de la Reine », « du Roi », « de l’Étoile ». */
  of: string;
}

export function cardWords(cardId: string, lang: Lang): CardWords {
  const card = cardById(cardId);
  const raw = card.name[lang].replace(/\s*\([^)]*\)$/, '');
  if (lang === 'en') {
    const inner = raw.replace(/^The /, 'the ');
    const name = card.arcana === 'minor' ? `the ${raw}` : inner;
    return { name, Name: name.charAt(0).toUpperCase() + name.slice(1), it: 'it', e: '', of: `of ${name}` };
  }
  const fem = isFeminine(cardId);
  const lower = raw.replace(/^(Le|La) /, (m) => m.toLowerCase()).replace(/^L['’]/, 'l’');
  const vowel = /^[AEIOUÉ]/.test(raw);
  // Tempérance is printed without an article; in a sentence it reads « la Tempérance ».
  const name =
    card.arcana === 'minor'
      ? fem
        ? `la ${raw}`
        : vowel
          ? `l’${raw}`
          : `le ${raw}`
      : FEMININE_BARE.has(cardId)
        ? `la ${raw}`
        : lower;
  const of = name.startsWith('le ') ? `du ${name.slice(3)}` : `de ${name}`;
  return {
    name,
    Name: name.charAt(0).toUpperCase() + name.slice(1),
    it: fem ? 'elle' : 'il',
    e: fem ? 'e' : '',
    of,
  };
}

/**
 * What a card leans towards, upright: 1 helps, 0 depends, −1 strains. Reversed, a helping card is
 * held back (0), a neutral one strains (−1), and a straining one loosens its grip (0).
 */
const MAJOR_LEAN = [1, 1, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, -1, -1, 1, -1, -1, 1, -1, 1, 1, 1];
const MINOR_LEAN: Record<string, number[]> = {
  // ranks 1–14 (As … Roi)
  coupes: [1, 1, 1, 0, -1, 1, 0, 0, 1, 1, 1, 0, 1, 1],
  deniers: [1, 0, 1, 0, -1, 1, 0, 1, 1, 1, 1, 1, 1, 1],
  batons: [1, 1, 1, 1, -1, 1, 0, 1, 0, -1, 1, 1, 1, 1],
  epees: [1, 0, -1, 0, -1, 0, -1, -1, -1, -1, 0, 0, 0, 0],
};

export function lean(c: Pick<CardFact, 'card_id' | 'reversed'>): -1 | 0 | 1 {
  const card = cardById(c.card_id);
  const upright =
    card.arcana === 'major'
      ? (MAJOR_LEAN[card.rank] ?? 0)
      : (MINOR_LEAN[card.suit ?? '']?.[card.rank - 1] ?? 0);
  if (!c.reversed) return upright as -1 | 0 | 1;
  return upright === 1 ? 0 : upright === 0 ? -1 : 0;
}

export type Role = 'answer' | 'obstacle' | 'support' | 'advice' | 'past' | 'present' | 'future' | 'other';

const ROLES: [RegExp, Role][] = [
  [/réponse|issue|synthèse|horizon|œuvre|résultat/i, 'answer'],
  [/obstacle|défi|contre|ce qui s’éloigne|jugement/i, 'obstacle'],
  [/pour|appui|dons|forces|entourage/i, 'support'],
  [/conseil|chemin/i, 'advice'],
  [/passé|racines/i, 'past'],
  [/présent/i, 'present'],
  [/avenir|vient|mois|semaine|trimestre/i, 'future'],
];

/** The role of a card's position, read from the spread's French position name (stable across languages). */
export function roleOf(f: TarotFacts, c: CardFact): Role {
  const position = spreadById(f.spread.id)?.positions.find((p) => p.index === c.index);
  const name = position?.name.fr ?? c.position_name;
  return ROLES.find(([re]) => re.test(name))?.[1] ?? 'other';
}

/** The card that answers: the answer/outcome position, else the last card; a single card answers alone. */
export function answerCard(f: TarotFacts): CardFact {
  return f.cards.find((c) => roleOf(f, c) === 'answer') ?? f.cards[f.cards.length - 1]!;
}
