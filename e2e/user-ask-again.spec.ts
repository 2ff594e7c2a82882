import { expect, test } from '@playwright/test';
import { openOption, readyCustomer } from './user-helpers';

// Issue 39: after an answer no armed « Payer » stays above it; a second reading needs a new click on
// « Poser une autre question », which opens a fresh form.
test('after an answer the form closes; « Poser une autre question » opens a fresh one (fr)', async ({
  page,
}) => {
  await readyCustomer(page, [1, 1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Question simple/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je trouver un nouveau travail ?');
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const panel = page.locator('#option-panel');
  await expect(panel.getByRole('button', { name: /Payer/ })).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Votre question' })).toHaveCount(0);
  await page.locator('#option-panel').screenshot({ path: test.info().outputPath('answered.png') });
  await panel.getByRole('button', { name: 'Poser une autre question' }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: 'Votre question' })).toHaveValue('');
  await expect(panel.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' })).toBeEnabled();
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(699);
});

test('numerology: the lucky number just read is no longer offered beside it (en)', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedLang', 'en'));
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Numerology/, /lucky number/);
  const aside = page.locator('.numerology-numbers');
  await expect(aside.getByRole('button', { name: 'Discover · €6.99' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay €6.99 and get my reading' }).click();
  await expect(page.getByRole('heading', { name: 'Intuitive reading', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(aside.getByRole('button', { name: 'Discover · €6.99' })).toHaveCount(0);
  await expect(aside.getByText('Already read: your reading is on this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask another question' })).toBeVisible();
});
