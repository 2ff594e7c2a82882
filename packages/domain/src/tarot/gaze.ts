// Where each figure of the Tarot de Marseille looks, and what the gazes say between the cards of a
// draw (decision 0331). Marseille readers read the images: a figure turned towards its neighbour
// speaks to it, two figures face to face are in dialogue, back to back they ignore each other.
// Left and right are the reader's, as the card lies upright on the table; a reversed card lies
// upside down, so its figure looks the other way. The pips have no figure: they look at no one
// ('front'), like the figures drawn face on (L’Impératrice, Le Pape, Le Diable…), which look at
// the consultant.

import type { Lang, Localized, SuitId, TarotCard } from './card';
import { frenchTypography } from '../text/typography';
import type { DrawnFace } from './synthesis';

export type Gaze = 'left' | 'right' | 'front';

/**
 * Majors 0–21, after the Conver deck of 1760 as Ben-Dov and Jodorowsky & Costa describe it: Le Mat
 * walks to the right, Le Bateleur turns his head to the left, L’Empereur is seen in profile facing
 * left, L’Hermite walks to the left, the skeleton of XIII scythes towards the right, the face of La
 * Lune is a profile turned left, the dancer of Le Monde turns her head left.
 */
const MAJOR_GAZES: readonly Gaze[] = [
  'right', // Le Mat
  'left', // Le Bateleur
  'left', // La Papesse
  'front', // L’Impératrice
  'left', // L’Empereur
  'front', // Le Pape
  'front', // L’Amoureux
  'front', // Le Chariot
  'front', // La Justice
  'left', // L’Hermite
  'front', // La Roue de Fortune
  'left', // La Force
  'front', // Le Pendu
  'right', // L’Arcane sans nom
  'left', // Tempérance
  'front', // Le Diable
  'front', // La Maison Dieu
  'left', // L’Étoile
  'left', // La Lune
  'front', // Le Soleil
  'front', // Le Jugement
  'left', // Le Monde
];

/** Court cards, Valet (11) to Roi (14), per suit: the way the figure turns on the Conver deck. */
const COURT_GAZES: Readonly<Record<SuitId, readonly [Gaze, Gaze, Gaze, Gaze]>> = {
  batons: ['right', 'left', 'left', 'right'],
  coupes: ['left', 'right', 'left', 'left'],
  deniers: ['right', 'right', 'left', 'right'],
  epees: ['left', 'right', 'right', 'left'],
};

/** Where the card's figure looks when upright. */
export function gazeOf(card: TarotCard): Gaze {
  if (card.arcana === 'major') return MAJOR_GAZES[card.rank] ?? 'front';
  if (card.rank <= 10 || !card.suit) return 'front';
  return COURT_GAZES[card.suit][card.rank - 11] ?? 'front';
}

/** Where the figure looks as the card lies: a reversed card's figure looks the other way. */
export function gazeAsDrawn(face: DrawnFace): Gaze {
  const g = gazeOf(face.card);
  if (!face.reversed || g === 'front') return g;
  return g === 'left' ? 'right' : 'left';
}

export type GazeKind = 'face_to_face' | 'back_to_back' | 'turns_to_next' | 'turns_to_previous';

export interface GazeLink {
  readonly kind: GazeKind;
  /** Two neighbours in the order the spread is laid and read, left to right. */
  readonly indexes: readonly [number, number];
  readonly note: Localized;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const the = (c: TarotCard, lang: Lang) => c.grammar[lang].the;
const pronoun = (c: TarotCard) => (c.grammar.gender === 'f' ? 'elle' : 'il');

function note(kind: GazeKind, a: TarotCard, b: TarotCard): Localized {
  const fr = (s: string) => frenchTypography(s);
  switch (kind) {
    case 'face_to_face':
      return {
        fr: fr(
          `${cap(the(a, 'fr'))} et ${the(b, 'fr')} se regardent : un dialogue s’ouvre entre eux, ce que l’un avance, l’autre le reçoit et y répond.`,
        ),
        en: `${cap(the(a, 'en'))} and ${the(b, 'en')} look at each other: a dialogue opens between them, what one puts forward the other takes in and answers.`,
      };
    case 'back_to_back':
      return {
        fr: fr(
          `${cap(the(a, 'fr'))} et ${the(b, 'fr')} se tournent le dos : deux forces qui s’ignorent encore, et qu’il vous revient de faire se rencontrer.`,
        ),
        en: `${cap(the(a, 'en'))} and ${the(b, 'en')} stand back to back: two forces that still ignore each other, and that it falls to you to bring together.`,
      };
    case 'turns_to_next':
      return {
        fr: fr(
          `${cap(the(a, 'fr'))} regarde vers ${the(b, 'fr')} : ${pronoun(a)} va au-devant de ce que la carte suivante annonce, c’est là qu’est tournée son énergie.`,
        ),
        en: `${cap(the(a, 'en'))} looks towards ${the(b, 'en')}: it goes out to meet what the next card announces; that is where its energy is turned.`,
      };
    case 'turns_to_previous':
      return {
        fr: fr(
          `${cap(the(b, 'fr'))} se retourne vers ${the(a, 'fr')} : ${pronoun(b)} ne peut avancer sans tenir compte de ce que la carte d’avant a posé.`,
        ),
        en: `${cap(the(b, 'en'))} turns back towards ${the(a, 'en')}: it cannot move on without reckoning with what the card before it laid down.`,
      };
  }
}

/**
 * The gazes between neighbours, in the order the spread is read: face to face, back to back, or one
 * turned towards the other (the other looking at the consultant or away).
 */
export function gazeLinks(cards: readonly DrawnFace[]): GazeLink[] {
  const out: GazeLink[] = [];
  for (let i = 0; i + 1 < cards.length; i++) {
    const a = cards[i]!;
    const b = cards[i + 1]!;
    const ga = gazeAsDrawn(a);
    const gb = gazeAsDrawn(b);
    let kind: GazeKind | null = null;
    if (ga === 'right' && gb === 'left') kind = 'face_to_face';
    else if (ga === 'left' && gb === 'right') kind = 'back_to_back';
    else if (ga === 'right') kind = 'turns_to_next';
    else if (gb === 'left') kind = 'turns_to_previous';
    if (kind) out.push({ kind, indexes: [i, i + 1], note: note(kind, a.card, b.card) });
  }
  return out;
}
