import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 39's wording defects, held where they were: « l’envoie du mail » (the noun is « l’envoi »).
const dir = path.join(import.meta.dirname, 'fr');
const texts = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')] as const);

describe('French catalogues', () => {
  it('write « l’envoi » (the sending), never the verb « l’envoie »', () => {
    const found = texts.filter(([, text]) => /l[’']envoie\b/i.test(text)).map(([f]) => f);
    expect(found).toEqual([]);
  });
});

describe('the answer to a PDF reading (issue 39)', () => {
  const read = (lang: string) =>
    (
      JSON.parse(fs.readFileSync(path.join(import.meta.dirname, lang, 'readings.json'), 'utf8')) as {
        result: Record<string, string>;
      }
    ).result;
  it('does not say the e-mail was sent in the sentence before the one that says when it will come', () => {
    expect(read('fr').mailSent).not.toMatch(/a été envoyé/);
    expect(read('fr').mailDelay_other).toMatch(/sous \{\{count\}\} heures/);
    expect(read('en').mailSent).not.toMatch(/has been sent/);
    expect(read('en').mailDelay_other).toMatch(/within \{\{count\}\} hours/);
  });
});

describe('the terms’ reviews section (DSA articles 16 and 17)', () => {
  const json = (lang: string, file: string) =>
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, lang, file), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  it.each(['fr', 'en'])('%s: tells how to report a review, by the link the home page shows', (lang) => {
    const reviews = (json(lang, 'legal.json').terms.sections as { id: string; body: string[] }[]).find(
      (s) => s.id === 'avis',
    )!;
    const link = json(lang, 'home.json').reviews.report.open as string;
    const reporting = reviews.body.find((p) => p.includes(link));
    expect(reporting, `a paragraph naming « ${link} »`).toBeDefined();
    expect(reporting).toMatch(/2022\/2065/);
  });
});
