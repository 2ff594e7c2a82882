import { expect, test } from '@playwright/test';

test('home page opens in French, switches to English and stays English after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisez ce que disent les astres');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Read what the stars');
  expect(await page.evaluate(() => localStorage.getItem('selectedLang'))).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Read what the stars');
});

test('the night theme persists across reloads', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'classique');
  await page.getByRole('button', { name: /thème|theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nuit');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nuit');
});
