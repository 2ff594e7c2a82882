import { describe, expect, test } from 'vitest';
import type { SkyDay } from '@arcanes/domain/astrology/sky-today';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import { moonText, transitWhen } from './sky-words';
import type { SkyTransit } from '@arcanes/domain/astrology/sky-today';

const day = (moon: SkyDay['moon']) =>
  ({ date: '2026-11-23', zone: 'Europe/Paris', transits: [], moon }) as SkyDay;
const local = () => '14:05';

describe('the Moon of the day, one sentence per case from the catalogue', () => {
  test('the Moon changes sign: from where, to where, when, in which zone', () => {
    const d = day({ sign: 'aries', nextSign: 'taurus', ingressTime: '2026-11-23T13:05:00Z' });
    expect(moonText(d, 'Europe/Paris', 'fr', local)).toBe(
      `La Lune passe du Bélier au Taureau à 14\u00a0h\u00a005 (Europe/Paris)\u00a0: la suite de la journée se vit ${LEXICON_FR.signs.taurus.style}.`,
    );
    expect(moonText(d, 'Europe/Paris', 'en', local)).toBe(
      `The Moon moves from Aries into Taurus at 14:05 (Europe/Paris): the rest of the day is lived ${LEXICON_EN.signs.taurus.style}.`,
    );
    // The French articles: « de la Balance », « aux Poissons ».
    const libra = day({ sign: 'libra', nextSign: 'pisces', ingressTime: '2026-11-23T13:05:00Z' });
    expect(moonText(libra, 'Europe/Paris', 'fr', local)).toMatch(
      /^La Lune passe de la Balance aux Poissons /,
    );
  });

  test('the Moon stays in one sign all day', () => {
    const d = day({ sign: 'virgo', nextSign: null, ingressTime: null });
    expect(moonText(d, 'Europe/Paris', 'fr', local)).toBe(
      `La Lune traverse la Vierge\u00a0: la journée se vit ${LEXICON_FR.signs.virgo.style}.`,
    );
    expect(moonText(d, 'Europe/Paris', 'en', local)).toBe(
      `The Moon crosses Virgo: the day is lived ${LEXICON_EN.signs.virgo.style}.`,
    );
  });
});

describe('when a transit is exact', () => {
  const transit = (over: Partial<SkyTransit>): SkyTransit => ({
    transiting: 'mercury',
    natal: 'sun',
    type: 'square',
    nature: 'tense',
    start: '2026-11-20',
    end: '2026-11-26',
    exactAt: '2026-11-23T13:32:00Z',
    exactDate: '2026-11-23',
    exactTime: '14:32',
    exactToday: true,
    text: '',
    ...over,
  });

  test('a fast planet to the minute; a slow one (no time) by its day only, whatever the case', () => {
    expect(transitWhen(transit({}), 'fr')).toBe('exact aujourd’hui à 14\u00a0h\u00a032');
    expect(transitWhen(transit({ exactTime: null, transiting: 'saturn' }), 'fr')).toBe('exact aujourd’hui');
    expect(transitWhen(transit({ exactTime: null, transiting: 'saturn' }), 'en', false)).toBe(
      'exact on 23 November 2026',
    );
    const later = transit({
      transiting: 'pluto',
      exactAt: '2026-12-04T14:32:56Z',
      exactDate: '2026-12-04',
      exactTime: null,
      exactToday: false,
    });
    expect(transitWhen(later, 'fr')).toBe('en cours du 20 au 26 novembre 2026, exact le 4 décembre 2026');
    expect(transitWhen(later, 'en')).toMatch(/^under way .*, exact on .*4 December/);
    expect(
      transitWhen(transit({ exactToday: false, exactDate: '2026-11-25', exactTime: '09:05' }), 'en'),
    ).toMatch(/exact on .* at 09:05$/);
  });
});
