import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoTopUp } from '#api/test/fixtures.ts';
import { markedContentBalanced, readPdfStructure, structTypes } from '#api/test/pdf-structure.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, inspectPdf, order, waitForStatus } from '#api/test/readings-kit.ts';

// Issue 41 (EAA, RGAA): the documents a customer downloads are tagged PDFs — a structure tree with the
// headings, paragraphs, tables and figures in reading order, the document's language and title — read
// back here from the bytes served over HTTP.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('tagged PDFs', () => {
  test('a PDF reading: Document, a figure with its text alternative, headings and paragraphs in order, footers as artifacts', async () => {
    const c = await customer(t.app.db, { cents: 5000 });
    const res = await order(
      t.app,
      c.headers,
      { domain: 'numerology', option: 2 },
      { extra: { accept_order: true } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().reading_id as string;
    await waitForStatus(t.app.db, id, 'sent');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/readings/${id}/pdf`,
      headers: c.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload;
    const structure = readPdfStructure(bytes);
    expect(markedContentBalanced(bytes)).toBe(true);
    expect(structure).toMatchObject({ marked: true, lang: 'fr-FR', displayDocTitle: true });
    const types = structTypes(structure.root);
    expect(types[0]).toBe('Document');
    const top = structure.root!.children.map((n) => n.type);
    // The cover, then the figure, then the readings: H1 before its paragraphs.
    expect(top[0]).toBe('Sect');
    expect(top).toContain('Figure');
    expect(top.indexOf('Figure')).toBeLessThan(top.indexOf('H1'));
    expect(types.filter((x) => x === 'H1').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((x) => x === 'H2').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((x) => x === 'P').length).toBeGreaterThanOrEqual(10);
    // (The contents go on the cover only when it has room for them.)
    // Every element holds marked content (nothing empty), and the text still reads as before.
    expect(structure.root!.children.every((n) => n.mcids > 0 || n.children.length > 0)).toBe(true);
    const { text, info } = inspectPdf(bytes);
    expect(text).toContain('Sur quoi repose cette lecture');
    expect(info).toMatch(/AIGenerated:\s+false/);
  });

  test('an invoice: title, seller and buyer headings, the line and the totals as tables', async () => {
    const c = await customer(t.app.db, { cents: 0 });
    await demoTopUp(t.app, c.cookie, 2);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/invoices', headers: c.headers })
    ).json();
    const invoice = list.invoices[0] as { id: string };
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/invoices/${invoice.id}/pdf`,
      headers: c.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const structure = readPdfStructure(pdf.rawPayload);
    expect(markedContentBalanced(pdf.rawPayload)).toBe(true);
    expect(structure).toMatchObject({ marked: true, lang: 'fr-FR', displayDocTitle: true });
    const top = structure.root!.children.map((n) => n.type);
    expect(top.slice(0, 2)).toEqual(['H1', 'P']);
    expect(top.filter((x) => x === 'H2')).toHaveLength(2);
    const tables = structure.root!.children.filter((n) => n.type === 'Table');
    expect(tables).toHaveLength(2);
    // The line table: a header row (TH) and the top-up's row (TD), four cells each.
    expect(tables[0]!.children.map((r) => [r.type, r.children.map((c) => c.type)])).toEqual([
      ['TR', ['TH', 'TH', 'TH', 'TH']],
      ['TR', ['TD', 'TD', 'TD', 'TD']],
    ]);
    expect(tables[1]!.children).toHaveLength(3);
    expect(inspectPdf(pdf.rawPayload).text).toMatch(/Total TTC\s+19,90 €/);
  });
});
