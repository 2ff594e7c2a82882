import { describe, expect, test } from 'vitest';
import {
  factsOf,
  fixtureInputs,
  type AstrologyInputs,
  type NumerologyInputs,
  type TarotInputs,
} from '#api/test/reading-fixtures.ts';
import { writingText } from '#api/interpreter/writing.ts';
import { createOfflineInterpreter, writeOffline } from './offline-interpreter';

const paris = {
  id: '2988507',
  label: 'Paris, Île-de-France, France',
  lat: 48.8566,
  lon: 2.3522,
  zone: 'Europe/Paris',
};
const astro = (over: Partial<AstrologyInputs> = {}): AstrologyInputs => ({
  domain: 'astrologie',
  option: 1,
  lang: 'fr',
  first_name: 'Camille',
  reading_date: '2026-11-24',
  sexe: 'femme',
  birth_date: '1990-05-17',
  birth_time: '14:30',
  place_input: 'Paris',
  place: paris,
  topic: 'amour',
  period: 'mois',
  question: 'Vais-je rencontrer quelqu’un ?',
  ...over,
});
const tarot = (over: Partial<TarotInputs> = {}): TarotInputs => ({
  ...(fixtureInputs('tarot', 'fr') as TarotInputs),
  ...over,
});
const numbers = (over: Partial<NumerologyInputs> = {}): NumerologyInputs => ({
  domain: 'numerologie',
  option: 1,
  lang: 'fr',
  first_name: 'Camille',
  reading_date: '2026-11-24',
  full_name: 'Camille Martin',
  sexe: null,
  birth_date: '1990-05-17',
  birth_time: null,
  birth_place: null,
  current_date: '2026-11-24',
  topic: 'amour',
  question: null,
  ...over,
});
const paragraphs = (
  inputs: AstrologyInputs | TarotInputs | NumerologyInputs,
  length: 'short' | 'long' = 'short',
) => writeOffline({ lang: inputs.lang, facts: factsOf(inputs), length });
const text = (inputs: AstrologyInputs | TarotInputs | NumerologyInputs, length: 'short' | 'long' = 'short') =>
  writingText(paragraphs(inputs, length));
const interpret = (inputs: AstrologyInputs | TarotInputs | NumerologyInputs, length: 'short' | 'long') =>
  createOfflineInterpreter().interpret({
    lang: inputs.lang,
    facts: factsOf(inputs),
    length,
  });

