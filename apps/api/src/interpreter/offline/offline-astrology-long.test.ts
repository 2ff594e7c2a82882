import { describe, expect, test } from 'vitest';
import { factsOf, type AstrologyInputs } from '#api/test/reading-fixtures.ts';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { writingText } from '#api/interpreter/writing.ts';
import { signInfo } from '@arcanes/domain/astrology/zodiac';
import { transitId, transitTexts } from './astro-voice';
import { moments } from './offline-astrology';
import { writeOffline } from './offline-interpreter';

const forecastInputs = (over: Partial<AstrologyInputs> = {}): AstrologyInputs => ({
  domain: 'astrologie',
  option: 2,
  lang: 'fr',
  first_name: 'Océane',
  reading_date: '2026-03-01',
  sexe: 'femme',
  birth_date: '1993-05-12',
  birth_time: null,
  place_input: 'Lyon',
  place: {
    id: '2996944',
    label: 'Lyon, Auvergne-Rhône-Alpes, France',
    lat: 45.75,
    lon: 4.85,
    zone: 'Europe/Paris',
  },
  topic: null,
  period: null,
  question: null,
  ...over,
});

const forecast = (over: Partial<AstrologyInputs> = {}) => {
  const inputs = forecastInputs(over);
  const facts = factsOf(inputs) as AstrologyFacts;
  return { facts, paragraphs: writeOffline({ lang: inputs.lang, facts, length: 'long' }) };
};

describe('offline astrology, the three months ahead', () => {
  test('a planet and aspect met again in a later month is told in its other words', () => {
    const { facts } = forecast();
    const t = facts.transits.find((x) => transitTexts(x, 'fr').length === 2);
    expect(t, 'a transit of a fast planet with two texts').toBeDefined();
    const other = { ...t!, natal_id: t!.natal_id === 'moon' ? 'sun' : 'moon' };
    const f = { ...facts, transits: [t!, other] } as AstrologyFacts;
    const told = new Map<string, number[]>();
    const april = moments(f, [t!], undefined, undefined, told)!;
    const june = moments(f, [other], undefined, undefined, told)!;
    const [first] = transitTexts(t!, 'fr');
    const [, second] = transitTexts(other, 'fr');
    const body = (s: string) => s.replace(/^(Le|La|Les|L’) /, (m) => m.toLowerCase());
    expect(april.text).toContain(body(first!));
    expect(june.text).toContain(body(second!));
    // Without the shared record, each paragraph starts again from the first text.
    expect(moments(f, [other])!.text).not.toContain(body(second!));
  });

  test('a third time, the planet and aspect are told in the text not told last', () => {
    const { facts } = forecast();
    const t = facts.transits.find((x) => transitTexts(x, 'fr').length === 2)!;
    const [a, b] = (['moon', 'sun', 'venus'] as const).filter((p) => p !== t.natal_id);
    const second = { ...t, natal_id: a! };
    const third = { ...t, natal_id: b! };
    const f = { ...facts, transits: [t, second, third] } as AstrologyFacts;
    // An earlier month told it in its second words; this one tells it twice, in one paragraph.
    const told = new Map([[`${t.planet_id}-${t.aspect_id}`, [1]]]);
    const month = moments(f, [second, third], undefined, undefined, told)!;
    const body = (x: string) => x.replace(/^(Le|La|Les|L’) /, (m) => m.toLowerCase());
    expect(month.text).toContain(body(transitTexts(second, 'fr')[0]!));
    // Not the same words twice in a row: the text not told last.
    expect(month.text).toContain(body(transitTexts(third, 'fr')[1]!));
  });

  test('each moment names its transit as an astrologer writes it, in both languages', () => {
    for (const lang of ['fr', 'en'] as const) {
      const { facts } = forecast({ lang });
      for (const t of facts.transits.slice(0, 6)) {
        const text = moments(facts, [t])!.text;
        const natal =
          lang === 'fr'
            ? `${t.natal} ${t.natal_id === 'moon' || t.natal_id === 'venus' ? 'natale' : 'natal'}`
            : `natal ${t.natal}`;
        const aspect =
          lang === 'en'
            ? ({ conjunction: 'conjunct', opposition: 'opposite' }[t.aspect_id] ?? t.aspect)
            : t.aspect;
        expect(text).toContain(`(${t.planet} ${aspect} ${natal}`);
      }
    }
  });

  test('a window ending on the first of a month makes no chapter of that month', () => {
    const { facts, paragraphs } = forecast();
    expect(facts.window).toEqual({ from: '2026-03-01', to: '2026-06-01' });
    const text = writingText(paragraphs);
    expect(text).toMatch(/^Mai 2026\. /m);
    expect(text).not.toMatch(/^Juin 2026\. /m);
  });

  test('without a birth time, the supports count the two points they name', () => {
    const seen = new Set<string>();
    for (let day = 1; day <= 28; day++) {
      const { paragraphs } = forecast({ birth_date: `1993-05-${String(day).padStart(2, '0')}` });
      const text = writingText(paragraphs);
      expect(text).not.toMatch(/Trois points de votre thème/);
      const m = /(Deux) points de votre thème/.exec(text);
      if (m) seen.add(m[1]!);
      expect(text).not.toMatch(/pour la suite|sur la suite/);
    }
    expect(seen.has('Deux')).toBe(true);
  });

  test('under a month’s chapter, its moments are dated without the year the chapter gives', () => {
    let chapters = 0;
    for (let day = 1; day <= 12; day++) {
      const { paragraphs } = forecast({
        birth_date: `1991-0${(day % 9) + 1}-${String(day + 10).padStart(2, '0')}`,
      });
      for (const p of paragraphs) {
        const m = /^(\p{Lu}\p{Ll}+) (\d{4})\. /u.exec(p.text);
        if (!m || /Pas de nouveau temps fort/.test(p.text)) continue;
        chapters += 1;
        // The chapter's year is never said again after its title, unless a moment crosses into another year.
        const body = p.text.slice(m[0].length);
        if (!/\d{4}/.test(body.replaceAll(m[2]!, ''))) expect(body).not.toContain(m[2]!);
        expect(body).toMatch(/\b\d{1,2}(er)? \p{Ll}+/u);
      }
    }
    expect(chapters).toBeGreaterThan(20);
  });

  test('the supports set a house off with two commas and join the last point with « et »', () => {
    for (let day = 1; day <= 28; day++) {
      for (const birth_time of ['14:30', null]) {
        const text = writingText(
          forecast({ birth_date: `1985-08-${String(day).padStart(2, '0')}`, birth_time }).paragraphs,
        );
        expect(text).not.toMatch(/en maison \d+ (tient|donne|porte|sait|dit|garde)/);
        expect(text).not.toMatch(
          /(tient la direction|donne le cap|porte votre volonté), votre Lune [^,.]+ (sait|dit|garde)[^,]*\./,
        );
      }
    }
  });
});

