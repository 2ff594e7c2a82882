import { describe, expect, it } from 'vitest';
import { cardBySlug, cardSlug, slugify } from './card-slugs';
import { DECK, cardById } from './deck';

describe('card page addresses', () => {
  it('are the Marseille names, in each language', () => {
    const slugs = (id: string) => [cardSlug(cardById(id), 'fr'), cardSlug(cardById(id), 'en')];
    expect(slugs('major-02-la-papesse')).toEqual(['la-papesse', 'the-popess']);
    expect(slugs('major-05-le-pape')).toEqual(['le-pape', 'the-pope']);
    expect(slugs('major-16-la-maison-dieu')).toEqual(['la-maison-dieu', 'the-house-of-god']);
    expect(slugs('major-13-l-arcane-sans-nom')).toEqual(['l-arcane-sans-nom', 'the-nameless-arcanum']);
    expect(slugs('epees-01-as')).toEqual(['as-d-epees', 'ace-of-swords']);
    expect(slugs('coupes-13-reine')).toEqual(['reine-de-coupes', 'queen-of-cups']);
  });

  it('are unique and lead back to their card', () => {
    for (const lang of ['fr', 'en'] as const) {
      const slugs = DECK.map((c) => cardSlug(c, lang));
      expect(new Set(slugs).size).toBe(78);
      for (const card of DECK) expect(cardBySlug(cardSlug(card, lang), lang)).toBe(card);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(cardBySlug('the-popess', 'fr')).toBeUndefined();
    expect(cardBySlug('nope', 'en')).toBeUndefined();
  });

  it('fold accents, ligatures and apostrophes', () => {
    expect(slugify('L’Étoile')).toBe('l-etoile');
    expect(slugify('Cœur  ouvert !')).toBe('coeur-ouvert');
  });
});
