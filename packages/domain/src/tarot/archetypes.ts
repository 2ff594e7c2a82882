// The figures of the Tarot de Marseille read as the people a question is about (decision 0331):
// La Lune, L’Impératrice or La Papesse as the mother, L’Empereur or Le Pape as the father, the
// Reines and Rois as a woman or a man of the asker's life, Le Soleil and the Valets as a child.
// A card is read so only when the question names that person: « ma mère », "my dad".

import type { Lang, Localized, TarotCard } from './card';
import { frenchTypography } from '../text/typography';
import type { DrawnFace } from './synthesis';

export type Figure = 'mother' | 'father' | 'woman' | 'man' | 'child';

const ASKED: Readonly<Record<Lang, readonly [Figure, RegExp][]>> = {
  fr: [
    ['mother', /\b(?:m[èe]re|maman|belle-m[èe]re)\b/iu],
    ['father', /\b(?:p[èe]re|papa|beau-p[èe]re)\b/iu],
    ['child', /\b(?:enfants?|fils|fille|b[ée]b[ée]|ados?|adolescente?)\b/iu],
    ['woman', /\b(?:femme|[ée]pouse|s(?:œ|oe)ur|copine|compagne|amie|coll[èe]gue|patronne|cheffe)\b/iu],
    ['man', /\b(?:mari|[ée]poux|fr[èe]re|copain|compagnon|ami|homme|patron|chef)\b/iu],
  ],
  en: [
    ['mother', /\b(?:mother|mum|mom|mummy|mommy|stepmother|mother-in-law)\b/i],
    ['father', /\b(?:father|dad|daddy|stepfather|father-in-law)\b/i],
    ['child', /\b(?:child|children|kids?|son|daughter|baby|teenager)\b/i],
    ['woman', /\b(?:wife|sister|girlfriend|she|her|woman)\b/i],
    ['man', /\b(?:husband|brother|boyfriend|he|him|man)\b/i],
  ],
};

/** The people a question names, most particular first (« ma mère » is the mother, not « a woman »). */
export function figuresAsked(question: string | null | undefined, lang: Lang): Figure[] {
  if (!question) return [];
  return ASKED[lang].filter(([, re]) => re.test(question)).map(([f]) => f);
}

const t = (fr: string, en: string): Localized => ({ fr: frenchTypography(fr), en });

