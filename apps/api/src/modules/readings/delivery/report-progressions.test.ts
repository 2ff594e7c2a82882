import { describe, expect, it } from 'vitest';
import type { Config } from '#api/config.ts';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { createOfflineInterpreter } from '#api/interpreter/offline/offline-interpreter.ts';
import { renderReadingPdf } from '#api/pdf/reading-pdf.ts';
import { computeReading } from '#api/modules/readings/compute/compute.ts';
import type { AstrologyInputs } from '#api/modules/readings/request/inputs.ts';
import { storedWriting } from '#api/modules/readings/writing/writing.ts';
import { longAstrologyInputs } from '#api/test/reading-fixtures.ts';
import { inspectPdf } from '#api/test/readings-kit.ts';
import { buildReportModel } from './report';

const config = { LEGAL_PUBLISHER: 'Arcanes SAS', LEGAL_CONTACT: 'bonjour@arcanes.local' } as Config;

/** The real path: compute the facts, write through the interpreter (and its check), build the PDF. */
async function deliver(i: AstrologyInputs) {
  const computation = computeReading(i, { forecast: true });
  const written = await createOfflineInterpreter().interpret({
    lang: i.lang,
    facts: computation.facts,
    length: 'long',
  });
  const writing = storedWriting(written, computation.facts);
  const model = buildReportModel({
    readingId: '3f2a9c4e-0000-4000-8000-000000000000',
    createdAt: new Date('2026-11-24T10:00:00Z'),
    inputs: i,
    computation,
    writing,
    config,
  });
  const pdf = inspectPdf((await renderReadingPdf(model)).bytes);
  return { facts: computation.facts as AstrologyFacts, written, pdf };
}

describe('the long astrology readings use the progressions and the solar return (issue 38)', () => {
  it.each([
    ['fr', 2],
    ['fr', 3],
    ['en', 2],
    ['en', 3],
  ] as const)(
    '%s, option %i: the text names its progressed Moon and its solar return; the PDF prints them',
    async (lang, option) => {
      const { facts, written, pdf } = await deliver(longAstrologyInputs(lang, option));
      const p = facts.progressions!;
      const r = facts.solar_return!;
      expect(p).toBeTruthy();
      expect(r).toBeTruthy();
      // Born 17 May 1990 at 14:30 in Paris; read from 24 November 2026: 36 years of age.
      expect(p.age).toBe(36);
      const moon = p.points.find((x) => x.id === 'moon')!;
      const text = written.text.replace(/\s+/g, ' ');
      // The progressed Moon with its sign, the solar return with its Ascendant's sign.
      expect(text).toMatch(
        lang === 'fr'
          ? new RegExp(`Lune progressée[^.]{0,40}${moon.sign_name}`)
          : new RegExp(`progressed Moon[^.]{0,40}${moon.sign_name}`),
      );
      expect(text).toContain(lang === 'fr' ? 'révolution solaire' : 'solar return');
      expect(text).toContain(r.ascendant.sign_name);
      // Which factors carried the judgement is said.
      expect(text).toContain(lang === 'fr' ? 'Ce qui a pesé' : 'What weighed');
      // The paragraphs cite the facts they rest on.
      const cited = written.paragraphs.flatMap((x) => x.facts);
      expect(cited).toContain('progressed.moon');
      expect(cited).toContain('return.ascendant');
      // The PDF prints the symbolic section with the method and the return's date and convention.
      const printed = pdf.text.replace(/\s+/g, ' ');
      expect(printed).toContain(
        lang === 'fr' ? 'Progressions et révolution solaire' : 'Progressions and solar return',
      );
      expect(printed).toContain(lang === 'fr' ? 'arc solaire' : 'solar arc');
      expect(printed).toContain(lang === 'fr' ? 'lieu de naissance' : 'birthplace');
    },
  );

  it('the solar return of the year read: within a day of the birthday, in the year the window mostly covers', () => {
    const three = computeReading(longAstrologyInputs('fr', 2), { forecast: true }).facts as AstrologyFacts;
    const twelve = computeReading(longAstrologyInputs('fr', 3), { forecast: true }).facts as AstrologyFacts;
    // 24 Nov 2026 → 24 Feb 2027: the middle is January 2027, the birthday of May 2026 opened that year.
    expect(three.solar_return!.date).toMatch(/^2026-05-1[678]$/);
    // 24 Nov 2026 → 24 Nov 2027: the middle is late May 2027, just after the 2027 birthday.
    expect(twelve.solar_return!.date).toMatch(/^2027-05-1[678]$/);
  });

  it('a reading dated the birth day itself, before the hour of birth, has no progressed day yet', () => {
    const facts = computeReading(
      { ...longAstrologyInputs('fr', 2), birth_date: '2026-11-24', birth_time: '23:00' },
      { forecast: true },
    ).facts as AstrologyFacts;
    expect(facts.progressions ?? null).toBeNull();
    expect(facts.placements.length).toBeGreaterThan(0);
  });

  it('an unknown birth time gives neither (the hour moves the return by up to half a day)', () => {
    const facts = computeReading({ ...longAstrologyInputs('en', 3), birth_time: null }, { forecast: true })
      .facts as AstrologyFacts;
    expect(facts.progressions ?? null).toBeNull();
    expect(facts.solar_return ?? null).toBeNull();
  });
});
