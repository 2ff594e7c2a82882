import { describe, expect, it } from 'vitest';
import { foldName, letterValue, nameParts, splitLetters } from './name-folding';

const kindOfY = (name: string) => splitLetters(name).find((l) => l.letter === 'Y')?.kind;

describe('foldName', () => {
  it('folds French accents, ligatures, hyphens and spaces', () => {
    expect(foldName('Éloïse Lefèvre-Dœuf')).toBe('ELOISELEFEVREDOEUF');
    expect(nameParts('Éloïse Lefèvre-Dœuf')).toEqual(['ELOISE', 'LEFEVRE', 'DOEUF']);
    expect(foldName('Lætitia Çà Noël')).toBe('LAETITIACANOEL');
    expect(foldName('Günther Straße')).toBe('GUNTHERSTRASSE');
    expect(foldName('ÀÂÄÉÈÊËÎÏÔÖÙÛÜŸÇ')).toBe('AAAEEEEIIOOUUUYC');
  });

  it('keeps particles as letters, with straight or curly apostrophes', () => {
    expect(foldName("Jean-François d'Arc")).toBe('JEANFRANCOISDARC');
    expect(nameParts('Jean-François d’Arc')).toEqual(['JEAN', 'FRANCOIS', 'D', 'ARC']);
    expect(foldName('Ludwig van Beethoven')).toBe('LUDWIGVANBEETHOVEN');
    expect(foldName('Jean de La Fontaine')).toBe(foldName('Jean de Lafontaine'));
    expect(foldName('Anne du Pont le Roy von Berg')).toBe('ANNEDUPONTLEROYVONBERG');
  });

  it('drops what is not a letter', () => {
    expect(foldName('  Marie  2e   (Claire)  ')).toBe('MARIEECLAIRE');
    expect(foldName('— 42 —')).toBe('');
    expect(foldName('ﬁne')).toBe('FINE');
  });
});

describe('letterValue', () => {
  it('follows the Pythagorean table', () => {
    const row = (letters: string) => [...letters].map(letterValue);
    expect(row('ABCDEFGHI')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(row('JKLMNOPQR')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(row('STUVWXYZ')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('splitLetters', () => {
  it('classifies the plain vowels and keeps the part of each letter', () => {
    expect(splitLetters("d'Arc")).toEqual([
      { letter: 'D', value: 4, kind: 'consonant', part: 0 },
      { letter: 'A', value: 1, kind: 'vowel', part: 1 },
      { letter: 'R', value: 9, kind: 'consonant', part: 1 },
      { letter: 'C', value: 3, kind: 'consonant', part: 1 },
    ]);
    // Œ folds to O and E: both vowels.
    expect(splitLetters('Dœuf').map((l) => l.kind)).toEqual([
      'consonant',
      'vowel',
      'vowel',
      'vowel',
      'consonant',
    ]);
  });

  it('applies the Y rule', () => {
    // Vowel: before a consonant, at the end, or alone in its syllable.
    expect(kindOfY('Yves')).toBe('vowel');
    expect(kindOfY('Maryse')).toBe('vowel');
    expect(kindOfY('Sylvie')).toBe('vowel');
    expect(kindOfY('Guy')).toBe('vowel');
    expect(kindOfY('Jean-Yves')).toBe('vowel');
    expect(kindOfY("d'Yvonne")).toBe('vowel');
    // Consonant: a name part starting with Y + vowel, or Y between two vowels.
    expect(kindOfY('Yannick')).toBe('consonant');
    expect(kindOfY('Yolande')).toBe('consonant');
    expect(kindOfY('Anne-Yaëlle')).toBe('consonant');
    expect(kindOfY('Maya')).toBe('consonant');
    expect(kindOfY('Mayeul')).toBe('consonant');
    // Y followed by a vowel inside a part, after a consonant, is still a vowel (Bryan: Bry-an).
    expect(kindOfY('Bryan')).toBe('vowel');
  });
});
