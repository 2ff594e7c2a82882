import { expect, test } from '@playwright/test';
import { openOption, pickCards, readyCustomer, useLanguage } from './user-helpers';
import { exportedAccount } from './helpers/visitor';

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
  // Both halves of the right live here, for this reading: immediate execution and the waiver.
  await expect(button).toHaveAccessibleDescription(
    /réalisée immédiatement.*renoncez à votre droit de rétractation pour cette lecture une fois fournie/,
  );
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
  const button = page.getByRole('button', { name: 'Pay €19.90 and get my reading' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleDescription(
    /written at once.*give up your right of withdrawal for this reading once it is delivered/,
  );
});

// The tarot reading is ordered from the card table: its button says the price and that it pays, with
// the same sentence beside it, and the order is recorded with the reading (GDPR export lists it).
test('tarot: the button under the picked cards states the price; the order is recorded with the reading', async ({
  page,
}) => {
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Tarot/, /Question unique/);
  // Drawing the cards is free: that button does not say it pays.
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je réussir mon projet ?');
  await page.getByLabel('Nombre de cartes').selectOption('3');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  const order = page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' });
  await expect(order).toBeDisabled();
  await expect(order).toHaveAccessibleDescription(
    /réalisée immédiatement.*renoncez à votre droit de rétractation pour cette lecture/,
  );
  await pickCards(page, [5, 27, 58]);
  await expect(order).toBeEnabled();
  await expect(
    page.getByText(/renoncez à votre droit de rétractation pour cette lecture une fois fournie/),
  ).toBeVisible();
  await page.locator('.tarot-table').screenshot({ path: test.info().outputPath('tarot-order.png') });
  await order.click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(0);
  const exported = (await exportedAccount(page.request)) as unknown as {
    readings: { id: string; domain: string }[];
    reading_order_acceptances: { reading_id: string | null; text_version: string; route: string }[];
  };
  const tarot = exported.readings.find((r) => r.domain === 'tarot');
  expect(tarot).toBeDefined();
  expect(exported.reading_order_acceptances).toEqual([
    expect.objectContaining({ reading_id: tarot!.id, text_version: 'cgv-2026-11-29' }),
  ]);
});
