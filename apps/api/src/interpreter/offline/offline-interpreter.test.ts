import { describe, expect, test } from 'vitest';
import { computeReading } from '../../modules/readings/compute';
import type { AstrologyInputs, NumerologyInputs, TarotInputs } from '../../modules/readings/reading-inputs';
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
  domain: 'tarot',
  option: 1,
  lang: 'fr',
  first_name: 'Camille',
  reading_date: '2026-11-24',
  question: 'Dois-je partir ?',
  topic: 'travail',
  period: null,
  client_date: null,
  draw_id: null,
  count: 3,
  picks: [
    { position: 3, card_id: 'major-17-l-etoile', reversed: false },
    { position: 9, card_id: 'coupes-02-deux', reversed: true },
    { position: 40, card_id: 'major-01-le-bateleur', reversed: false },
  ],
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
const text = (inputs: AstrologyInputs | TarotInputs | NumerologyInputs, length: 'short' | 'long' = 'short') =>
  writeOffline({ lang: inputs.lang, facts: computeReading(inputs, { forecast: true }).facts, length });

describe('offline interpreter', () => {
  test('deterministic: the same facts and question give the same text', () => {
    expect(text(astro())).toBe(text(astro()));
  });

  test('specific: it names the actual placements, cards and numbers', () => {
    const a = text(astro());
    expect(a).toContain('Soleil en Taureau');
    expect(a).toContain('Vénus en Bélier');
    expect(a).toMatch(/«\sVais-je rencontrer quelqu’un\s\?\s»/);
    const t = text(tarot());
    for (const name of ['L’Étoile', 'Deux de Coupe', 'Le Bateleur']) expect(t).toContain(name);
    expect(t).toMatch(/Deux de Coupe\s»,? (apparaît |occupe |qui se présente, )?(à l’envers|renversée)/);
    const n = text(numbers());
    expect(n).toMatch(/numéro de chance est le \d|nombre qui vous accompagne est le \d/);
    expect(n).toContain('chemin de vie 5');
  });

  test('varied: another chart, another draw, another question read differently', () => {
    expect(text(astro({ birth_date: '1978-12-02', birth_time: '03:15' }))).not.toBe(text(astro()));
    expect(text(astro({ question: 'Dois-je lui écrire ?' }))).not.toBe(text(astro()));
    expect(text(tarot({ picks: tarot().picks.map((p) => ({ ...p, reversed: !p.reversed })) }))).not.toBe(
      text(tarot()),
    );
    expect(text(numbers({ birth_date: '1983-01-09' }))).not.toBe(text(numbers()));
  });

  test('warm and of the right length: 3–6 paragraphs on screen, sections with titles for a report', () => {
    for (const inputs of [astro(), tarot(), numbers()]) {
      const paragraphs = text(inputs).split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(7);
    }
    const long = text(astro({ option: 3, topic: null, period: null, question: null }), 'long');
    expect(long).toContain('Votre nature profonde');
    expect(long).toContain('L’année qui vient');
    expect(long.length).toBeGreaterThan(3000);
  });

  test('English readings are in English, with French typography only in French', async () => {
    const en = text(astro({ lang: 'en', question: 'Will I meet someone?' }));
    expect(en).toContain('Sun in Taurus');
    expect(en).not.toMatch(/\u00a0[:;!?]/);
    expect(text(astro())).toMatch(/\u00a0:/);
    const result = await createOfflineInterpreter().interpret({
      lang: 'en',
      facts: computeReading(numbers({ lang: 'en' }), { forecast: true }).facts,
      length: 'short',
    });
    expect(result).toMatchObject({ provider: 'offline', model: 'arcanes-offline-1' });
    expect(result.prompt).toContain('Computed facts (JSON)');
  });
});
