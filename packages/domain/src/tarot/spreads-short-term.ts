// Option 2, "Prévision à court terme": three to five cards over the three months sold, counted
// from the order date. Three cards read one month each; four add the climate of the whole
// period; five lay out the croix, a positional spread whose fifth card is computed (croix.ts).

import { at, computed, dated, spread, text, type Spread } from './spread';

const MONTHS: readonly [fr: string, en: string, frMeaning: string, enMeaning: string][] = [
  [
    'Le premier mois',
    'The first month',
    'Ce que le premier mois met en mouvement.',
    'What the first month sets in motion.',
  ],
  [
    'Le deuxième mois',
    'The second month',
    'Ce qui se confirme ou se transforme au cœur de la période.',
    'What is confirmed or transformed in the middle of the period.',
  ],
  [
    'Le troisième mois',
    'The third month',
    'Ce vers quoi le dernier mois vous conduit.',
    'Where the last month leads you.',
  ],
];

const months = (row: number) =>
  MONTHS.map(([fr, en, frMeaning, enMeaning], slot) =>
    dated(slot, at(slot, row, [fr, en], [frMeaning, enMeaning])),
  );

export const SHORT_TERM_SPREADS: readonly Spread[] = [
  spread(
    'trois-mois',
    2,
    text('Les trois mois', 'The three months'),
    text(
      'Trois cartes, une par mois, pour les trois mois qui suivent votre commande.',
      'Three cards, one a month, for the three months following your order.',
    ),
    months(0),
  ),
  spread(
    'climat-et-trois-mois',
    2,
    text('Le climat et les trois mois', 'The climate and the three months'),
    text(
      'Une carte pour l’atmosphère de toute la période, puis une carte pour chacun des trois mois.',
      'One card for the atmosphere of the whole period, then one card for each of the three months.',
    ),
    [
      at(
        1,
        0,
        ['Le climat', 'The climate'],
        [
          'L’atmosphère d’ensemble des trois mois, du premier au dernier jour.',
          'The overall atmosphere of the three months, from first day to last.',
        ],
      ),
      ...months(1),
    ],
  ),
  spread(
    'tirage-en-croix',
    2,
    text('Tirage en croix', 'The cross'),
    text(
      'Le tirage classique du Tarot de Marseille : le pour, le contre, le jugement, la solution, et au centre la synthèse, que l’on calcule à partir des quatre autres cartes.',
      'The classic Tarot de Marseille spread: for, against, judgement, solution, and at the centre the synthesis, worked out from the other four cards.',
    ),
    [
      at(
        0,
        1,
        ['Le pour', 'For'],
        [
          'Ce qui vous est favorable, les atouts de la situation.',
          'What is in your favour, the assets of the situation.',
        ],
      ),
      at(
        2,
        1,
        ['Le contre', 'Against'],
        ['Ce qui s’oppose à vous ou vous met à l’épreuve.', 'What opposes you or puts you to the test.'],
      ),
      at(
        1,
        0,
        ['Le jugement', 'The judgement'],
        [
          'Ce qui permet de trancher entre le pour et le contre.',
          'What settles the balance between for and against.',
        ],
      ),
      at(
        1,
        2,
        ['La solution', 'The solution'],
        ['L’issue probable de la période.', 'The likely outcome of the period.'],
      ),
      computed(
        at(
          1,
          1,
          ['La synthèse', 'The synthesis'],
          [
            'Le cœur de la question, ce qui relie tout le reste.',
            'The heart of the matter, what ties everything together.',
          ],
        ),
      ),
    ],
  ),
];
