import { expect, test, type Page } from '@playwright/test';
import { exportedAccount, fillRegistration, presetConsent, uniqueUser, walletCents } from './helpers/visitor';
import { pickCards } from './user-helpers';

/**
 * Issue 39, decision 0315 — from wish to reading in one move: a visitor with no account orders a
 * tarot single question, makes an account (their question kept), draws, pays by card or PayPal for
 * that very reading (the demo provider's checkout) and comes back to it running: the answer on
 * screen, the same draw and picks, the order's acceptance recorded with the reading — without
 * choosing the option twice.
 */
test.describe.configure({ mode: 'parallel' });

const QUESTION = 'Vais-je réussir mon projet cette année ?';
const CARDS = [5, 27, 58];

interface Exported {
  readings: { id: string; domain: string }[];
  tarot_draws: { id: string; reading_id: string | null }[];
  reading_order_acceptances: { reading_id: string | null; text_version: string }[];
  payments: { amount_cents: number; status: string }[];
}

async function orderAsVisitor(page: Page) {
  await page.goto('/choisir-un-domaine?domaine=tarot&option=1');
  const panel = page.locator('#option-panel');
  await panel.getByRole('textbox', { name: 'Votre question' }).fill(QUESTION);
  await panel.getByLabel('Nombre de cartes').selectOption('3');
  await panel.getByRole('button', { name: 'Tirer les cartes' }).click();
  const ask = page.getByRole('region', { name: 'Un compte pour commander' });
  await ask.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/user\/UserRegister$/);
  await fillRegistration(page, uniqueUser('order'));
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Back on the very option, logged in, the question as typed: nothing is chosen twice.
  await expect(page).toHaveURL(/\/choisir-un-domaine\?domaine=tarot&option=1$/);
  await expect(panel.getByRole('textbox', { name: 'Votre question' })).toHaveValue(QUESTION);
  await expect(panel.getByLabel('Nombre de cartes')).toHaveValue('3');
  await page.getByRole('button', { name: 'J’ai lu et j’accepte' }).click();
  await expect(page.getByRole('button', { name: 'J’ai lu et j’accepte' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Tirer les cartes' }).click();
  await pickCards(page, CARDS);
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])
  for (const method of ['card', 'paypal'] as const)
    test(`a visitor orders a tarot question, registers, pays by ${method} and reads the answer at ${size.width} px`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await presetConsent(page);
      await orderAsVisitor(page);

      // The payment is for this reading: the top-up of its price, named.
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Paiement' })).toBeVisible();
      const recap = dialog.getByRole('region', { name: 'Votre commande' });
      await expect(recap).toContainText('Rechargement de 6,99 €');
      await expect(recap).toContainText('Tarot — Question unique (6,99 €)');
      if (method === 'paypal') await dialog.getByRole('radio', { name: /PayPal/ }).check();
      await page.screenshot({ path: testInfo.outputPath(`pay-${method}-${size.width}.png`) });
      await dialog.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
      await expect(page).toHaveURL(/\/demo-checkout\//);
      if (method === 'paypal') await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Payer 6,99 €' }).click();

      // Back with the wallet credited, and straight on to the reading, running.
      await expect(page).toHaveURL(/\/choisir-un-domaine\?domaine=tarot&option=1$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('.revealed-spread, .tarot-spread').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Poser une autre question' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`read-${method}-${size.width}.png`) });
      expect(await walletCents(page.request)).toBe(0);

      const exported = (await exportedAccount(page.request)) as unknown as Exported;
      const tarot = exported.readings.filter((r) => r.domain === 'tarot');
      expect(tarot).toHaveLength(1);
      // The draw the customer picked from is the reading's (no second draw), and the order's
      // acceptance (immediate execution, waiver once delivered) is recorded with it.
      expect(exported.tarot_draws).toEqual([expect.objectContaining({ reading_id: tarot[0]!.id })]);
      expect(exported.reading_order_acceptances).toEqual([
        expect.objectContaining({ reading_id: tarot[0]!.id }),
      ]);
      // Sent once: nothing is kept that could send it again on a later visit.
      expect(await page.evaluate(() => sessionStorage.getItem('pendingReadingOrder'))).toBeNull();
    });

// The page mounted again while the paid reading is on its way (a reload here; a remount of the page
// does the same): the order is sent again with its key, the server answers with the reading it made,
// and the wallet is charged once.
test('a paid reading reloaded while it is being written still arrives, charged once', async ({ page }) => {
  test.setTimeout(120_000);
  await presetConsent(page);
  await orderAsVisitor(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await page.getByRole('button', { name: 'Payer 6,99 €' }).click();
  await expect(page).toHaveURL(/\/choisir-un-domaine\?domaine=tarot&option=1$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Les arcanes s’éveillent' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.revealed-spread, .tarot-spread').first()).toBeVisible();
  expect(await walletCents(page.request)).toBe(0);
  const exported = (await exportedAccount(page.request)) as unknown as Exported;
  expect(exported.readings.filter((r) => r.domain === 'tarot')).toHaveLength(1);
  expect(exported.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingReadingOrder'))).toBeNull();
});
