// Option 3 with nine cards (the year in three times, a forecast) and ten cards (the Celtic
// Cross, a positional spread: its past and future positions are meanings, never dates).

import { at, dated, spread, text, type Spread } from './spread';

/** The twelve months sold, in three dated slots of four months each. */
const THIRDS: readonly [fr: string, en: string][] = [
  ['Le premier tiers', 'The first third'],
  ['Le deuxième tiers', 'The second third'],
  ['Le dernier tiers', 'The last third'],
];

const PLANES: readonly [fr: string, en: string, frWhat: string, enWhat: string][] = [
  ['la pensée', 'mind', 'Les idées et les décisions qui', 'The ideas and decisions that'],
  ['le cœur', 'heart', 'Les sentiments et les liens qui', 'The feelings and bonds that'],
  ['le concret', 'material life', 'Le travail, l’argent et la santé qui', 'The work, money and health that'],
];

export const CELTIC_CROSS_SPREADS: readonly Spread[] = [
  spread(
    'annee-en-trois-temps',
    3,
    text('L’année en trois temps', 'The year in three parts'),
    text(
      'Neuf cartes en trois rangées, une par tiers de l’année (quatre mois chacun), chacune lue sur trois plans : la pensée, le cœur et le concret.',
      'Nine cards in three rows, one for each third of the year (four months each), each read on three planes: mind, heart and material life.',
    ),
    THIRDS.flatMap(([thirdFr, thirdEn], row) =>
      PLANES.map(([planeFr, planeEn, whatFr, whatEn], col) =>
        dated(
          row,
          at(
            col,
            row,
            [`${thirdFr} — ${planeFr}`, `${thirdEn} — ${planeEn}`],
            [`${whatFr} marquent ces quatre mois.`, `${whatEn} mark these four months.`],
          ),
        ),
      ),
    ),
  ),
  spread(
    'croix-celtique',
    3,
    text('Croix celtique', 'Celtic Cross'),
    text(
      'Dix cartes : une croix pour la situation et ses forces, une colonne pour votre chemin et son issue.',
      'Ten cards: a cross for the situation and its forces, a column for your path and its outcome.',
    ),
    [
      at(
        1,
        1,
        ['La situation', 'The situation'],
        ['Le cœur de la question, ce qui vous occupe.', 'The heart of the matter, what occupies you.'],
      ),
      at(
        1,
        1,
        ['Le défi', 'The challenge'],
        [
          'Ce qui croise la situation, l’obstacle immédiat.',
          'What crosses the situation, the immediate obstacle.',
        ],
        90,
      ),
      at(
        1,
        2,
        ['Les fondations', 'The foundation'],
        [
          'Ce qui est à la racine, souvent ancien ou inconscient.',
          'What lies at the root, often old or unconscious.',
        ],
      ),
      at(
        0,
        1,
        ['Le passé récent', 'The recent past'],
        ['Ce qui s’éloigne et perd de son influence.', 'What is receding and losing its hold.'],
      ),
      at(
        1,
        0,
        ['La couronne', 'The crown'],
        ['L’objectif conscient, le meilleur possible.', 'The conscious aim, the best that can happen.'],
      ),
      at(
        2,
        1,
        ['L’avenir proche', 'The near future'],
        ['Ce qui se présente dans les temps qui viennent.', 'What is coming in the time ahead.'],
      ),
      at(
        3.5,
        3,
        ['Vous-même', 'Yourself'],
        ['Votre attitude, la manière dont vous vous voyez.', 'Your attitude, the way you see yourself.'],
      ),
      at(
        3.5,
        2,
        ['L’entourage', 'Your surroundings'],
        ['L’influence des autres et du milieu.', 'The influence of other people and your surroundings.'],
      ),
      at(
        3.5,
        1,
        ['Espoirs et craintes', 'Hopes and fears'],
        ['Ce que vous attendez et ce que vous redoutez.', 'What you hope for and what you fear.'],
      ),
      at(
        3.5,
        0,
        ['L’issue', 'The outcome'],
        ['L’aboutissement si rien ne change.', 'Where things lead if nothing changes.'],
      ),
    ],
  ),
];
