import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translator } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/use-translation.tsx';
import { AdminTable, type AdminColumn } from './admin-table';

interface Row {
  id: number;
  name: string;
  cents: number;
}
const columns: AdminColumn<Row, 'name' | 'cents'>[] = [
  { header: 'Nom', sortKey: 'name', rowHeader: true, cell: (r) => r.name },
  { header: 'Montant', sortKey: 'cents', className: 'num', cell: (r) => `${r.cents / 100} €` },
  { header: 'Actions', hiddenHeader: true, cell: (r) => <button type="button">Modifier {r.name}</button> },
];
const catalogue = (ns: string) =>
  JSON.parse(
    fs.readFileSync(
      new URL(`../../../../../../packages/contracts/src/locales/fr/${ns}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;
// The texts the table shows around the given cells (sort buttons), as in the app.
const i18n = new Translator({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { admin: catalogue('admin'), common: catalogue('common') } },
});
const render = (rows: Row[], stale = false) =>
  renderToStaticMarkup(
    <TranslatorProvider i18n={i18n}>
      <AdminTable
        caption="2 lignes"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="Aucune ligne."
        stale={stale}
        sort={{ sort: 'cents', order: 'desc', onSort: () => {} }}
      />
    </TranslatorProvider>,
  );

describe('the admin table', () => {
  it('names each row by its first cell, sorts by the column in use, hides the actions heading', () => {
    const html = render([
      { id: 1, name: 'Alma', cents: 1990 },
      { id: 2, name: 'Bruno', cents: 699 },
    ]);
    expect(html).toContain('<caption>2 lignes</caption>');
    expect(html.match(/<th scope="row">/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="col" aria-sort="descending" class="num">/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect(html).toContain('<span class="visually-hidden">Actions</span>');
    expect(html).toContain('<td class="num">19.9 €</td>');
    expect(html).not.toContain('aria-busy');
  });

  it('says there is nothing in one cell across every column, and marks stale rows busy', () => {
    const html = render([], true);
    expect(html).toMatch(/<td colSpan="3" class="empty">Aucune ligne.<\/td>/i);
    expect(html).toContain('aria-busy="true"');
  });
});
