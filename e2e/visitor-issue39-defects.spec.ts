import { expect, test } from '@playwright/test';
import { presetConsent } from './helpers/visitor';

/** Issue 39's smaller defects seen in the walk-through, each held here where a browser shows it. */
test.describe.configure({ mode: 'parallel' });

test('the home page’s three example cards and the chooser’s three domains have their titles on one line (1366 px)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await presetConsent(page);
  await page.goto('/');
  const specimens = page.locator('.specimen');
  await specimens.first().scrollIntoViewIfNeeded();
  await expect(page.locator('.specimen__title')).toHaveCount(3);
  await expect(page.locator('.specimen .specimen__placeholder')).toHaveCount(0);
  const titles = await page
    .locator('.specimen__title')
    .evaluateAll((els) => els.map((e) => [e.textContent, Math.round(e.getBoundingClientRect().top)]));
  await page.locator('.specimens').screenshot({ path: testInfo.outputPath('specimens.png') });
  expect(new Set(titles.map((t) => t[1])).size, JSON.stringify(titles)).toBe(1);

  await page.goto('/choisir-un-domaine');
  await expect(page.locator('.domain-tab__name')).toHaveCount(3);
  const names = await page
    .locator('.domain-tab__name')
    .evaluateAll((els) => els.map((e) => [e.textContent, Math.round(e.getBoundingClientRect().top)]));
  await page.locator('.domain-tabs').screenshot({ path: testInfo.outputPath('domain-tabs.png') });
  expect(new Set(names.map((t) => t[1])).size, JSON.stringify(names)).toBe(1);
});
