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

/**
 * A card's keyword inside a sentence. The card data gives keywords as labels without a determiner
 * (« départ retenu », « fidélité », "open heart", "youth"); after a verb or a preposition French needs
 * its article (« glisser vers le départ retenu », « parler de la fidélité », « l’accueil ») and English
 * a determiner on a phrase (“towards the step not taken”, “an opening”). `bare` is for label slots
 * (after a colon, in quotes, « la question de … », « un peu de … », "the theme of …").
 */
export interface KeywordWords {
  /** As printed: a label. */
  bare: string;
  /** With its determiner, as the object of a verb or a preposition: « la fidélité », "the open heart". */
  the: string;
  /** French « de » + article: « de la fidélité », « du foyer », « de l’accueil », « des émotions figées ». */
  of: string;
  /** French « à » + article: « à la fidélité », « au foyer », « aux émotions figées ». */
  to: string;
}

// The head word of each French keyword (its first word) that is feminine; the others are masculine.
const FEMININE_HEADS = new Set(
  `énergie pensée réussite parole passion joie idée générosité force fin autorité sécurité peur occasion
  maîtrise harmonie créativité clarté beauté action vérité vocation transmission transformation sagesse
  rigueur prudence plénitude paix ouverture lucidité création audace abondance émotion victoire union
  tendresse structure stratégie stabilité source sensualité ressource renaissance remise recherche puissance
  protection prospérité progression pause patience page nouvelle mission maturité maturation libération
  liberté intériorité intuition hésitation guérison gestation fécondité foi expression entreprise douceur
  difficulté croissance crise conquête certitude bonté attirance affaire épargne vigilance veille valeur
  transition timidité sérénité séduction solidité santé révélation réflexion réceptivité réalisation routine
  roue richesse responsabilité relation promesse profondeur place pesée offre offrande nuit nostalgie
  méthode méfiance médiation mesure lumière lame jeunesse inspiration inquiétude indépendance indécision
  imagination habitude habileté gestion fraternité fidélité famille expertise exigence espérance démarche
  défense découverte déclaration distance curiosité croyance connaissance confiance charge chaleur
  bienveillance base attente affinité bonne juste décision situation`.split(/\s+/),
);
// French keywords whose article does not follow from their head word.
const FR_KEYWORD_THE: Record<string, string> = {
  'trouver sa place': 'la recherche de sa place',
};
// English keywords that take no determiner although they are more than one word: verbs in -ing, mass
// nouns with their complement.
const EN_KEYWORD_THE: Record<string, string> = {
  'hard to enjoy': 'the difficulty of enjoying',
  'hard to let go': 'the difficulty of letting go',
  'afraid to leave safety': 'the fear of leaving safety',
  'over-defended': 'an over-defended stance',
  'two in tune': 'two hearts in tune',
  'common sense': 'common sense',
  'trust in the unknown': 'trust in the unknown',
  'opening to the world': 'an opening to the world',
  // Bare, « youth » reads as young people (“count on youth”).
  youth: 'a youthful spirit',
};
const EN_BARE =
  /^(?:a|an|the|letting|handing|clinging|giving to|moving|coming|standing|starting|weighing|finding|hesitating|at one|care of|rest for|inner|words|dreams|assets)\b/;
// One-word English keywords that are counted things: they take « a ».
const EN_COUNTED = new Set(
  `challenge cycle decision declaration discovery habit ideal impulse journey mission offering opening
  opportunity pause promise relationship revelation routine transition union upheaval vigil welcome crossing
  clearing beginning awakening calling`.split(/\s+/),
);

/**
 * The gender of a French noun: the list, else its ending (« -tion », « -sion », « -té », « -ance »,
 * « -ence », « -ure », « -ude », « -ie », « -esse », « -ette », « -ée », « -ise » are feminine but for a few
 * masculine nouns): « le volonté », « le coopération », « le vision » were printed from the list alone.
 */
const MASCULINE_HEADS = new Set(
  'silence lycée musée génie sacrifice foie parapluie incendie murmure augure'.split(' '),
);
const isFeminineNoun = (noun: string) =>
  FEMININE_HEADS.has(noun) ||
  (!MASCULINE_HEADS.has(noun) && /(?:tion|sion|xion|té|ance|ence|ure|ude|ie|esse|ette|ée|ise)$/.test(noun));

const anEn = (w: string) => (/^(?:[aeio]|u(?!ni|se|su))/i.test(w) ? `an ${w}` : `a ${w}`);

export function keywordWords(keyword: string, lang: Lang): KeywordWords {
  if (lang === 'en') {
    const the = !keyword
      ? ''
      : EN_KEYWORD_THE[keyword]
        ? EN_KEYWORD_THE[keyword]
        : !keyword.includes(' ')
          ? EN_COUNTED.has(keyword)
            ? anEn(keyword)
            : keyword
          : EN_BARE.test(keyword)
            ? keyword
            : `the ${keyword}`;
    return { bare: keyword, the, of: `of ${the}`, to: `to ${the}` };
  }
  if (!keyword) return { bare: '', the: '', of: '', to: '' };
  const head = keyword.split(/[\s-]/)[0]!.toLowerCase();
  const plural = /[sx]$/.test(head) && !/^(?:pas|choix|corps|relais|paix|repos|bon sens)$/.test(head);
  const singular = plural ? head.replace(/[sx]$/, '') : head;
  const the =
    FR_KEYWORD_THE[keyword] ??
    (plural
      ? `les ${keyword}`
      : /^[aeiouyàâéèêîôœh]/i.test(keyword)
        ? `l’${keyword}`
        : isFeminineNoun(singular)
          ? `la ${keyword}`
          : `le ${keyword}`);
  const of = the.startsWith('le ')
    ? `du ${the.slice(3)}`
    : the.startsWith('les ')
      ? `des ${the.slice(4)}`
      : `de ${the}`;
  const to = the.startsWith('le ')
    ? `au ${the.slice(3)}`
    : the.startsWith('les ')
      ? `aux ${the.slice(4)}`
      : `à ${the}`;
  return { bare: keyword, the, of, to };
}
