import { expect, test } from '@playwright/test';
import { openOption, readyCustomer, useLanguage } from './user-helpers';

// L221-14: the button that orders says that ordering means paying, and how much; the sentence beside
// it (immediate execution, no withdrawal once delivered) is accepted with the order and stored.
test('the order button states the price and the sentence beside it; the order is recorded with it (fr)', async ({
  page,
}) => {
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Question simple/);
  const button = page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleDescription(/exécution immédiate|réalisée immédiatement/);
  await expect(
    page.getByText(/renoncez à votre droit de rétractation pour cette lecture une fois fournie/),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je trouver un nouveau travail ?');
  await button.click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(0);
});

test('the order button states the price (en)', async ({ page }) => {
  await useLanguage(page, 'en');
  await readyCustomer(page, [2]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrology/, /Short-term forecast/);
  await expect(page.getByRole('button', { name: 'Pay €19.90 and get my reading' })).toBeVisible();
  await expect(
    page.getByText(/give up your right of withdrawal for this reading once it is delivered/),
  ).toBeVisible();
});
