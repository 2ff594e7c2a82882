import { describe, expect, test } from 'vitest';
import type { AstrologyFacts, NumerologyFacts, TarotFacts } from './facts';
import { InterpreterError } from './interpreter';
import { checkOutput, sanitizeText } from './output-check';

const base = {
  option: 1 as const,
  first_name: 'Léo',
  question: null,
  topic: null,
  reading_date: '2026-11-24',
  window: null,
  forecast: [],
};
const astro: AstrologyFacts = {
  ...base,
  lang: 'fr',
  domain: 'astrologie',
  period: null,
  birth: { date: '1990-05-17', time: '14:30', place: 'Paris', zone: 'Europe/Paris', time_status: 'ok' },
  placements: [
    {
      id: 'sun',
      name: 'Soleil',
      sign: 'taurus',
      sign_name: 'Taureau',
      degree: 26,
      minute: 20,
      house: 9,
      retrograde: false,
    },
    {
      id: 'moon',
      name: 'Lune',
      sign: 'aquarius',
      sign_name: 'Verseau',
      degree: 22,
      minute: 42,
      house: 6,
      retrograde: false,
    },
    {
      id: 'venus',
      name: 'Vénus',
      sign: 'aries',
      sign_name: 'Bélier',
      degree: 15,
      minute: 7,
      house: 8,
      retrograde: false,
    },
  ],
  aspects: [],
  transits: [],
  elements: { strongest: 'la Terre', strongest_id: 'earth', lacking: null },
};
const tarot: TarotFacts = {
  ...base,
  lang: 'fr',
  domain: 'tarot',
  period: null,
  spread: { id: 'x', name: 'Tirage en ligne' },
  cards: [
    {
      index: 0,
      position_name: 'La situation',
      position_meaning: 'Ce qui est.',
      card_id: 'major-11-la-force',
      card_name: 'La Force',
      arcana: 'major',
      reversed: false,
      keywords: ['courage'],
    },
  ],
  synthesis: {
    card_id: 'major-11-la-force',
    card_name: 'La Force',
    sum: 11,
    in_draw: true,
    majors: 1,
    reversed: 0,
    dominant_suit: null,
  },
};
const numbers: NumerologyFacts = {
  ...base,
  lang: 'fr',
  domain: 'numerologie',
  full_name: 'Léo Martin',
  birth: { date: '1990-05-17', time: null, place: null },
  numbers: {
    life_path: 5,
    expression: 4,
    soul_urge: 7,
    personality: 6,
    birthday: 8,
    personal_year: 5,
    maturity: 9,
    lucky_number: 4,
  },
  karmic_debts: [],
  karmic_lessons: [],
  personal_months: [],
  keywords: {},
};

const PAD =
  ' Prenez le temps de lire ce qui suit avec douceur, et gardez ce qui vous parle dans votre vie de tous les jours, avec la confiance que vous avez en vous et dans la suite de votre chemin. Rien ne presse : la lecture est une invitation à regarder autrement.';
const check = (
  text: string,
  facts: AstrologyFacts | TarotFacts | NumerologyFacts,
  length: 'short' | 'long' = 'short',
) => checkOutput(text, { lang: facts.lang, facts, length }, 'prompt');
const kind = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    return e instanceof InterpreterError ? e.kind : 'other';
  }
};

describe('output check', () => {
  test('accepts a grounded French text and cleans Markdown and control characters', () => {
    const text = check(
      `## Titre\n\n**Léo**, votre Soleil en Taureau et votre Lune en Verseau parlent de vous.\u0007${PAD}`,
      astro,
    );
    expect(text.startsWith('Titre\n\nLéo, votre Soleil en Taureau')).toBe(true);
    expect(text).not.toContain('\u0007');
    expect(text).not.toMatch(/[*#]/);
  });

  test('refuses empty, too short, too long and wrong-language answers', () => {
    expect(kind(() => check('   ', astro))).toBe('empty');
    expect(kind(() => check('Bonjour Léo.', astro))).toBe('length');
    expect(kind(() => check('a '.repeat(4000), astro))).toBe('length');
    expect(
      kind(() =>
        check(
          `Your Sun in Taurus and your Moon in Aquarius speak of who you are, and this is the way it will be for you in the weeks to come, with the trust you have in yourself and in the rest of your path. ${'It is good. '.repeat(10)}`,
          astro,
        ),
      ),
    ).toBe('language');
  });

  test('refuses a sign, a planet or a card that the facts do not contain', () => {
    expect(kind(() => check(`Votre Mars en Lion vous donne de l’élan.${PAD}`, astro))).toBe('invented');
    expect(kind(() => check(`Votre Vénus en Taureau vous rend fidèle.${PAD}`, astro))).toBe('invented');
    expect(kind(() => check(`La Force vous accompagne, et l’Étoile aussi.${PAD}`, tarot))).toBe('invented');
    expect(kind(() => check(`La Force vous accompagne, comme le Deux de Coupes.${PAD}`, tarot))).toBe(
      'invented',
    );
    expect(kind(() => check(`La Force vous accompagne sous le regard de Saturne.${PAD}`, tarot))).toBe(
      'invented',
    );
    expect(kind(() => check(`Votre chemin de vie 7 vous guide.${PAD}`, numbers))).toBe('invented');
  });

  test('everyday words, the person’s name and question are not mistaken for invented names', () => {
    expect(
      check(
        `La force de votre Soleil en Taureau, la balance de vos choix, le monde autour de vous.${PAD}`,
        astro,
      ),
    ).toBeTruthy();
    expect(check(`Balance : c’est le mot de votre mois. La Force est avec vous.${PAD}`, tarot)).toBeTruthy();
    expect(
      check(`Votre chemin de vie 5 (1+9+9+0 = 19) et votre année personnelle 5 vous guident.${PAD}`, numbers),
    ).toBeTruthy();
    const leo = { ...astro, first_name: 'Lion', question: 'Mon compagnon est Scorpion, est-ce grave ?' };
    expect(
      check(
        `Lion, vous demandez : « Mon compagnon est Scorpion, est-ce grave ? » Votre Soleil en Taureau répond.${PAD}`,
        leo,
      ),
    ).toBeTruthy();
  });
});

describe('sanitizeText', () => {
  test('keeps paragraphs, drops bidi overrides and headings marks', () => {
    expect(sanitizeText('# A\r\n\r\n\r\n\r\nB\u202eC')).toBe('A\n\nBC');
  });
});
