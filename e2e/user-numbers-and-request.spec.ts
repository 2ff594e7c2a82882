import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers/a11y';
import { readyCustomer, useLanguage } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

// Issue 18: the free « Vos nombres » does not give away what the page sells beside it, and the
// question box of /user/request names its price on its order button like every other form.

test('« Vos nombres » shows the free numbers and teases the two sold ones with a link that opens their option (fr)', async ({
  page,
}) => {
  await readyCustomer(page, [1]); // 6,99 €: the lucky number is affordable, the life path is not
  await page.goto('/user/UserConnected');
  await page
    .getByRole('button', { name: /Numérologie/ })
    .first()
    .click();
  const aside = page.locator('.numerology-numbers');
  await expect(aside.locator('.numbers-grid')).toContainText('Nombre d’expression');
  await expect(aside.locator('.numbers-grid')).toContainText('Nombre intime');
  // The numbers options 1 and 3 sell have no value here.
  await expect(aside.locator('.numbers-grid')).not.toContainText('Chemin de vie');
  await expect(aside.locator('.numbers-grid')).not.toContainText('Numéro de chance');
  await expect(aside.locator('.numbers-grid')).not.toContainText('Maturité');
  await expect(aside.locator('.numbers-grid dt')).toHaveCount(5);
  const locked = aside.locator('.numbers-locked__item');
  await expect(locked).toHaveCount(2);
  await expect(locked.nth(0)).toContainText('Votre numéro de chance');
  await expect(locked.nth(1)).toContainText('Chemin de vie');
  await expect(locked.locator('.numbers-locked__glyph').first()).toHaveText('?');
  await aside.scrollIntoViewIfNeeded();
  await pageScreenshot(page, test.info(), 'numbers-fr', { fullPage: false });
  expect(await axeViolations(page)).toEqual([]);

  await aside.getByRole('button', { name: 'Découvrir · 6,99 €' }).click();
  await expect(page.locator('#option-panel-title')).toContainText('Votre numéro de chance');
  await expect(page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' })).toBeVisible();
});

test('/user/request: the order button names 6,99 € and the sentence beside it; the reading is charged that (fr)', async ({
  page,
}) => {
  await readyCustomer(page, [1]);
  await page.goto('/user/request');
  const button = page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleDescription(/réalisée immédiatement/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je trouver un nouveau travail ?');
  await pageScreenshot(page, test.info(), 'request-fr');
  await button.click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(0);
});

test('/user/request in English: « Pay €6.99 and get my reading »', async ({ page }) => {
  await useLanguage(page, 'en');
  await readyCustomer(page, [1]);
  await page.goto('/user/request');
  await expect(page.getByRole('button', { name: 'Pay €6.99 and get my reading' })).toBeVisible();
  await expect(
    page.getByText(/give up your right of withdrawal for this reading once it is delivered/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
