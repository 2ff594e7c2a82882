import { describe, expect, it } from 'vitest';
import { DECK, cardById } from './deck';

describe('card grammar', () => {
  it('gives every one of the 78 cards a gender and article forms that agree with it', () => {
    expect(DECK).toHaveLength(78);
    for (const card of DECK) {
      const g = card.grammar;
      expect(['m', 'f']).toContain(g.gender);
      const { bare, the, of, to } = g.fr;
      expect(card.name.fr).toContain(bare);
      if (g.elided) {
        expect([the, of, to]).toEqual([`l’${bare}`, `de l’${bare}`, `à l’${bare}`]);
      } else if (g.gender === 'f') {
        expect([the, of, to]).toEqual([`la ${bare}`, `de la ${bare}`, `à la ${bare}`]);
      } else {
        expect([the, of, to]).toEqual([`le ${bare}`, `du ${bare}`, `au ${bare}`]);
      }
      // Elision exactly before a vowel or a mute h.
      expect(g.elided).toBe(/^[AEIOUÉ]/u.test(bare) || bare === 'Hermite');
      expect(card.name.en).toContain(g.en.bare);
      // A printed French article must agree with the gender we give.
      if (card.arcana === 'major' && /^L[ea] /.test(card.name.fr)) {
        expect(card.name.fr.startsWith(g.gender === 'f' ? 'La ' : 'Le ')).toBe(true);
      }
    }
  });

  it('writes the cards the issue names as French writes them', () => {
    const fr = (id: string) => cardById(id).grammar.fr;
    expect(fr('coupes-13-reine').the).toBe('la Reine de Coupes');
    expect(fr('coupes-14-roi').of).toBe('du Roi de Coupes');
    expect(fr('epees-01-as').the).toBe('l’As d’Épées');
    expect(fr('deniers-08-huit').the).toBe('le Huit de Deniers');
    expect(fr('major-13-l-arcane-sans-nom')).toEqual({
      bare: 'Arcane sans nom',
      the: 'l’Arcane sans nom',
      of: 'de l’Arcane sans nom',
      to: 'à l’Arcane sans nom',
    });
    expect(fr('major-16-la-maison-dieu').of).toBe('de la Maison Dieu');
    expect(fr('major-00-le-mat').to).toBe('au Mat');
    expect(fr('major-14-temperance').the).toBe('la Tempérance');
    expect(fr('major-09-l-hermite').the).toBe('l’Hermite');
    expect(fr('major-04-l-empereur').of).toBe('de l’Empereur');
    expect(cardById('major-03-l-imperatrice').grammar.gender).toBe('f');
  });

  it('uses the Marseille names in English, with the article only where the card prints one', () => {
    const en = (id: string) => cardById(id).grammar.en.the;
    expect(en('major-02-la-papesse')).toBe('the Popess');
    expect(en('major-05-le-pape')).toBe('the Pope');
    expect(en('major-06-l-amoureux')).toBe('the Lover');
    expect(en('major-16-la-maison-dieu')).toBe('the House of God');
    expect(en('major-13-l-arcane-sans-nom')).toBe('the Nameless Arcanum');
    expect(en('major-00-le-mat')).toBe('the Fool');
    expect(en('major-08-la-justice')).toBe('Justice');
    expect(en('coupes-13-reine')).toBe('the Queen of Cups');
  });
});
