import { axeViolations, forTheme } from './helpers/a11y';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSignedIn } from './admin-helpers';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { json } from './helpers/visitor';

/** Pages of our own, unknown to every other test, so that their counts are exactly ours. */
const stamp = `e2e-${Date.now().toString(36)}`;
const VIEWS: [string, number][] = [
  [`/${stamp}/tarifs`, 3],
  [`/${stamp}/lecture/42?utm=x`, 2], // counted as /…/lecture/:id
  [`/${stamp}/contact`, 1],
];
const COUNTED: [string, number][] = [
  [`/${stamp}/tarifs`, 3],
  [`/${stamp}/lecture/:id`, 2],
  [`/${stamp}/contact`, 1],
];

/** What the web app sends once a visitor has accepted audience measurement: one POST per page shown. */
async function recordViews(request: APIRequestContext): Promise<void> {
  for (const [path, times] of VIEWS)
    for (let i = 0; i < times; i++)
      await json(await request.post('/api/analytics/pageview', { data: { path } }), `page view ${path}`);
}

function rowOf(page: Page, path: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
}

async function openAnalytics(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navigation de l’administration' })
    .getByRole('link', { name: 'Fréquentation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fréquentation' })).toBeVisible();
  await expect(page.locator('.admin-loading')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test('page views recorded through the API show per page and per day, for each period, in French and English', async ({
  page,
  request,
}) => {
  await recordViews(request);
  await adminSignedIn(page);
  await openAnalytics(page);

  // 30 days by default; the totals are the server's (other tests may count views of their own).
  await expect(page.getByRole('radio', { name: '30 jours' })).toBeChecked();
  const report = await json<{ total: number; pages: unknown[] }>(
    await page.request.get('/api/admin/analytics/pageviews?days=30'),
    'report',
  );
  expect(report.total).toBeGreaterThanOrEqual(6);
  const cards = page.getByRole('list', { name: /^Chiffres du / });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Pages vues' })).toContainText(
    String(report.total),
  );
  await expect(cards.getByRole('listitem').filter({ hasText: 'Pages différentes' })).toContainText(
    String(report.pages.length),
  );

  const table = page.getByRole('table', { name: /^Vues par page \(\d+ pages?\)$/ });
  for (const [path, views] of COUNTED)
    await expect(rowOf(page, path).getByRole('cell').first()).toHaveText(String(views));
  // Sorted by views, most first; the page header sorts by path.
  await expect(table.getByRole('columnheader', { name: /^Vues/ })).toHaveAttribute('aria-sort', 'descending');
  const ours = () => table.getByRole('rowheader', { name: new RegExp(`^/${stamp}/`) }).allTextContents();
  expect(await ours()).toEqual(COUNTED.map(([p]) => p));
  await table.getByRole('button', { name: /^Page/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Page/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await ours()).toEqual([`/${stamp}/contact`, `/${stamp}/lecture/:id`, `/${stamp}/tarifs`]);

  // The per-day chart: today holds our views; its figures are in a table too.
  const chart = page.getByRole('figure').filter({ hasText: 'Pages vues par jour (30 derniers jours)' });
  await expect(chart.getByRole('img', { name: /Pages vues par jour \(30 derniers jours\)/ })).toBeVisible();
  await chart.getByText('Voir les chiffres').click();
  await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(30);

  // Period switch, with the keyboard: the arrow moves the choice to 7 days and the report follows.
  const asked = page.waitForRequest((r) => r.url().includes('/api/admin/analytics/pageviews?days=7'));
  await page.getByRole('radio', { name: '30 jours' }).focus();
  await page.keyboard.press('ArrowLeft');
  await asked;
  await expect(page.getByRole('radio', { name: '7 jours' })).toBeChecked();
  const week = page.getByRole('figure').filter({ hasText: 'Pages vues par jour (7 derniers jours)' });
  await expect(week.getByRole('img')).toBeVisible();
  // "Voir les chiffres" stays open from one period to the next.
  await expect(week.getByRole('table').locator('tbody tr')).toHaveCount(7);
  for (const [path, views] of COUNTED)
    await expect(rowOf(page, path).getByRole('cell').first()).toHaveText(String(views));
  await page.getByRole('radio', { name: '90 jours' }).check();
  await expect(page.getByRole('img', { name: /Pages vues par jour \(90 derniers jours\)/ })).toBeVisible();
  await expect(rowOf(page, `/${stamp}/tarifs`).getByRole('cell').first()).toHaveText('3');

  // A view recorded now shows after Actualiser.
  await json(
    await request.post('/api/analytics/pageview', { data: { path: `/${stamp}/contact` } }),
    'one more view',
  );
  await page.getByRole('button', { name: 'Actualiser' }).click();
  await expect(rowOf(page, `/${stamp}/contact`).getByRole('cell').first()).toHaveText('2');

  // In English, once its strings have loaded; the period chosen stays.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traffic' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /administration/i }).getByRole('link', { name: 'Traffic' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  await expect(page.getByRole('img', { name: /Page views per day \(last 90 days\)/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Views per page \(\d+ pages?\)$/ })
      .getByRole('columnheader', { name: /^Views/ }),
  ).toBeVisible();
  await page.getByRole('radio', { name: '7 days' }).check();
  await expect(page.getByRole('img', { name: /Page views per day \(last 7 days\)/ })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /^Figures from / })
      .getByRole('listitem')
      .filter({ hasText: 'Distinct pages' }),
  ).toBeVisible();
  for (const [path, views] of [...COUNTED.slice(0, 2), [`/${stamp}/contact`, 2] as [string, number]])
    await expect(rowOf(page, path).getByRole('cell').first()).toHaveText(String(views));
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fréquentation' })).toBeVisible();
});

test('the traffic page passes axe in both themes and fits a 375 px phone', async ({ page }) => {
  await adminSignedIn(page);
  for (const theme of ['classique', 'nuit']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/admin/analytics');
    await expect(page.locator('.admin-loading')).toHaveCount(0);
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await axeViolations(page, forTheme(theme)), theme).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/analytics');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, '/admin/analytics at 375 px');
});
