import { describe, expect, it } from 'vitest';
import type { DeckSlot } from '../tarot/card';
import { CARD_IDS } from '../tarot/deck';
import { createDraw, revealPicks } from '../tarot/draw';
import { frenchTypography as typo, hasFrenchSpacing } from '../text/typography';
import { seededRandom } from '../tarot/random';
import { pickCount } from '../tarot/spread';
import { CARD_COUNT_RANGE, TAROT_OPTIONS, spreadFor, type TarotOption } from '../tarot/spreads';
import { writeTarotReading } from './tarot';

/** A deck whose first slots hold the given cards, so a reading can be checked word for word. */
function stackedDeck(first: readonly [id: string, reversed: boolean][]): DeckSlot[] {
  const ids = new Set(first.map(([id]) => id));
  return [
    ...first.map(([cardId, reversed]) => ({ cardId, reversed })),
    ...CARD_IDS.filter((id) => !ids.has(id)).map((cardId) => ({ cardId, reversed: false })),
  ];
}

const CROSS: [string, boolean][] = [
  ['major-19-le-soleil', false],
  ['coupes-03-trois', true],
  ['coupes-13-reine', false],
  ['epees-14-roi', true],
];

// The croix's fifth card is computed from the four picked: 19 + 3 + 13 + 14 = 49 → 4 + 9 = 13,
// L'Arcane sans nom, read upright.

describe('writeTarotReading', () => {
  const cards = revealPicks(stackedDeck(CROSS), [0, 1, 2, 3], 5, 2);
  const spread = spreadFor(2, 5);

  it('reads each card in its position, in French', () => {
    const r = writeTarotReading(cards, spread, {
      lang: 'fr',
      option: 2,
      question: "Est-ce le bon moment pour m'engager ?",
      domain: 'amour',
      period: 'mois',
      firstName: 'Camille',
    });
    expect(r.title).toBe(typo('Tarot de Marseille — Tirage en croix pour Camille'));
    const [intro, ...rest] = r.sections;
    expect(intro?.body).toContain(
      typo('Camille, vous avez posé la question « Est-ce le bon moment pour m’engager ? »'),
    );
    expect(intro?.body).toContain(typo('le mois qui vient'));
    expect(rest.slice(0, 5).map((s) => s.heading)).toEqual(
      [
        '1. Le pour — Le Soleil',
        '2. Le contre — Trois de Coupes, renversé',
        '3. Le jugement — Reine de Coupes',
        '4. La solution — Roi d’Épées, renversé',
        '5. La synthèse — L’Arcane sans nom (La Mort)',
      ].map(typo),
    );
    // Four cards picked; the fifth is computed, and its section shows the sums instead of « sorti ».
    expect(intro?.body).toContain(typo('Les 4 cartes ont été tirées'));
    expect(rest[4]?.body).toContain(
      typo(
        'Cette carte ne se tire pas : elle s’obtient en additionnant les valeurs des quatre autres, 19 + 3 + 13 + 14 = 49, puis 4 + 9 = 13, et se lit à l’endroit.',
      ),
    );
    expect(rest[4]?.body).not.toMatch(/sorti/);
    const soleil = rest[0]?.body ?? '';
    expect(soleil).toContain(typo('Position « Le pour » : ce qui vous est favorable'));
    expect(soleil).toContain(typo('arcane majeur (XIX), sorti à l’endroit'));
    expect(soleil).toContain(typo('Mots-clés : joie, réussite, clarté, fraternité.'));
    expect(soleil).toContain(typo('En amour, un arcane majeur'));
    expect(rest[1]?.body).toContain(typo('Renversé, le Trois de Coupes'));
    expect(rest[1]?.body).toContain(typo('En amour, les Coupes touchent directement au cœur'));
    // The domain sentence of a family is said once, with its first card.
    expect(rest[2]?.body).not.toContain(typo('En amour, la Coupe'));

    const text = (heading: string) => r.sections.find((s) => s.heading.startsWith(heading))?.body ?? '';
    expect(text('Arcanes majeurs')).toContain(typo('2 arcanes majeurs et 3 arcanes mineurs'));
    expect(text('Arcanes majeurs')).toContain(typo('Le Soleil (XIX) et L’Arcane sans nom (La Mort) (XIII)'));
    expect(text('Couleur dominante')).toContain(
      typo('celle des Coupes (2 sur 3 arcanes mineurs), qui relève de l’Eau'),
    );
    expect(text('Cartes à l’endroit')).toContain(
      typo(
        'Sur 5 cartes, 2 sont renversées (40 %) : le Trois de Coupes en position « Le contre » et le Roi d’Épées en position « La solution ».',
      ),
    );
    const synthesis = r.sections.at(-1);
    expect(synthesis?.heading).toBe(typo('Carte de synthèse : La Justice (VIII)'));
    expect(synthesis?.body).toContain(typo('19 + 3 + 13 + 14 + 13 = 62'));
    expect(synthesis?.body).toContain(typo('6 + 2 = 8'));
  });

  it('reads the same draw in English', () => {
    const r = writeTarotReading(cards, spread, { lang: 'en', option: 2, domain: 'travail' });
    expect(r.title).toBe('Tarot de Marseille — The cross');
    expect(r.sections[4]?.heading).toBe('4. The solution — King of Swords, reversed');
    expect(r.sections[4]?.body).toContain('Reversed, the King of Swords');
    expect(r.sections[1]?.body).toContain('At work, a major arcanum');
    expect(r.sections[0]?.body).toContain('The 4 cards were drawn');
    expect(r.sections[5]?.body).toContain(
      'This card is not drawn: it comes from adding the values of the other four, 19 + 3 + 13 + 14 = 49, then 4 + 9 = 13, and is read upright.',
    );
    expect(r.sections.at(-1)?.heading).toBe('Synthesis card: Justice (VIII)');
    expect(JSON.stringify(r)).not.toMatch(/\u00a0|«|Mots-clés/);
  });

  it('names every drawn card and position, for every spread and both languages', () => {
    let seed = 1;
    for (const option of TAROT_OPTIONS) {
      const { min, max } = CARD_COUNT_RANGE[option];
      for (let count = min; count <= max; count++) {
        const draw = createDraw(option as TarotOption, count, seededRandom(seed++));
        const picks = [...Array(pickCount(spreadFor(option, count))).keys()].map((i) => (i * 11 + seed) % 78);
        const drawn = revealPicks(draw.deck, picks, count, option);
        for (const lang of ['fr', 'en'] as const) {
          const r = writeTarotReading(drawn, spreadFor(option, count), { lang, option, question: 'Q ?' });
          const all = [r.title, ...r.sections.flatMap((s) => [s.heading, s.body])];
          for (const t of all) {
            expect(t.trim()).not.toBe('');
            expect(t).not.toMatch(/undefined|NaN|\[object/);
            if (lang === 'fr') {
              expect(hasFrenchSpacing(t), t).toBe(true);
              expect(t).not.toContain("'");
            }
          }
          const joined = all.join('\n');
          for (const c of drawn) {
            expect(joined).toContain(c.card.name[lang]);
            expect(joined).toContain(c.spreadPosition.name[lang]);
          }
          expect(r.sections.length).toBeGreaterThanOrEqual(count + 3);
        }
      }
    }
  });

  it('refuses an empty draw', () => {
    expect(() => writeTarotReading([], spread, { lang: 'fr', option: 2 })).toThrow(RangeError);
  });
});
