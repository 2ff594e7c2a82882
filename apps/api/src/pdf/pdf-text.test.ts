import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { registerFonts, type FontName } from './fonts';
import { loadPdfLibs } from './pdf-libs';
import { renderReadingPdf } from './reading-pdf';
import type { ReportModel } from './report-model';

function pdftotext(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-text-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A document whose only letter is « É » in every font: its subset asks fontkit for E without text. */
async function renderOnlyAccentedE(): Promise<void> {
  await loadPdfLibs(); // registerFonts takes fontkit from there (the renderers load it themselves)
  const doc = new PDFDocument({ size: 'A4' });
  registerFonts(doc);
  for (const name of ['sans', 'sansBold', 'serif', 'serifBold', 'serifItalic'] satisfies FontName[])
    doc.font(name).text('É');
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.on('data', () => {});
  doc.end();
  await done;
}

const line = 'Expression ÉTÉ À ÇA ŒUVRE Ève Île Ô CAMILLE ROUSSEAU ZOÉ LEFÈVRE réflexion vérifié officielle';
const model: ReportModel = {
  lang: 'fr',
  readingId: '00000000-0000-4000-8000-000000000000',
  domainName: 'Astrologie',
  optionTitle: 'Thème natal',
  title: `Thème de ${line}`,
  firstName: 'CAMILLE',
  coverLines: [['Nom complet', line]],
  summary: [line],
  issuedOn: '23 novembre 2026',
  visual: {
    kind: 'chart',
    chart: computeChart({ instant: new Date('1990-04-12T08:30:00Z'), lat: 48.8566, lon: 2.3522 }),
  },
  symbolic: [{ heading: line, body: line }],
  writing: {
    kind: 'rules',
    model: null,
    label: 'Rédigé par nos règles',
    paragraphs: [
      { text: line, facts: [{ id: 'sun', label: line }] },
      { heading: line, text: line, facts: [] },
    ],
  },
  forecast: [{ dates: '1 déc. 2026', title: line, note: line }],
  forecastWindow: { from: '1 décembre 2026', to: '31 décembre 2026' },
  forecastNote: line,
  legal: { publisher: 'Arcanes', contact: 'bonjour@arcanes.local' },
};

describe('the report’s text layer extracts as written', () => {
  it('capitals, accented capitals, ligature-prone words and the astrological glyphs, after another report', async () => {
    // The fonts are parsed once per process: an earlier document must not spoil a later one's text.
    await renderOnlyAccentedE();
    const text = pdftotext((await renderReadingPdf(model)).bytes);
    const flat = text.replace(/\s+/g, ' ');
    // Every style prints the line (title, cover, headings, body, italic intro, the basis list).
    expect(flat.split(line).length - 1).toBeGreaterThanOrEqual(6);
    expect(flat).not.toMatch(/(^|[^E])xpression/);
    expect(flat).not.toContain('CAMILL ');
    // Ligatures read as their letters.
    expect(flat).not.toMatch(/[\ufb00-\ufb4f]/);
    // The chart table: planet glyphs, retrograde sign, signs in longitudes.
    for (const glyph of ['☉', '☽', '☿', '♀', '♂', '♃', '♄']) expect(flat).toContain(glyph);
    expect(flat).toMatch(/[♈♉♊♋♌♍♎♏♐♑♒♓]/);
  });
});
