import { expect, test, type Page } from '@playwright/test';
import { presetConsent } from './helpers/visitor';

/**
 * The web's own router (apps/web/src/lib/router.tsx, decisions 0262 and 0286) against the browser's
 * real History: the entries it pushes and their state, the back and forward buttons, the scroll
 * position kept per entry, and a link to the address one is on adding no entry.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const entry = (page: Page) =>
  page.evaluate(() => ({
    length: window.history.length,
    idx: (window.history.state as { idx?: number } | null)?.idx,
    key: (window.history.state as { key?: string } | null)?.key,
  }));

test('back and forward walk the real history, each entry at its own scroll position', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = await entry(page);

  // Down the home page, then a link to another page (clicked from script, so that the click does not
  // scroll): a new entry, its page from the top.
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBe(300);
  const homeY = await scrollY(page);
  await page.locator('footer a[href="/choisir-un-domaine"]').evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/choisir-un-domaine$/);
  const domains = await entry(page);
  expect(domains.length).toBe(home.length + 1);
  expect(domains.idx).toBe((home.idx ?? 0) + 1);
  expect(domains.key).not.toBe(home.key);
  await expect.poll(() => scrollY(page)).toBe(0);

  // A link to the address one is on replaces its entry instead of adding one.
  await page.locator('footer a[href="/choisir-un-domaine"]').evaluate((a: HTMLElement) => a.click());
  await expect.poll(async () => (await entry(page)).key).not.toBe(domains.key);
  expect((await entry(page)).length).toBe(domains.length);

  // Back: the home page, where it was left; forward: the other page, from the top.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(homeY);
  expect((await entry(page)).idx).toBe(home.idx ?? 0);
  await page.goForward();
  await expect(page).toHaveURL(/\/choisir-un-domaine$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('back returns far down the home page, where the lower sections are', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/');
  // The sections below the fold arrive one per frame; the information section is among the last.
  const information = page.locator('#informations');
  await expect(information).toBeAttached();
  await information.evaluate((el: HTMLElement) =>
    window.scrollTo({ top: el.offsetTop, behavior: 'instant' }),
  );
  const homeY = await scrollY(page);
  // Far down: more than a whole first screen below what the page holds before its sections arrive.
  expect(homeY).toBeGreaterThan(2 * (page.viewportSize()?.height ?? 720));
  await page.locator('footer a[href="/choisir-un-domaine"]').evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/choisir-un-domaine$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Back: the home page renders its sections at once and the position is restored where it was left
  // (before decision 0286's fix: clamped to the page's first height, 462 px instead of 4 043).
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(homeY);
  await expect(page.locator('#informations')).toBeInViewport();
});
