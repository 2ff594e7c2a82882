import { describe, expect, test } from 'vitest';
import { isClosedQuestion, repeatPrepositions } from './compose';

describe('repeatPrepositions', () => {
  test('says « de » and « à » again before a second possessive complement', () => {
    expect(repeatPrepositions('Saturne met à l’épreuve le cœur de votre foyer et vos émotions.')).toBe(
      'Saturne met à l’épreuve le cœur de votre foyer et de vos émotions.',
    );
    expect(repeatPrepositions('Mars dresse une volonté face à vos liens et vos plaisirs.')).toBe(
      'Mars dresse une volonté face à vos liens et à vos plaisirs.',
    );
    expect(repeatPrepositions('De vos projets d’expansion et votre générosité, Jupiter fait un appui.')).toBe(
      'De vos projets d’expansion et de votre générosité, Jupiter fait un appui.',
    );
  });

  test('leaves alone what is already right, and a clause that only follows', () => {
    const right = [
      'Au service de votre foyer et de vos proches.',
      'Le temps de votre Lune et la force de votre Soleil.',
      'La patience de votre Lune vous aide beaucoup dans vos choix et votre Soleil agit.',
      'Votre Soleil tient la direction, et votre Lune sait où vous vous ressourcez.',
    ];
    for (const text of right) expect(repeatPrepositions(text)).toBe(text);
  });
});

describe('isClosedQuestion', () => {
  test('a question asking when, how or why is not a yes-or-no question, even with an inverted verb', () => {
    expect(isClosedQuestion('Quand vais-je trouver l’amour ?', 'fr')).toBe(false);
    expect(isClosedQuestion('Comment puis-je réussir mon examen ?', 'fr')).toBe(false);
    expect(isClosedQuestion('Qu’est-ce qui m’attend au travail ?', 'fr')).toBe(false);
    expect(isClosedQuestion('When will I find love?', 'en')).toBe(false);
    expect(isClosedQuestion('How can I pass my exam?', 'en')).toBe(false);
  });

  test('a yes-or-no question stays one', () => {
    expect(isClosedQuestion('Vais-je trouver l’amour ?', 'fr')).toBe(true);
    expect(isClosedQuestion('Est-ce le bon moment pour partir ?', 'fr')).toBe(true);
    expect(isClosedQuestion('Dois-je accepter ce poste ?', 'fr')).toBe(true);
    expect(isClosedQuestion('Will I find love this year?', 'en')).toBe(true);
  });
});
