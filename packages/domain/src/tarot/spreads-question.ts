// Option 1, "Question unique": one to three cards answering one question.

import { at, spread, text, type Spread } from './spread';

export const QUESTION_SPREADS: readonly Spread[] = [
  spread(
    'carte-unique',
    1,
    text('Carte unique', 'Single card'),
    text(
      'Une seule carte, pour une réponse directe à votre question.',
      'One card, for a direct answer to your question.',
    ),
    [
      at(
        0,
        0,
        ['La réponse', 'The answer'],
        ['Ce que le tarot répond à votre question.', 'What the tarot answers to your question.'],
      ),
    ],
  ),
  spread(
    'situation-conseil',
    1,
    text('Situation et conseil', 'Situation and advice'),
    text(
      'Deux cartes : ce qui se joue, puis comment y répondre.',
      'Two cards: what is at stake, then how to respond.',
    ),
    [
      at(
        0,
        0,
        ['La situation', 'The situation'],
        ['Ce qui est en jeu dans votre question aujourd’hui.', 'What is at stake in your question today.'],
      ),
      at(
        1,
        0,
        ['Le conseil', 'The advice'],
        ['L’attitude à adopter pour avancer.', 'The attitude to adopt in order to move forward.'],
      ),
    ],
  ),
  spread(
    'tirage-en-ligne',
    1,
    text('Tirage en ligne', 'Three in a row'),
    text(
      'Trois cartes lues de gauche à droite : ce qui est, ce qui agit, ce qui en découle.',
      'Three cards read from left to right: what is, what is at work, what follows from it.',
    ),
    [
      at(
        0,
        0,
        ['La situation', 'The situation'],
        ['Où vous en êtes par rapport à votre question.', 'Where you stand with regard to your question.'],
      ),
      at(
        1,
        0,
        ['Le chemin', 'The path'],
        [
          'Ce qui est à l’œuvre et ce qu’il faut traverser.',
          'What is at work and what must be gone through.',
        ],
      ),
      at(
        2,
        0,
        ['L’issue', 'The outcome'],
        ['La direction que prend la question.', 'The direction the question is taking.'],
      ),
    ],
  ),
];
