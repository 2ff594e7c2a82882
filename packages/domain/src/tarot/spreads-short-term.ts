// Option 2, "Prévision à court terme": three to five cards for the coming day, week or month.

import { at, spread, text, type Spread } from './spread';

export const SHORT_TERM_SPREADS: readonly Spread[] = [
  spread(
    'tirage-temporel',
    2,
    text('Tirage temporel', 'Time spread'),
    text(
      'Trois cartes pour la période : ce qui s’en va, ce qui domine, ce qui arrive.',
      'Three cards for the period: what is leaving, what prevails, what is coming.',
    ),
    [
      at(
        0,
        0,
        ['Ce qui s’éloigne', 'What is fading'],
        ['L’influence récente qui se retire.', 'The recent influence that is withdrawing.'],
      ),
      at(
        1,
        0,
        ['Le moment présent', 'The present moment'],
        ['Ce qui domine la période qui s’ouvre.', 'What prevails in the period now beginning.'],
      ),
      at(
        2,
        0,
        ['Ce qui vient', 'What is coming'],
        ['La tendance de la période à venir.', 'The trend of the period ahead.'],
      ),
    ],
  ),
  spread(
    'tirage-en-carre',
    2,
    text('Tirage en carré', 'The square'),
    text(
      'Quatre cartes en carré : le climat, ce qui freine, ce qui aide et la tendance.',
      'Four cards in a square: the climate, what hinders, what helps and the trend.',
    ),
    [
      at(
        0,
        0,
        ['Le climat', 'The climate'],
        ['L’atmosphère générale de la période.', 'The general atmosphere of the period.'],
      ),
      at(
        1,
        0,
        ['L’obstacle', 'The obstacle'],
        ['Ce qui freine ou complique les choses.', 'What slows things down or complicates them.'],
      ),
      at(0, 1, ['L’appui', 'The support'], ['Ce sur quoi vous pouvez compter.', 'What you can rely on.']),
      at(
        1,
        1,
        ['La tendance', 'The trend'],
        ['Ce vers quoi la période vous conduit.', 'Where the period is leading you.'],
      ),
    ],
  ),
  spread(
    'tirage-en-croix',
    2,
    text('Tirage en croix', 'The cross'),
    text(
      'Le tirage classique du Tarot de Marseille : le pour, le contre, le jugement, la solution et la synthèse au centre.',
      'The classic Tarot de Marseille spread: for, against, judgement, solution, and the synthesis at the centre.',
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
      at(
        1,
        1,
        ['La synthèse', 'The synthesis'],
        [
          'Le cœur de la question, ce qui relie tout le reste.',
          'The heart of the matter, what ties everything together.',
        ],
      ),
    ],
  ),
];
