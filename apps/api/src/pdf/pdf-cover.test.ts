import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeChart } from '@arcanes/domain/astrology/chart';
import { renderReadingPdf } from './reading-pdf';
import type { ReportModel } from './report-model';

/** The text of each page, as pdftotext reads it. */
function pages(bytes: Uint8Array, count: number): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-cover-pdf-'));
  try {
    const file = path.join(dir, 'r.pdf');
    fs.writeFileSync(file, bytes);
    return Array.from({ length: count }, (_, i) =>
      execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' '),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const body = 'Votre Soleil en Bélier donne l’élan. '.repeat(12);
const model: ReportModel = {
  lang: 'fr',
  readingId: '7c1d2e3f-0000-4000-8000-000000000000',
  domainName: 'Astrologie',
  optionTitle: 'Thème natal',
  title: 'Le portrait de votre thème natal',
  firstName: 'Margaux',
  coverLines: [
    ['Date de naissance', '12 avril 1990'],
    ['Lieu de naissance', 'Lyon, Auvergne-Rhône-Alpes, France'],
  ],
  summary: ['Soleil en Bélier (22°05′)', 'Lune en Poissons (3°12′)', 'Ascendant en Lion (1°40′)'],
  issuedOn: '23 novembre 2026',
  visual: {
    kind: 'chart',
    chart: computeChart({ instant: new Date('1990-04-12T08:30:00Z'), lat: 45.76, lon: 4.84 }),
  },
  symbolic: Array.from({ length: 6 }, (_, i) => ({ heading: `Section ${i + 1}`, body })),
  writing: {
    kind: 'ai',
    model: 'test-model',
    label: 'Texte généré par IA (modèle test-model)',
    paragraphs: [
      { text: 'Oui : l’élan est là, prenez-le.', facts: [{ id: 'sun', label: 'Soleil en Bélier' }] },
      { heading: 'Votre vie intérieure', text: body, facts: [{ id: 'moon', label: 'Lune en Poissons' }] },
    ],
  },
  forecast: [{ dates: '1 déc. 2026', title: 'Jupiter trigone Soleil', note: 'Une ouverture.' }],
  forecastWindow: { from: '1 décembre 2026', to: '31 mai 2027' },
  forecastNote: 'Les transits.',
  legal: { publisher: 'Arcanes SAS', contact: 'bonjour@arcanes.local' },
};

describe('the report’s cover', () => {
  it('holds the title, for whom, the details card, the contents with true page numbers and the writer', async () => {
    const pdf = await renderReadingPdf(model);
    const text = pages(pdf.bytes, pdf.pages);
    const cover = text[0]!;
    for (const part of [
      'Le portrait de votre thème natal',
      'Pour Margaux',
      'VOS DONNÉES',
      'Lieu de naissance Lyon, Auvergne-Rhône-Alpes, France',
      'En bref',
      'Établi le 23 novembre 2026 · Référence 7c1d2e3f',
      'RÉDACTION Texte généré par IA (modèle test-model)',
      'Dans ce rapport',
    ])
      expect(cover).toContain(part);
    // Each contents entry points at the page where its section begins.
    for (const section of [
      'Votre thème natal',
      'Lecture symbolique',
      'Lecture intuitive',
      'Prévision datée',
      'Sur quoi repose cette lecture',
      'À propos de ce rapport',
    ]) {
      const page = Number(new RegExp(`${section} (\\d+)`).exec(cover)?.[1]);
      expect(page, section).toBeGreaterThan(1);
      expect(text[page - 1], `${section} on page ${page}`).toContain(section);
    }
    // The answer is set apart at the top of the intuitive reading, under its label.
    const intuitive = text.find((t) => t.includes('Lecture intuitive Texte généré par IA'))!;
    expect(intuitive).toMatch(/L’ESSENTIEL Oui : l’élan est là, prenez-le\. Votre vie intérieure/);
    // Every page has its footer and number.
    text.forEach((t, i) => expect(t).toContain(`Page ${i + 1} sur ${pdf.pages}`));
  });
});
