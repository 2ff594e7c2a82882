import { describe, expect, test } from 'vitest';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import { computeReading } from './compute';
import type { NumerologyInputs, TarotInputs } from '#api/modules/readings/request/inputs.ts';

const numbers = (over: Partial<NumerologyInputs> = {}): NumerologyInputs => ({
  domain: 'numerologie',
  option: 2,
  lang: 'fr',
  first_name: 'Camille',
  reading_date: '2026-11-22',
  full_name: 'Camille Martin',
  sexe: 'femme',
  birth_date: '1990-05-17',
  birth_time: null,
  birth_place: null,
  current_date: '2026-11-22',
  topic: 'general',
  question: null,
  ...over,
});
const tarot = (over: Partial<TarotInputs> = {}): TarotInputs => ({
  domain: 'tarot',
  option: 2,
  lang: 'fr',
  first_name: 'Camille',
  reading_date: '2026-11-22',
  question: 'Vais-je changer de travail ?',
  topic: 'travail',
  period: 'jour',
  client_date: null,
  draw_id: null,
  count: 3,
  picks: ['major-17-l-etoile', 'coupes-02-deux', 'major-01-le-bateleur'].map((card_id, i) => ({
    position: i,
    card_id,
    reversed: false,
  })),
  ...over,
});

describe('a reading covers the period sold, from the order date', () => {
  test('numerology three months bought on 22 November: 22 November to 21 February, its months from November', () => {
    const f = computeReading(numbers(), { forecast: true }).facts;
    expect(f.window).toEqual({ from: '2026-11-22', to: '2027-02-21' });
    if (f.domain !== 'numerologie') throw new Error('numerology');
    expect(f.personal_months.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(f.forecast[0]!.start).toBe('2026-11-22');
    expect(f.forecast.at(-1)!.end).toBe('2027-02-21');
  });

  test('numerology three months: the symbolic part shows the months the intuitive part reads, all four of them', () => {
    const monthHeadings = (inputs: NumerologyInputs) =>
      computeReading(inputs, { forecast: true })
        .symbolic.sections.map((s) => s.heading.replace(/\s/gu, ' ')) // French typography's thin spaces
        .filter((h) => /mois personnel/.test(h));
    const f = computeReading(numbers(), { forecast: true }).facts;
    if (f.domain !== 'numerologie') throw new Error('numerology');
    expect(f.personal_months).toHaveLength(4);
    expect(monthHeadings(numbers())).toEqual(
      f.personal_months.map(
        (m) => `${m.label[0]!.toUpperCase()}${m.label.slice(1)} : mois personnel ${m.number}`,
      ),
    );
    expect(monthHeadings(numbers())[3]).toMatch(/^Février 2027/);
    // From the 1st, three months are three calendar months.
    expect(monthHeadings(numbers({ reading_date: '2026-12-01', current_date: '2026-12-01' }))).toHaveLength(
      3,
    );
    // The date the customer typed as « today » does not move the months sold from the order date.
    expect(monthHeadings(numbers({ current_date: '2026-06-15' }))[0]).toMatch(/^Novembre 2026/);
  });

  test('tarot short term sells three months whatever the period field says; its slots are dated inside them', () => {
    const f = computeReading(tarot(), { forecast: true }).facts;
    expect(f.window).toEqual({ from: '2026-11-22', to: '2027-02-21' });
    expect(f.forecast).toHaveLength(3);
    for (const e of f.forecast) {
      expect(e.start >= '2026-11-22' && e.end <= '2027-02-21').toBe(true);
    }
  });

  test('a positional spread (the horseshoe) keeps its positions undated', () => {
    const picks = [
      'major-17-l-etoile',
      'coupes-02-deux',
      'major-01-le-bateleur',
      'epees-12-cavalier',
      'deniers-05-cinq',
      'major-21-le-monde',
      'batons-14-roi',
    ].map((card_id, i) => ({ position: i, card_id, reversed: false }));
    const f = computeReading(tarot({ option: 3, count: 7, picks, question: null }), { forecast: true }).facts;
    expect(f.forecast).toEqual([]);
  });

  test('a birth place picked as an id is named, never shown as its id', () => {
    const f = computeReading(numbers({ birth_place: '2988507' }), { forecast: true }).facts;
    expect(f.domain === 'numerologie' && f.birth.place).toMatch(/^Paris/);
    expect(JSON.stringify(indexFacts(f).list)).not.toContain('2988507');
  });
});