describe('offline astrology, the natal portrait', () => {
  const portraits = () =>
    Array.from({ length: 24 }, (_, i) => {
      const inputs = forecastInputs({
        option: 3,
        lang: i % 2 ? 'en' : 'fr',
        birth_date: `19${60 + i}-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
        birth_time: i % 3 ? '09:15' : null,
      });
      const facts = factsOf(inputs) as AstrologyFacts;
      return { facts, paragraphs: writeOffline({ lang: inputs.lang, facts, length: 'long' }) };
    });

  test('the Sun is called a signature of the leading element only when its sign belongs to it', () => {
    let contrasts = 0;
    for (const { facts, paragraphs } of portraits()) {
      const essential = paragraphs[0]!.text;
      const sun = facts.placements.find((p) => p.id === 'sun')!;
      const sunIn = signInfo(sun.sign).element === facts.elements.strongest_id;
      const sunPhrase =
        facts.lang === 'fr' ? `votre Soleil en ${sun.sign_name}` : `your Sun in ${sun.sign_name}`;
      expect(essential.toLowerCase()).toContain(sunPhrase.toLowerCase());
      if (/contrepoint|counterpoint/.test(essential)) contrasts++;
      if (!sunIn && !/premier repère|first landmark/i.test(essential))
        expect(essential, essential).toMatch(
          /Soleil en [^.]*(qui relève|contrepoint)|Sun in [^.]*(sign, |counterpoint)/,
        );
      expect(essential).not.toMatch(/en est les|is its clearest signatures|maison \d+ (en|et)\b/);
    }
    expect(contrasts).toBeGreaterThan(0);
  });

  test('the year ahead tells its moments in the order they come', () => {
    for (const { facts, paragraphs } of portraits()) {
      const year = paragraphs.find((p) =>
        /L’année qui vient|Les douze prochains mois|The year ahead|The next twelve months/.test(
          p.heading ?? '',
        ),
      );
      if (!year) continue;
      const peaks = year.facts.map((id) => {
        const t = facts.transits.find((x) => transitId(facts, x) === id)!;
        return t.exact ?? t.start;
      });
      expect(peaks).toEqual([...peaks].sort());
    }
  });
});

describe('offline astrology long readings of real length (issue 38)', () => {
  const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  for (const lang of ['fr', 'en'] as const)
    for (const option of [2, 3] as const)
      test(`${lang}, option ${option}: aspects one by one, the angles' rulers, the balance; no sentence twice`, () => {
        const { facts, paragraphs } = forecast({ lang, option, birth_time: '14:30' });
        const cited = paragraphs.flatMap((p) => p.facts);
        // Each natal aspect told is cited by its own paragraph, the rulers by theirs.
        expect(cited.filter((id) => id.startsWith('aspect.')).length).toBeGreaterThanOrEqual(3);
        expect(cited.filter((id) => id.startsWith('ruler.')).length).toBeGreaterThanOrEqual(1);
        expect(cited).toContain('element.dominant');
        for (const p of facts.placements.filter((x) => ['mercury', 'mars', 'jupiter'].includes(x.id)))
          expect(cited).toContain(`planet.${p.id}`);
        const text = writingText(paragraphs);
        expect(words(text)).toBeGreaterThanOrEqual(option === 2 ? 800 : 1100);
        const sentences = paragraphs
          .flatMap((p) => p.text.split(/(?<=[.!?])\s+/))
          .filter((s) => s.length > 20);
        expect(sentences.length - new Set(sentences).size).toBe(0);
      });
});

describe('offline astrology, what sums up the months ahead', () => {
  const SLOW = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
  test('the opening names a slow transit when the period has one, never a few days of a fast planet', () => {
    let withSlow = 0;
    for (let i = 0; i < 24; i++) {
      const lang = i % 2 ? 'en' : 'fr';
      const month = String(1 + (i % 12)).padStart(2, '0');
      const { facts, paragraphs } = forecast({
        lang,
        birth_date: `${1960 + i}-${month}-${String(3 + i).padStart(2, '0')}`,
        birth_time: i % 3 ? `${String(5 + (i % 17)).padStart(2, '0')}:20` : null,
        reading_date: `2026-${month}-15`,
      });
      const slow = facts.transits.filter((t) => SLOW.has(t.planet_id));
      if (!slow.length) continue;
      withSlow += 1;
      // The opening's high point is the sentence after the period's kind: « … en trigone avec votre … »
      // (or « à votre »), "… trine your natal …" (or "trine your", "in trine to your natal").
      const opening = paragraphs[0]!.text;
      const named = facts.transits.filter((t) =>
        lang === 'fr'
          ? opening.includes(`${t.aspect} avec votre ${t.natal}`) ||
            opening.includes(`${t.aspect} à votre ${t.natal}`)
          : opening.includes(`${t.aspect} your natal ${t.natal}`) ||
            opening.includes(`${t.aspect} your ${t.natal}`) ||
            new RegExp(`${t.aspect} (?:to|with) your natal ${t.natal}`).test(opening),
      );
      expect(named.length, opening).toBeGreaterThan(0);
      expect(
        named.some((t) => SLOW.has(t.planet_id) && opening.includes(t.planet)),
        opening,
      ).toBe(true);
    }
    expect(withSlow).toBeGreaterThan(12);
  });
});

describe('offline astrology portrait without a birth time (issue 38)', () => {
  const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  for (const lang of ['fr', 'en'] as const)
    test(`${lang}: the rulers of the signs, the decans and the Sun and Moon stand in for the houses`, () => {
      const { facts, paragraphs } = forecast({ lang, option: 3, birth_time: null });
      expect(facts.houses).toEqual([]);
      const headings = paragraphs.map((p) => p.heading).filter(Boolean);
      expect(headings).toEqual(
        expect.arrayContaining(
          lang === 'fr'
            ? ['Soleil et Lune', 'Les maîtres de vos signes', 'Vos décans']
            : ['Sun and Moon', 'The rulers of your signs', 'Your decans'],
        ),
      );
      const text = writingText(paragraphs);
      expect(words(text)).toBeGreaterThanOrEqual(1300);
      // The node convention is said of this chart's node, at its degree.
      const node = facts.placements.find((p) => p.id === 'node')!;
      const nodeText = paragraphs.find((p) => p.facts.includes('planet.node'))!.text;
      expect(nodeText).toMatch(lang === 'fr' ? /nœud (?:moyen|vrai)/ : /(?:mean|true) node/);
      expect(nodeText).toContain(node.sign_name);
      // One colon a sentence at most.
      for (const p of paragraphs)
        for (const s of p.text.split(/(?<=[.!?])\s+/)) expect(s.split(':').length).toBeLessThanOrEqual(2);
    });
});