describe('offline interpreter', () => {
  test('deterministic: the same facts and question give the same text', () => {
    expect(text(astro())).toBe(text(astro()));
  });

  test('it answers first, naming the subject of the question in the customer’s own words', () => {
    const question = 'Est-ce le bon moment pour quitter mon poste et lancer ma boulangerie ?';
    for (const inputs of [astro({ question, topic: 'travail' }), tarot({ question })]) {
      const [first] = paragraphs(inputs);
      expect(first!.text).toMatch(/votre boulangerie/);
      expect(first!.text).toMatch(
        /plutôt oui|oui|pas encore|pas tout de suite|plutôt non|prudent|ce qui compte/,
      );
      expect(first!.text).not.toContain(question);
    }
    const [en] = paragraphs(tarot({ lang: 'en', question: 'Should I sell my flat this winter?' }));
    expect(en!.text).toMatch(/your flat/);
  });

  test('every paragraph cites facts, and each of the nine options passes the check in both languages', async () => {
    const all = [
      astro(),
      astro({ option: 2, question: null, topic: null, period: null }),
      astro({ option: 3, question: null, topic: null, period: null }),
      numbers(),
      numbers({ option: 2 }),
      numbers({ option: 3 }),
      tarot(),
      tarot({
        option: 2,
        count: 5,
        picks: [
          ...tarot().picks,
          { position: 50, card_id: 'epees-09-neuf', reversed: false },
          { position: 60, card_id: 'deniers-13-reine', reversed: true },
        ],
      }),
      tarot({
        option: 3,
        question: null,
        count: 7,
        picks: [
          'major-17-l-etoile',
          'coupes-02-deux',
          'major-01-le-bateleur',
          'epees-12-cavalier',
          'deniers-05-cinq',
          'major-21-le-monde',
          'batons-14-roi',
        ].map((card_id, i) => ({ position: i * 9, card_id, reversed: i % 3 === 0 })),
      }),
    ];
    for (const lang of ['fr', 'en'] as const)
      for (const inputs of all) {
        const length = inputs.option === 1 ? 'short' : 'long';
        const result = await interpret({ ...inputs, lang }, length);
        expect(result.writer).toEqual({ kind: 'rules', model: 'arcanes-offline-2' });
        for (const p of result.paragraphs) expect(p.facts.length).toBeGreaterThan(0);
        if (length === 'long') expect(result.paragraphs[0]!.heading).toBeTruthy();
      }
  });

  test('French agrees with the card: « renversée » for a queen, « renversé » for a king', () => {
    const t = text(
      tarot({
        picks: [
          { position: 1, card_id: 'deniers-13-reine', reversed: true },
          { position: 2, card_id: 'batons-14-roi', reversed: true },
          { position: 3, card_id: 'major-17-l-etoile', reversed: false },
        ],
      }),
    );
    expect(t).not.toMatch(/Roi de Bâtons,? renversée/);
    expect(t).not.toMatch(/Reine de Deniers,? renversé(?!e)/);
  });

  test('varied: another chart, another draw, another question read differently', () => {
    expect(text(astro({ birth_date: '1978-12-02', birth_time: '03:15' }))).not.toBe(text(astro()));
    expect(text(astro({ question: 'Dois-je lui écrire ?' }))).not.toBe(text(astro()));
    expect(text(tarot({ picks: tarot().picks.map((p) => ({ ...p, reversed: !p.reversed })) }))).not.toBe(
      text(tarot()),
    );
    expect(text(numbers({ birth_date: '1983-01-09' }))).not.toBe(text(numbers()));
  });

  test('English readings are in English, with French typography only in French', async () => {
    const en = text(astro({ lang: 'en', question: 'Will I meet someone?' }));
    expect(en).toMatch(/your (Venus|Moon|Sun|Mars) in/i);
    expect(en).not.toMatch(/\u00a0[:;!?]/);
    expect(text(astro())).toMatch(/\u00a0:/);
    const result = await interpret(numbers({ lang: 'en' }), 'short');
    expect(result).toMatchObject({ provider: 'offline', model: 'arcanes-offline-2' });
    expect(result.prompt).toContain('Reading data (JSON)');
  });

  test('legal, financial and « make him love me » questions are answered with their caution, in the customer’s words', async () => {
    const cases = [
      tarot({ question: 'Vais-je gagner mon procès contre mon ancien employeur ?' }),
      tarot({ question: 'Vais-je gagner au loto cette année ?' }),
      tarot({ question: 'Comment faire pour qu’il m’aime à nouveau ?' }),
      tarot({ lang: 'en', question: 'Will I win my lawsuit?' }),
      tarot({ lang: 'en', question: 'How can I make him love me?' }),
      astro({ question: 'Dois-je placer toutes mes économies en bitcoin ?', topic: 'travail' }),
    ];
    for (const inputs of cases) {
      const result = await interpret(inputs, 'short');
      expect(result.paragraphs[1]!.text).toMatch(
        /aucun conseil|no legal advice|no financial advice|sentiments d’une autre|another person’s feelings/,
      );
      expect(result.paragraphs[1]!.facts).toEqual(['question']);
    }
  });

  test('markup typed in the question is never written back into the reading', async () => {
    for (const question of [
      '<img src=x onerror=alert(1)> Vais-je trouver un travail ?',
      'Dois-je partir ? <script>alert(1)</script>',
    ]) {
      const result = await interpret(tarot({ question }), 'short');
      expect(result.text).not.toMatch(/<|onerror|script/);
    }
  });

  test('a card printed without an article reads « la Tempérance » and is checked like any other', async () => {
    const picks = [
      { position: 1, card_id: 'major-14-temperance', reversed: true },
      { position: 2, card_id: 'batons-13-reine', reversed: true },
      { position: 3, card_id: 'major-17-l-etoile', reversed: false },
    ];
    const result = await interpret(tarot({ picks }), 'short');
    expect(result.text).toMatch(/[Ll]a Tempérance/);
  });
});
