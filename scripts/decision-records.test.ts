// Decision records (docs/decisions/) carry a date, a status and what they replace, and the two ends of
// every replacement agree: when B says it replaces (part of) A, A's status names B, and the other way.
// A record wholly replaced (« superseded by NNNN ») lives in docs/decisions/superseded/; the index
// (docs/decisions/README.md) links only to files that are there.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, '..', 'docs', 'decisions');

interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  header: string;
}

export function parseRecord(file: string, text: string): DecisionRecord {
  const lines = text.split('\n');
  const header: string[] = [];
  for (const line of lines.slice(2)) {
    if (line.trim() === '') break;
    header.push(line.trim());
  }
  return { file, number: file.slice(0, 4), title: lines[0] ?? '', header: header.join(' ') };
}

const HEADER =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (current|accepted|proposed|superseded by \d{4}|(?:current|accepted), in part replaced by \d{4}(?:, \d{4})*(?: and \d{4})?)((?: · (?:Replaces|Extends|Builds on|Adds to|Completes): [^·]+)+)$/;

/** The header's fields: date, status, and each relation (Replaces, Extends…) with its text. */
export function headerFields(header: string) {
  const m = HEADER.exec(header);
  if (!m) return null;
  const relations = new Map<string, string>();
  for (const part of m[3]!.split(' · ').slice(1)) {
    const i = part.indexOf(': ');
    relations.set(part.slice(0, i), part.slice(i + 2));
  }
  return { date: m[1]!, status: m[2]!, relations };
}

const supersededDir = path.join(dir, 'superseded');
const recordFiles = (folder: string) =>
  fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => /^\d{4}-.*\.md$/.test(f)) : [];
const current = recordFiles(dir);
const superseded = recordFiles(supersededDir);
const records = [
  ...current.map((f) => parseRecord(f, fs.readFileSync(path.join(dir, f), 'utf8'))),
  ...superseded.map((f) => parseRecord(f, fs.readFileSync(path.join(supersededDir, f), 'utf8'))),
].sort((a, b) => a.file.localeCompare(b.file));
const numbers = new Set(records.map((r) => r.number));

describe('decision records', () => {
  it('are named NNNN-slug.md, one number each, titled « # NNNN — … »', () => {
    expect(records.length).toBeGreaterThan(10);
    for (const r of records) {
      expect(r.file, r.file).toMatch(/^\d{4}-[a-z0-9-]+\.md$/);
      expect(r.title, r.file).toMatch(new RegExp(`^# ${r.number} — \\S`));
    }
    expect(numbers.size).toBe(records.length);
  });

  it('open with « Date: … · Status: … · Replaces: … » (or Extends, Builds on, Adds to, Completes)', () => {
    for (const r of records) {
      const fields = headerFields(r.header);
      expect(fields, `${r.file}: ${r.header}`).not.toBeNull();
      const date = new Date(`${fields!.date}T00:00:00Z`);
      expect(Number.isNaN(date.getTime()), r.file).toBe(false);
      expect(date.toISOString().slice(0, 10), r.file).toBe(fields!.date);
      // A record is written when it is decided: never dated in the future.
      expect(fields!.date <= new Date().toISOString().slice(0, 10), `${r.file}: ${fields!.date}`).toBe(true);
    }
  });

  it('agree at both ends of every replacement', () => {
    const replacedBy = new Map<string, Set<string>>();
    for (const r of records) {
      const replaces = headerFields(r.header)?.relations.get('Replaces') ?? '';
      for (const n of replaces.match(/\b\d{4}\b/g) ?? []) {
        if (!numbers.has(n) || n === r.number) continue;
        if (!replacedBy.has(n)) replacedBy.set(n, new Set());
        replacedBy.get(n)!.add(r.number);
      }
    }
    for (const r of records) {
      const status = headerFields(r.header)?.status ?? '';
      const named = new Set(/^(current|accepted|superseded)/.test(status) ? status.match(/\d{4}/g) : []);
      expect([...named].sort(), `${r.file}: status « ${status} »`).toEqual(
        [...(replacedBy.get(r.number) ?? [])].sort(),
      );
    }
  });
});

describe('current and superseded', () => {
  it('a record wholly superseded is in superseded/, and only such a record', () => {
    for (const r of records) {
      const status = headerFields(r.header)?.status ?? '';
      expect(superseded.includes(r.file), `${r.file}: « ${status} »`).toBe(status.startsWith('superseded'));
    }
  });

  it('the index (docs/decisions/README.md) links to records that are there, and to no superseded one', () => {
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const links = [...index.matchAll(/\]\((\d{4}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(50);
    for (const link of links) expect(current, link).toContain(link);
  });
});

describe('the header rule itself', () => {
  it('refuses a record without a date, a status or a relation', () => {
    expect(headerFields('Date: 2026-11-23. Status: accepted. Replaces nothing.')).toBeNull();
    expect(headerFields('Date: 2026-11-23 · Status: accepted')).toBeNull();
    expect(headerFields('Status: accepted · Replaces: nothing')).toBeNull();
    expect(headerFields('Date: 2026-11-23 · Status: maybe · Replaces: nothing')).toBeNull();
    expect(headerFields('Date: 2026-11-23 · Status: accepted · Replaces: nothing (new)')).not.toBeNull();
    expect(headerFields('Date: 2026-11-23 · Status: current · Replaces: nothing (new)')).not.toBeNull();
    expect(headerFields('Date: 2026-11-23 · Status: superseded by 0300 · Extends: 0200')).not.toBeNull();
  });
});
