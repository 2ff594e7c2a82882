// Option 3, "Prévision sur du long terme" / life path: seven (default) or eight cards.

import { at, spread, text, type Spread } from './spread';

export const LONG_TERM_SPREADS: readonly Spread[] = [
  spread(
    'fer-a-cheval',
    3,
    text('Fer à cheval', 'The horseshoe'),
    text(
      'Sept cartes en arc, du passé à l’issue, pour suivre le fil d’une situation dans la durée.',
      'Seven cards in an arc, from the past to the outcome, following a situation over time.',
    ),
    [
      at(
        0,
        0,
        ['Le passé', 'The past'],
        ['Ce qui a façonné la situation.', 'What has shaped the situation.'],
      ),
      at(
        0.5,
        1,
        ['Le présent', 'The present'],
        ['L’étape où vous vous trouvez aujourd’hui.', 'The stage you are at today.'],
      ),
      at(
        1.5,
        2,
        ['Les influences cachées', 'Hidden influences'],
        ['Ce qui agit sans se montrer.', 'What is at work without showing itself.'],
      ),
      at(
        3,
        2.5,
        ['L’obstacle', 'The obstacle'],
        ['Ce qu’il vous faudra surmonter.', 'What you will have to overcome.'],
      ),
      at(
        4.5,
        2,
        ['L’entourage', 'Those around you'],
        [
          'Le rôle des autres et le climat autour de vous.',
          'The part others play and the climate around you.',
        ],
      ),
      at(
        5.5,
        1,
        ['Le conseil', 'The advice'],
        ['L’attitude juste pour la suite.', 'The right attitude for what comes next.'],
      ),
      at(
        6,
        0,
        ['L’issue', 'The outcome'],
        ['L’aboutissement vers lequel tend votre chemin.', 'Where your path is leading.'],
      ),
    ],
  ),
  spread(
    'chemin-de-vie',
    3,
    text('Le chemin de vie', 'The life path'),
    text(
      'Huit cartes pour lire votre chemin : d’où vous venez, ce qui vous porte, ce qui vous attend.',
      'Eight cards to read your path: where you come from, what carries you, what lies ahead.',
    ),
    [
      at(
        0,
        1,
        ['Les racines', 'The roots'],
        [
          'Ce dont vous héritez, le terrain d’où vous partez.',
          'What you inherit, the ground you start from.',
        ],
      ),
      at(1, 0, ['Les dons', 'The gifts'], ['Vos forces et vos talents.', 'Your strengths and talents.']),
      at(
        1,
        2,
        ['L’épreuve', 'The trial'],
        ['Ce qui vous met au défi et vous fait grandir.', 'What challenges you and makes you grow.'],
      ),
      at(
        2,
        1,
        ['Le présent', 'The present'],
        ['L’étape où vous vous trouvez.', 'The stage you have reached.'],
      ),
      at(
        3,
        0,
        ['Le cœur', 'The heart'],
        ['Votre vie affective et vos liens.', 'Your emotional life and your bonds.'],
      ),
      at(
        3,
        2,
        ['L’œuvre', 'The work'],
        [
          'Votre travail, votre vocation, ce que vous bâtissez.',
          'Your work, your calling, what you are building.',
        ],
      ),
      at(
        4,
        1,
        ['Le conseil', 'The advice'],
        ['Ce que le tarot vous invite à faire.', 'What the tarot invites you to do.'],
      ),
      at(
        5,
        1,
        ['L’horizon', 'The horizon'],
        ['Où mène votre chemin à long terme.', 'Where your path leads in the long run.'],
      ),
    ],
  ),
];
