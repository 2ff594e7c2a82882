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

/** One of three wordings, chosen by the two cards, so that the same sentence does not recur in every draw. */
function variant<T>(a: TarotCard, b: TarotCard, options: readonly [T, T, T]): T {
  return options[(a.rank * 7 + b.rank * 3 + (a.suit?.length ?? 0)) % 3]!;
}

function note(kind: GazeKind, a: TarotCard, b: TarotCard): Localized {
  const fr = (s: string) => frenchTypography(s);
  const A = { fr: cap(the(a, 'fr')), en: cap(the(a, 'en')) };
  const B = { fr: cap(the(b, 'fr')), en: cap(the(b, 'en')) };
  const lo = { fr: the(a, 'fr'), en: the(a, 'en') };
  const lb = { fr: the(b, 'fr'), en: the(b, 'en') };
  switch (kind) {
    case 'face_to_face':
      return variant(a, b, [
        {
          fr: fr(
            `${A.fr} et ${lb.fr} se regardent : un dialogue {s’ouvre|s’engage|commence}, ce que l’un {avance|propose|apporte}, l’autre le reçoit.`,
          ),
          en: `${A.en} and ${lb.en} look at each other: a dialogue {opens|begins|starts}, and what one {puts forward|offers|brings} the other takes in.`,
        },
        {
          fr: fr(
            `Face à face, ${lo.fr} et ${lb.fr} se répondent : entre ces deux {cartes|lames}, quelque chose se {négocie|joue|discute}.`,
          ),
          en: `Face to face, ${lo.en} and ${lb.en} answer each other: between these two cards, something is being {negotiated|worked out|settled}.`,
        },
        {
          fr: fr(
            `${A.fr} tourne les yeux vers ${lb.fr}, qui lui rend son regard : deux forces qui se {reconnaissent|répondent|trouvent}.`,
          ),
          en: `${A.en} turns towards ${lb.en}, who returns the gaze: two forces {recognising|acknowledging|finding} each other.`,
        },
      ]);
    case 'back_to_back':
      return variant(a, b, [
        {
          fr: fr(
            `${A.fr} et ${lb.fr} se tournent le dos : deux forces qui s’ignorent encore, à vous de les {faire se rencontrer|rapprocher|réunir}.`,
          ),
          en: `${A.en} and ${lb.en} stand back to back: two forces still ignoring each other, for you to {bring together|reconcile|bring into contact}.`,
        },
        {
          fr: fr(`Dos à dos, ${lo.fr} et ${lb.fr} regardent chacun {ailleurs|de leur côté}.`),
          en: `Back to back, ${lo.en} and ${lb.en} each look elsewhere: two directions not yet {in agreement|reconciled|aligned}.`,
        },
        {
          fr: fr(
            `${A.fr} regarde en arrière quand ${lb.fr} {regarde devant|regarde en avant|fixe l’avenir} : le tirage {sépare|distingue|départage} ce que vous {quittez|laissez derrière vous|abandonnez} {de ce qui vous attire|de ce qui vous appelle|de ce qui vient}.`,
          ),
          en: `${A.en} looks back while ${lb.en} {looks ahead|faces forward|looks forward}: the draw {separates|sets apart|divides} what you {are leaving|leave behind} from what {draws you|calls you|pulls you}.`,
        },
      ]);
    case 'turns_to_next':
      return variant(a, b, [
        {
          fr: fr(`${A.fr} regarde vers ${lb.fr} : ${pronoun(a)} va à sa rencontre.`),
          en: `${A.en} looks towards ${lb.en}, going {out to meet it|towards it|to meet it}.`,
        },
        {
          fr: fr(
            `{Le regard|L’œil} ${a.grammar.fr.of} se porte sur ${lb.fr} : son énergie {va là|s’y dirige|y va}.`,
          ),
          en: `${A.en} {turns its gaze to|looks towards|fixes its eyes on} ${lb.en}: its energy goes there.`,
        },
        {
          fr: fr(`${A.fr} vise ${lb.fr}, son but.`),
          en: `${A.en} looks hard at ${lb.en}, its goal.`,
        },
      ]);
    case 'turns_to_previous':
      return variant(a, b, [
        {
          fr: fr(`${B.fr} se retourne vers ${lo.fr}, dont ${pronoun(b)} tient compte.`),
          en: `${B.en} turns back towards ${lo.en}, {reckoning with it|taking it into account|keeping it in mind}.`,
        },
        {
          fr: fr(
            `{Le regard|L’œil} ${b.grammar.fr.of} revient vers ${lo.fr} : le passé {pèse encore|compte encore|reste présent}.`,
          ),
          en: `The gaze of ${lb.en} {returns to|goes back to} ${lo.en}: the past still {weighs|counts|matters}.`,
        },
        {
          fr: fr(`Avant d’avancer, ${lb.fr} regarde ${lo.fr}.`),
          en: `${B.en} glances back at ${lo.en} before moving on.`,
        },
      ]);
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
