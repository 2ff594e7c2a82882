import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/a11y';
import { pageScreenshot } from './helpers/screenshot';
import { presetConsent } from './helpers/visitor';

/** The free daily pages (issue 39): the sky of the day, the twelve signs, one sign's horoscope. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('the served HTML names each sign’s page and its day before any script runs', async ({ request }) => {
  const title = async (url: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await request.get(url)).text())?.[1];
  expect(await title('/horoscope')).toBe('Horoscope du jour et ciel du jour — Arcanes');
  expect(await title('/horoscope/lion')).toMatch(
    /^Horoscope du jour Lion\u00a0— \p{L}+ \d{1,2} \p{L}+ \d{4} — Arcanes$/u,
  );
  expect(await title('/en/horoscope/leo')).toMatch(/^Leo horoscope for today — /);
  expect((await request.get('/horoscope/licorne')).status()).toBe(404);
});

for (const [name, size] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  test(`${name}: from the footer to the day’s sky, then to a sign and back, in French and in English`, async ({
    page,
  }, testInfo) => {
    await presetConsent(page);
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Horoscope du jour' }).click();
    await expect(page).toHaveURL(/\/horoscope$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horoscope du jour et ciel du jour');
    await expect(page.getByRole('heading', { name: 'La Lune' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'La carte du jour' })).toBeVisible();
    const signs = page.getByRole('link', { name: /^Lire l’horoscope / });
    await expect(signs).toHaveCount(12);
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await pageScreenshot(page, testInfo, `daily-fr-${name}`);

    await page.getByRole('link', { name: 'Lire l’horoscope Lion' }).click();
    await expect(page).toHaveURL(/\/horoscope\/lion$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horoscope du jour Lion');
    await expect(page).toHaveTitle(/^Horoscope du jour Lion\u00a0— /);
    const article = page.locator('article.daily-sign');
    await expect(article).toContainText('La Lune ');
    await page.getByText('Sur quoi repose ce texte').click();
    await expect(article.getByRole('listitem').first()).toContainText(/^Lune en /);
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await pageScreenshot(page, testInfo, `daily-sign-fr-${name}`);

    // The next day, then back to the twelve signs.
    await page.getByRole('link', { name: /Jour suivant/ }).click();
    await expect(page).toHaveURL(/\/horoscope\/lion\?date=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horoscope du jour Lion');
    await page.getByRole('link', { name: 'Les douze signes et le ciel du jour' }).click();
    await expect(page).toHaveURL(/\/horoscope\?date=/);

    // In English, the other language's word leads to the sign's own address.
    await page.goto('/en/horoscope/lion');
    await expect(page).toHaveURL(/\/en\/horoscope\/leo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leo horoscope for today');
    await expect(page.locator('article.daily-sign')).toContainText('The Moon ');
  });
