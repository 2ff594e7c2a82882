import { describe, expect, it } from 'vitest';
import type { Config } from '#api/config.ts';
import { writeOffline } from '#api/interpreter/offline/offline-interpreter.ts';
import { renderReadingPdf } from '#api/pdf/reading-pdf.ts';
import { computeReading } from '#api/modules/readings/compute/compute.ts';
import type { NumerologyInputs } from '#api/modules/readings/request/inputs.ts';
import { birthPlaceText, buildReportModel } from './report';
import { storedWriting } from '#api/modules/readings/writing/writing.ts';
import { inspectPdf } from '#api/test/readings-kit.ts';

const config = { LEGAL_PUBLISHER: 'Arcanes SAS', LEGAL_CONTACT: 'bonjour@arcanes.local' } as Config;

const numerology = (lang: 'fr' | 'en', birth_place: string | null): NumerologyInputs => ({
  domain: 'numerologie',
  option: 2,
  lang,
  first_name: 'Camille',
  reading_date: '2026-11-23',
  full_name: 'Camille Élodie Rousseau',
  sexe: 'femme',
  birth_date: '1988-05-14',
  birth_time: null,
  birth_place,
  current_date: '2026-11-23',
  topic: 'amour',
  question: null,
});

async function report(inputs: NumerologyInputs) {
  const computation = computeReading(inputs, { forecast: true });
  const paragraphs = writeOffline({ lang: inputs.lang, facts: computation.facts, length: 'long' });
  const writing = storedWriting(
    {
      paragraphs,
      text: '',
      prompt: '',
      provider: 'offline',
      model: 'arcanes-offline',
      writer: { kind: 'rules', model: 'arcanes-offline' },
      tokensIn: null,
      tokensOut: null,
    },
    computation.facts,
  );
  // What a reading stored before the place was resolved cites: the birth fact with the raw id.
  writing.paragraphs[0]!.facts.push({ id: 'birth', label: `Naissance : 14 mai 1988, ${inputs.birth_place}` });
  const model = buildReportModel({
    readingId: '3f2a9c4e-0000-4000-8000-000000000000',
    createdAt: new Date('2026-11-23T10:00:00Z'),
    inputs,
    computation,
    writing,
    config,
  });
  return { model, pdf: inspectPdf((await renderReadingPdf(model)).bytes) };
}

describe('the numerology report names the birth place, never its id', () => {
  it('an id from /api/places becomes the place’s label on the cover and in the facts, fr and en', async () => {
    const fr = await report(numerology('fr', '2996944'));
    expect(fr.model.coverLines).toContainEqual(['Lieu de naissance', 'Lyon, Auvergne-Rhône-Alpes, France']);
    const text = fr.pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Lyon, Auvergne-Rhône-Alpes, France');
    expect(text).not.toContain('2996944');
    const en = await report(numerology('en', '2988507'));
    expect(en.model.coverLines).toContainEqual(['Birth place', 'Paris, Île-de-France, France']);
    expect(en.pdf.text).not.toContain('2988507');
  });

  it('a typed place is printed as typed; an unknown id or no place leaves the line out', async () => {
    expect(birthPlaceText('Saint-Malo', 'fr')).toBe('Saint-Malo');
    expect(birthPlaceText('  ', 'fr')).toBeNull();
    const unknown = await report(numerology('fr', '999999999'));
    expect(unknown.model.coverLines.map(([label]) => label)).not.toContain('Lieu de naissance');
    expect(unknown.pdf.text).not.toContain('999999999');
    const none = await report(numerology('fr', null));
    expect(none.model.coverLines.map(([label]) => label)).not.toContain('Lieu de naissance');
  });
});
