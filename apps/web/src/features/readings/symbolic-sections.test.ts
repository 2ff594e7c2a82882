import { describe, expect, it } from 'vitest';
import { symbolicSections } from './symbolic-sections';

// Shortened from what the server answers (symbolicText: the title, then « heading\nbody » blocks).
const ASTRO = [
  'Votre question – Amour',
  'Votre question\nCamille, cette lecture part de la position réelle des astres. L’essentiel en une phrase : Soleil en Taureau, Lune en Verseau, Ascendant en Vierge.',
  'Les placements clés\nVénus à 15°07′ en Bélier, maison VIII. Vénus s’exprime ici en Bélier.',
  'Lune à 22°42′ en Verseau, maison VI. La Lune en Verseau vit ses émotions avec distance.',
  'Ce mois-ci\nDu 30 novembre au 2 décembre 2026, exact le 1er décembre 2026 : Mercure en carré avec votre Lune.',
].join('\n\n');

describe('symbolicSections', () => {
  it('gives each heading its paragraphs and drops the title the page already shows', () => {
    expect(symbolicSections(ASTRO, 'Votre question – Amour')).toEqual([
      {
        heading: 'Votre question',
        paragraphs: [
          'Camille, cette lecture part de la position réelle des astres. L’essentiel en une phrase : Soleil en Taureau, Lune en Verseau, Ascendant en Vierge.',
        ],
      },
      {
        heading: 'Les placements clés',
        paragraphs: [
          'Vénus à 15°07′ en Bélier, maison VIII. Vénus s’exprime ici en Bélier.',
          'Lune à 22°42′ en Verseau, maison VI. La Lune en Verseau vit ses émotions avec distance.',
        ],
      },
      {
        heading: 'Ce mois-ci',
        paragraphs: [
          'Du 30 novembre au 2 décembre 2026, exact le 1er décembre 2026 : Mercure en carré avec votre Lune.',
        ],
      },
    ]);
  });

  it('keeps the title as a paragraph when the page does not show it', () => {
    expect(symbolicSections(ASTRO)[0]).toEqual({ heading: null, paragraphs: ['Votre question – Amour'] });
  });

  it('takes tarot positions and numbers as headings even with a colon inside', () => {
    const text =
      'Tarot — Tirage pour Camille\n\n1. La situation — Neuf de Bâtons\nPosition « La situation ».\n\nCarte de synthèse : Le Jugement (XX)\nAdditionnées, les valeurs donnent 20.';
    expect(symbolicSections(text, 'Tarot — Tirage pour Camille').map((s) => s.heading)).toEqual([
      '1. La situation — Neuf de Bâtons',
      'Carte de synthèse : Le Jugement (XX)',
    ]);
  });

  it('does not take a line that opens a list, nor a sentence, for a heading', () => {
    const queued =
      'Votre lecture complète est en cours de rédaction.\n\nElle s’appuie sur :\n• Soleil en Scorpion (10°05′)\n• Lune en Lion (3°12′)';
    expect(symbolicSections(queued)).toEqual([
      {
        heading: null,
        paragraphs: [
          'Votre lecture complète est en cours de rédaction.',
          'Elle s’appuie sur :\n• Soleil en Scorpion (10°05′)\n• Lune en Lion (3°12′)',
        ],
      },
    ]);
    expect(symbolicSections('Une phrase entière.\nSuivie d’une autre.')[0]?.heading).toBeNull();
  });

  it('reads Windows line breaks and ignores empty text', () => {
    expect(symbolicSections('Titre\r\nCorps\r\n\r\nSuite')).toEqual([
      { heading: 'Titre', paragraphs: ['Corps', 'Suite'] },
    ]);
    expect(symbolicSections('  \n\n ')).toEqual([]);
  });
});
