import { describe, expect, it } from 'vitest';
import { CARD_IDS, DECK, cardById, findCard, majorByNumber } from './deck';
import { hasFrenchSpacing } from '../text/typography';
import { SUIT_IDS } from './suits';
import { isTarotError } from './tarot-error';

const MAJORS: readonly [string | undefined, string, string][] = [
  [undefined, 'Le Mat', 'The Fool'],
  ['I', 'Le Bateleur', 'The Magician'],
  ['II', 'La Papesse', 'The Popess'],
  ['III', 'L’Impératrice', 'The Empress'],
  ['IV', 'L’Empereur', 'The Emperor'],
  ['V', 'Le Pape', 'The Pope'],
  ['VI', 'L’Amoureux', 'The Lover'],
  ['VII', 'Le Chariot', 'The Chariot'],
  ['VIII', 'La Justice', 'Justice'],
  ['IX', 'L’Hermite', 'The Hermit'],
  ['X', 'La Roue de Fortune', 'The Wheel of Fortune'],
  ['XI', 'La Force', 'Strength'],
  ['XII', 'Le Pendu', 'The Hanged Man'],
  ['XIII', 'L’Arcane sans nom (La Mort)', 'The Nameless Arcanum (Death)'],
  ['XIV', 'Tempérance', 'Temperance'],
  ['XV', 'Le Diable', 'The Devil'],
  ['XVI', 'La Maison Dieu', 'The House of God'],
  ['XVII', 'L’Étoile', 'The Star'],
  ['XVIII', 'La Lune', 'The Moon'],
  ['XIX', 'Le Soleil', 'The Sun'],
  ['XX', 'Le Jugement', 'Judgement'],
  ['XXI', 'Le Monde', 'The World'],
];

describe('the Tarot de Marseille deck', () => {
  it('has 78 cards with unique ids', () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(CARD_IDS).size).toBe(78);
    for (const id of CARD_IDS) expect(id).toMatch(/^(major|batons|coupes|deniers|epees)-\d\d-[a-z-]+$/);
  });

  it('has the 22 majors in order with their numerals and names', () => {
    const majors = DECK.filter((c) => c.arcana === 'major');
    expect(majors).toHaveLength(22);
    majors.forEach((card, n) => {
      const [numeral, fr, en] = MAJORS[n] ?? [];
      expect(card.rank).toBe(n);
      expect(card.numeral).toBe(numeral);
      expect(card.name).toEqual({ fr, en });
      expect(card.suit).toBeUndefined();
      expect(card.id.startsWith(`major-${String(n).padStart(2, '0')}-`)).toBe(true);
      expect(majorByNumber(n)).toBe(card);
    });
    expect('numeral' in (majors[0] ?? {})).toBe(false);
  });

  it('has four suits of 14, As to Roi', () => {
    for (const suit of SUIT_IDS) {
      const cards = DECK.filter((c) => c.suit === suit);
      expect(cards.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(cards.every((c) => c.arcana === 'minor')).toBe(true);
    }
    expect(cardById('coupes-01-as').name).toEqual({ fr: 'As de Coupes', en: 'Ace of Cups' });
    expect(cardById('epees-14-roi').name).toEqual({ fr: 'Roi d’Épées', en: 'King of Swords' });
    expect(cardById('epees-13-reine').name.en).toBe('Queen of Swords');
    expect(cardById('epees-01-as').name.fr).toBe('As d’Épées');
    expect(cardById('batons-11-valet').name).toEqual({ fr: 'Valet de Bâtons', en: 'Page of Wands' });
    expect(cardById('deniers-12-cavalier').name).toEqual({
      fr: 'Cavalier de Deniers',
      en: 'Knight of Coins',
    });
    expect(cardById('major-00-le-mat').name.fr).toBe('Le Mat');
    expect(cardById('major-01-le-bateleur').numeral).toBe('I');
  });

  it('finds cards by id and refuses unknown ids with a typed error', () => {
    expect(findCard('nope')).toBeUndefined();
    try {
      cardById('nope');
      expect.unreachable();
    } catch (error) {
      expect(isTarotError(error) && error.code).toBe('UNKNOWN_CARD');
    }
  });
});

