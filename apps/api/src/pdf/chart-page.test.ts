import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { renderReadingPdf } from './reading-pdf';
import type { ReportModel } from './report-model';

function pdfText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-chart-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const model = (lang: 'fr' | 'en', chart: ReturnType<typeof computeChart>): ReportModel => ({
  lang,
  readingId: '00000000-0000-4000-8000-000000000000',
  domainName: 'Astrologie',
  optionTitle: 'Thème natal',
  title: 'Thème',
  firstName: 'Ingrid',
  coverLines: [],
  summary: [],
  issuedOn: '23/11/2026',
  visual: { kind: 'chart', chart },
  symbolic: [{ heading: 'Portrait', body: 'Texte.' }],
  writing: { kind: 'rules', model: null, label: 'Règles', paragraphs: [] },
  forecast: [],
  forecastWindow: null,
  forecastNote: '',
  legal: { publisher: 'Arcanes', contact: 'bonjour@arcanes.local' },
});

const tromso = { instant: new Date('1985-12-21T09:00:00Z'), lat: 69.6492, lon: 18.9553 };

describe('the PDF chart page says which houses it shows', () => {
  it('beyond the polar circle: whole signs instead of Placidus, fr and en', async () => {
    const chart = computeChart(tromso);
    const fr = pdfText((await renderReadingPdf(model('fr', chart))).bytes);
    expect(fr).toContain('Maisons : signes entiers. À cette latitude, au-delà du cercle polaire');
    const en = pdfText((await renderReadingPdf(model('en', chart))).bytes);
    expect(en).toContain('Houses: whole signs. At this latitude, beyond the polar circle');
  });

  it('in Paris: Placidus, named', async () => {
    const chart = computeChart({ ...tromso, lat: 48.8566, lon: 2.3522 });
    expect(pdfText((await renderReadingPdf(model('fr', chart))).bytes)).toContain('Maisons : Placidus.');
  });

  it('unknown birth time: no angles, no houses, and it says so', async () => {
    const chart = computeChart({ ...tromso, lat: 48.8566, lon: 2.3522, timeKnown: false });
    const text = pdfText((await renderReadingPdf(model('fr', chart))).bytes);
    expect(text).toContain('Heure de naissance inconnue : ni Ascendant, ni Milieu du Ciel, ni maisons.');
    expect(text).not.toContain('Maisons : Placidus');
  });
});
