import { describe, expect, test } from 'vitest';
import { repeatPrepositions } from './compose';

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
