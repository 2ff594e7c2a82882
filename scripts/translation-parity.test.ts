/**
 * The web's translator (apps/web/src/lib/translator.ts, decision 0261) and the API's i18next read the
 * same catalogues: every text of every catalogue, in French and English, goes through both with the same
 * arguments — each of its {{placeholders}} given a value, a plural's stem given counts that reach each of
 * the language's forms, a list or group read whole — and both must write the same thing. A catalogue
 * text using what only i18next does (nesting `$t(…)`, formats `{{n, number}}`, context `_male`) fails
 * here, as does a difference in plural choice or filling.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { I18N_OPTIONS } from '../apps/api/src/lib/i18n';
import { Translator, type TOptions } from '../apps/web/src/lib/translator';

const localesDir = path.resolve(import.meta.dirname, '../packages/contracts/src/locales');
const LANGS = ['fr', 'en'] as const;
type Tree = Record<string, unknown>;
const namespaces = fs
  .readdirSync(path.join(localesDir, 'fr'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const resources = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree,
      ]),
    ),
  ]),
);

const i18n = createInstance();
void i18n.init({
  ...I18N_OPTIONS,
  supportedLngs: [...I18N_OPTIONS.supportedLngs],
  resources,
  ns: namespaces,
  defaultNS: 'common',
});

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every key to ask for: a text's path, a plural by its stem, a list or group by its path. */
function keysOf(tree: Tree, prefix = ''): { key: string; kind: 'text' | 'plural' | 'branch' }[] {
  const out: { key: string; kind: 'text' | 'plural' | 'branch' }[] = [];
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix + k;
    if (typeof v === 'string') {
      if (PLURAL.test(k)) {
        const stem = key.replace(PLURAL, '');
        if (!out.some((o) => o.key === stem && o.kind === 'plural')) out.push({ key: stem, kind: 'plural' });
      } else out.push({ key, kind: 'text' });
    } else if (v && typeof v === 'object') {
      out.push({ key, kind: 'branch' });
      if (!Array.isArray(v)) out.push(...keysOf(v as Tree, `${key}.`));
    }
  }
  return out;
}

/** A distinct value for each placeholder found under the node (so a swapped one shows). */
function valuesFor(node: unknown): Record<string, unknown> {
  const values: Tree = {};
  const text = JSON.stringify(node) ?? '';
  for (const [, name] of text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)) {
    if (!name) continue;
    if (name === 'count') {
      values.count = 3; // a plain {{count}} outside a plural (a plural's count is set below)
      continue;
    }
    const parts = name.split('.');
    let at = values;
    parts.slice(0, -1).forEach((p) => (at = (at[p] ??= {}) as Tree));
    at[parts.at(-1)!] = `‹${name}›`;
  }
  return values;
}

function nodeAt(lang: string, ns: string, key: string): unknown {
  return key.split('.').reduce<unknown>((n, p) => (n as Tree | undefined)?.[p], resources[lang]?.[ns]);
}

// 0, 1, 2, 5 and 21 reach every form French and English have (fr: one for 0 and 1; many for millions).
const COUNTS = [0, 1, 2, 5, 21, 1_000_000];

describe.each(LANGS)('the web translator and i18next write the same texts (%s)', (lang) => {
  const web = new Translator({ lng: lang, fallbackLng: 'fr', resources: structuredClone(resources) });
  const api = i18n.getFixedT(lang);
  test.each(namespaces)('%s', (ns) => {
    const keys = keysOf(resources[lang]![ns]!);
    expect(keys.length).toBeGreaterThan(0);
    const differences: string[] = [];
    let compared = 0;
    for (const { key, kind } of keys) {
      const stemNode = kind === 'plural' ? nodeAt(lang, ns, '') : nodeAt(lang, ns, key);
      const values = valuesFor(kind === 'plural' ? resources[lang]![ns] : stemNode);
      const calls: TOptions[] =
        kind === 'plural'
          ? COUNTS.map((count) => ({ ...values, count }))
          : kind === 'branch'
            ? [{ ...values, returnObjects: true }]
            : [values];
      for (const options of calls) {
        const fromWeb = web.fixedT(ns as never)(key as never, options as never) as unknown;
        const fromApi = api(key, { ...options, ns }) as unknown;
        compared += 1;
        if (JSON.stringify(fromWeb) !== JSON.stringify(fromApi))
          differences.push(
            `${ns}:${key} ${JSON.stringify(options)}\n  web: ${JSON.stringify(fromWeb)}\n  api: ${JSON.stringify(fromApi)}`,
          );
      }
    }
    expect(compared).toBeGreaterThanOrEqual(keys.length);
    expect(differences, differences.slice(0, 10).join('\n')).toEqual([]);
  });
});

test('the comparison sees a difference: a nested $t(…) is filled by i18next only', () => {
  const tree = { a: 'x', b: 'see $t(a)' };
  const web = new Translator({ lng: 'fr', fallbackLng: 'fr', resources: { fr: { common: tree } } });
  const api = createInstance();
  void api.init({
    ...I18N_OPTIONS,
    supportedLngs: ['fr'],
    resources: { fr: { common: tree } },
    ns: ['common'],
    defaultNS: 'common',
  });
  expect(web.t('b' as never)).not.toBe(api.t('b'));
});