describe('curated meanings', () => {
  const meanings = DECK.flatMap((card) => [
    { card, m: card.upright },
    { card, m: card.reversed },
  ]);

  it('are present, specific and distinct in both languages', () => {
    const texts = new Set<string>();
    for (const { m } of meanings) {
      for (const lang of ['fr', 'en'] as const) {
        expect(m.text[lang].length).toBeGreaterThan(120);
        expect(m.keywords[lang].length).toBeGreaterThanOrEqual(3);
        for (const k of m.keywords[lang]) expect(k.trim()).not.toBe('');
        texts.add(m.text[lang]);
      }
    }
    expect(texts.size).toBe(78 * 2 * 2);
  });

  it('name their own card in each text, which stands alone (a reading shows only one of the two)', () => {
    for (const card of DECK) {
      for (const lang of ['fr', 'en'] as const) {
        const name = card.name[lang]
          .replace(/ \(.*\)$/, '')
          .replace(/^(The |Le |La |L’)/, '')
          .toLowerCase();
        expect(card.upright.text[lang].toLowerCase(), `${card.id} ${lang}`).toContain(name);
        expect(card.reversed.text[lang].toLowerCase(), `${card.id} ${lang}`).toContain(name);
      }
    }
  });

  it('read every reversal as Marseille readers do: the same energy held back, never another meaning (decision 0331)', () => {
    const heldFr = /\b(?:retien\w*|retenu\w*|garde\w*|serre\w*|couve|tient|contient|contenu\w*)\b/u;
    const heldEn = /\b(?:hold|holds|held|keeps?|reins|banks|clutches|grips|clings)\b/;
    const riderWaite =
      /triangle amoureux|narciss|love triangle|trahison|betrayal|tromperie|deception|cruaut|cruelty/i;
    for (const card of DECK) {
      expect(card.reversed.text.fr, card.id).toMatch(heldFr);
      expect(card.reversed.text.en, card.id).toMatch(heldEn);
      for (const t of [
        card.upright.text.fr,
        card.upright.text.en,
        card.reversed.text.fr,
        card.reversed.text.en,
      ])
        expect(t, card.id).not.toMatch(riderWaite);
    }
  });

  it('read the pips by number and suit: each pip’s text names its degree in the cycle', () => {
    const degree: Record<number, RegExp> = {
      1: /./,
      2: /Deux, c’est/,
      3: /Trois est/,
      4: /Quatre est l’assise/,
      5: /Cinq est le pont/,
      6: /Six est le plaisir/,
      7: /Sept est l’action/,
      8: /Huit est la perfection/,
      9: /Neuf est la crise/,
      10: /Dix clôt un cycle/,
    };
    for (const card of DECK.filter((c) => c.arcana === 'minor' && c.rank <= 10))
      expect(card.upright.text.fr, card.id).toMatch(degree[card.rank]!);
  });

  it('mention the reversal in the reversed text', () => {
    for (const card of DECK) {
      expect(card.reversed.text.fr, card.id).toMatch(/^Renversée?,/);
      expect(card.reversed.text.en, card.id).toMatch(/^Reversed,/);
    }
  });

  it('follow French typography (non-breaking spaces, curly apostrophes)', () => {
    for (const card of DECK) {
      const fr = [card.name.fr, card.upright.text.fr, card.reversed.text.fr, ...card.upright.keywords.fr];
      for (const t of fr) {
        expect(hasFrenchSpacing(t), t).toBe(true);
        expect(t, t).not.toContain("'");
      }
      expect(card.upright.text.en).not.toMatch(/\u00a0/);
    }
  });
});
