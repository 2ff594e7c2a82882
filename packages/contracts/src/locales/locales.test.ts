/// <reference types="node" />
// Every text of the web and of the API (errors, e-mails, PDF labels) exists in French and in English:
// the same files, the same keys (plural forms aside: French has « many », English does not), the same
// {{placeholders}}, nothing left empty, no placeholder in the old single-brace form; French elides with
// the typographic apostrophe « ’ », never the straight one (decision 0254), and English writes « ’ » too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation-messages';

const dir = import.meta.dirname;
const LANGS = ['fr', 'en'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json | string | string[] };

/** key path → text, arrays as one entry per item ("hero.trust.0"). */
export function flatten(value: Json | string | string[], prefix = '', out = new Map<string, string>()) {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  else for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();

function load(lang: string) {
  const files = fs.readdirSync(path.join(dir, lang)).filter((f) => f.endsWith('.json'));
  return new Map(
    files.map((f) => [f, flatten(JSON.parse(fs.readFileSync(path.join(dir, lang, f), 'utf8')) as Json)]),
  );
}

const catalogues = Object.fromEntries(LANGS.map((l) => [l, load(l)])) as Record<
  (typeof LANGS)[number],
  Map<string, Map<string, string>>
>;

describe('the catalogues', () => {
  it('have the same files in both languages', () => {
    expect([...catalogues.en.keys()].sort()).toEqual([...catalogues.fr.keys()].sort());
  });

  for (const file of catalogues.fr.keys()) {
    it(`${file}: the same keys and placeholders in French and English, none empty`, () => {
      const fr = catalogues.fr.get(file)!;
      const en = catalogues.en.get(file) ?? new Map<string, string>();
      const base = (m: Map<string, string>) => new Set([...m.keys()].map((k) => k.replace(PLURAL, '')));
      const frKeys = base(fr);
      const enKeys = base(en);
      expect(
        [...frKeys].filter((k) => !enKeys.has(k)),
        'only in French',
      ).toEqual([]);
      expect(
        [...enKeys].filter((k) => !frKeys.has(k)),
        'only in English',
      ).toEqual([]);
      for (const [lang, m] of [
        ['fr', fr],
        ['en', en],
      ] as const)
        for (const [key, text] of m) expect(text.trim(), `${lang} ${file} ${key}`).not.toBe('');
      // Placeholders: compare each key's union over its plural forms.
      const vars = (m: Map<string, string>) => {
        const byKey = new Map<string, Set<string>>();
        for (const [key, text] of m) {
          const k = key.replace(PLURAL, '');
          const set = byKey.get(k) ?? new Set<string>();
          for (const p of placeholders(text)) if (p && p !== 'count') set.add(p);
          byKey.set(k, set);
        }
        return byKey;
      };
      for (const [lang, m] of [
        ['fr', fr],
        ['en', en],
      ] as const)
        for (const [key, text] of m)
          expect(text.replace(/\{\{[^}]*\}\}/g, ''), `${lang} ${file} ${key}`).not.toMatch(/\{\w+\}/);
      const frVars = vars(fr);
      const enVars = vars(en);
      for (const [key, set] of frVars)
        expect([...(enVars.get(key) ?? [])].sort(), `${file} ${key}`).toEqual([...set].sort());
    });
  }
});

/** Each straight apostrophe after a letter (« l'adresse », « l'« Éditeur » »), with a little context. */
const straightApostrophes = (text: string) =>
  [...text.matchAll(/\p{L}'/gu)].map((m) => text.slice(Math.max(0, m.index - 12), m.index + 12));

describe('French typography', () => {
  it('finds the straight apostrophe it is looking for', () => {
    expect(straightApostrophes("Vous n'avez pas lu l'« Éditeur » ; l’accord")).toEqual([
      "Vous n'avez pas l",
      "avez pas lu l'« Éditeur ",
    ]);
  });

  // mail.json and pdf.json are the e-mails' and the PDF report's words: they are checked here too.
  for (const [file, texts] of catalogues.fr)
    it(`${file}: every French text elides with « ’ »`, () => {
      const found = [...texts].flatMap(([key, text]) => straightApostrophes(text).map((s) => `${key}: ${s}`));
      expect(found).toEqual([]);
    });

  it('the forms’ validation messages and field names elide with « ’ » in French', () => {
    const texts = [...Object.values(VALIDATION_MESSAGES), ...Object.values(FIELD_LABELS)].map((m) => m.fr);
    expect(texts.flatMap(straightApostrophes)).toEqual([]);
  });
});

// English takes the same apostrophe as the rest of the site (the readings' English, "the cards’ answer"),
// and English quotation marks, not French guillemets.
describe('English typography', () => {
  for (const [file, texts] of catalogues.en)
    it(`${file}: every English text uses « ’ » and “ ”`, () => {
      const found = [...texts].flatMap(([key, text]) =>
        [...straightApostrophes(text), ...(text.match(/[«»]/g) ?? [])].map((s) => `${key}: ${s}`),
      );
      expect(found).toEqual([]);
    });

  it('the forms’ validation messages and field names use « ’ » in English', () => {
    const texts = [...Object.values(VALIDATION_MESSAGES), ...Object.values(FIELD_LABELS)].map((m) => m.en);
    expect(texts.flatMap(straightApostrophes)).toEqual([]);
  });
});