/** Majors that stand for a person, each with its own way of being that person. */
const MAJOR_FIGURES: Readonly<Record<number, Partial<Record<Figure, Localized>>>> = {
  1: {
    man: t(
      'Le Bateleur prend les traits d’un homme jeune ou qui recommence : habile, plein de projets, pas encore sûr de lui.',
      'The Magician takes the face of a young man, or one starting over: skilful, full of plans, not yet sure of himself.',
    ),
    child: t(
      'Le Bateleur est l’enfant qui apprend en jouant : tout est sur sa table, il lui faut choisir par quoi commencer.',
      'The Magician is the child learning through play: everything is on the table, and the choice is where to begin.',
    ),
  },
  2: {
    mother: t(
      'La Papesse est ici la mère qui couve en silence : elle protège, elle juge peut-être, et garde pour elle ce qu’elle sait.',
      'The Popess is here the mother who broods in silence: she protects, perhaps judges, and keeps what she knows to herself.',
    ),
    woman: t(
      'La Papesse figure une femme réservée, fidèle à ce qu’elle pense, qui observe avant de se livrer.',
      'The Popess stands for a reserved woman, true to her own mind, who watches before she opens up.',
    ),
  },
  3: {
    mother: t(
      'L’Impératrice est la mère dans sa force de vie : elle crée, elle parle, elle rayonne, et attend qu’on la reconnaisse.',
      'The Empress is the mother in her full vitality: she creates, she speaks, she shines, and waits to be recognised.',
    ),
    woman: t(
      'L’Impératrice figure une femme qui s’affirme, séduit et crée : sa parole compte dans ce qui se joue.',
      'The Empress stands for a woman who asserts herself, charms and creates: her word counts in what is unfolding.',
    ),
  },
  4: {
    father: t(
      'L’Empereur est le père : l’autorité qui tient la maison, protège et pose les règles, parfois au prix de la souplesse.',
      'The Emperor is the father: the authority that holds the house, protects and lays down rules, sometimes at the cost of flexibility.',
    ),
    man: t(
      'L’Empereur figure un homme établi, qui décide et protège, et qui attend qu’on respecte son cadre.',
      'The Emperor stands for an established man who decides and protects, and expects his framework to be respected.',
    ),
  },
  5: {
    father: t(
      'Le Pape est le père qui transmet : ses valeurs, sa parole, ce qu’il a reçu et veut laisser.',
      'The Pope is the father who hands down: his values, his word, what he received and wants to leave behind.',
    ),
    man: t(
      'Le Pape figure un homme de conseil, un guide ou un aîné dont la parole fait pont.',
      'The Pope stands for a man of counsel, a guide or an elder whose word builds a bridge.',
    ),
  },
  11: {
    woman: t(
      'La Force figure une femme qui tient tête avec douceur : elle dompte sans blesser ce qui en elle ou autour d’elle rugit.',
      'Strength stands for a woman who holds her ground gently: she tames what roars in or around her without wounding it.',
    ),
  },
  17: {
    woman: t(
      'L’Étoile figure une femme qui se donne sans masque : généreuse, vraie, parfois trop pour elle-même.',
      'The Star stands for a woman who gives herself unmasked: generous, true, sometimes more than is good for her.',
    ),
  },
  18: {
    mother: t(
      'La Lune est l’image même de la mère dans le Tarot de Marseille : l’attachement le plus ancien, la nuit où l’on a été porté, ce qui attire et inquiète à la fois. Pour votre mère, elle parle d’un lien profond mais difficile à dire.',
      'The Moon is the very image of the mother in the Tarot de Marseille: the oldest attachment, the night one was carried in, what draws and unsettles at once. For your mother, it speaks of a deep bond that is hard to put into words.',
    ),
    woman: t(
      'La Lune figure une femme intuitive et insaisissable, dont on devine plus qu’on ne sait.',
      'The Moon stands for an intuitive, elusive woman, more sensed than known.',
    ),
  },
  19: {
    father: t(
      'Le Soleil est aussi le père rayonnant, celui qui réchauffe et sous lequel on grandit.',
      'The Sun is also the radiant father, the one who warms and under whom one grows.',
    ),
    child: t(
      'Le Soleil montre deux enfants sous sa lumière : pour votre enfant, c’est la carte de la croissance protégée et de la complicité.',
      'The Sun shows two children in its light: for your child, it is the card of sheltered growth and closeness.',
    ),
  },
};

/** The court rank that stands for each figure: Reine for the mother or a woman, Roi for the father or a man, Valet for a child. */
const COURT_FIGURES: Readonly<Record<number, readonly Figure[]>> = {
  11: ['child'],
  12: ['man'],
  13: ['mother', 'woman'],
  14: ['father', 'man'],
};

function courtNote(card: TarotCard, figure: Figure): Localized {
  const fr = card.grammar.fr.the;
  const en = card.grammar.en.the;
  const who: Record<Figure, Localized> = {
    mother: t('votre mère', 'your mother'),
    father: t('votre père', 'your father'),
    woman: t('la femme dont vous parlez', 'the woman you ask about'),
    man: t('l’homme dont vous parlez', 'the man you ask about'),
    child: t('l’enfant dont vous parlez', 'the child you ask about'),
  };
  return t(
    `${fr.charAt(0).toUpperCase()}${fr.slice(1)} prend ici les traits de ${who[figure].fr} : la figure de cour dit comment cette personne tient sa place dans la question.`,
    `${en.charAt(0).toUpperCase()}${en.slice(1)} takes on the features of ${who[figure].en}: the court card tells how that person holds their place in the question.`,
  );
}

export interface ArchetypeInDraw {
  readonly index: number;
  readonly figure: Figure;
  readonly note: Localized;
}

/** The drawn cards that stand for a person the question names, at most one card per figure. */
export function archetypesInDraw(
  question: string | null | undefined,
  lang: Lang,
  cards: readonly DrawnFace[],
): ArchetypeInDraw[] {
  const out: ArchetypeInDraw[] = [];
  for (const figure of figuresAsked(question, lang)) {
    const i = cards.findIndex(
      ({ card }, k) =>
        !out.some((o) => o.index === k) &&
        (card.arcana === 'major'
          ? MAJOR_FIGURES[card.rank]?.[figure] !== undefined
          : (COURT_FIGURES[card.rank]?.includes(figure) ?? false)),
    );
    if (i < 0) continue;
    const card = cards[i]!.card;
    const note = card.arcana === 'major' ? MAJOR_FIGURES[card.rank]![figure]! : courtNote(card, figure);
    out.push({ index: i, figure, note });
  }
  return out;
}
