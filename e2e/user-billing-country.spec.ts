import { expect, test } from '@playwright/test';
import { json, presetConsent, signedInVisitor } from './helpers/visitor';
import { pageScreenshot } from './helpers/screenshot';

/**
 * The billing country on the top-up's payment step (decision 0345). The browser tests' server runs
 * the default regime, single-purpose: France and Monaco only, France by default; the country chosen
 * is stored with the payment, printed on the invoice, and proposed at the next top-up.
 */
test('the payment step asks for the billing country; Monaco chosen goes onto the invoice and is proposed next time', async ({
  page,
}, testInfo) => {
  await presetConsent(page);
  await signedInVisitor(page);
  await page.goto('/#tarifs');
  await page
    .getByRole('article', { name: /Question simple/ })
    .getByRole('button', { name: 'Choisir cette offre' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();

  const country = dialog.getByRole('combobox', { name: 'Pays de facturation' });
  await expect(country).toHaveValue('FR');
  await expect(country.getByRole('option')).toHaveText(['France', 'Monaco']);
  await expect(dialog.getByText(/réservés aux acheteurs facturés en France ou à Monaco/)).toBeVisible();
  await country.selectOption({ label: 'Monaco' });
  await country.scrollIntoViewIfNeeded();
  await pageScreenshot(page, testInfo, 'payment-step-billing-country', { fullPage: false });
  await dialog.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await page.getByRole('button', { name: 'Payer 6,99 €' }).click();
  await expect(page.getByRole('dialog').getByTestId('wallet-after')).toHaveText('6,99 €');

  const { invoices } = await json<{ invoices: { billing_country: string; vat_rate_bp: number }[] }>(
    await page.request.get('/api/user/invoices'),
    'invoices',
  );
  expect(invoices).toEqual([expect.objectContaining({ billing_country: 'MC', vat_rate_bp: 2000 })]);
  const billing = await json<{ country: string }>(await page.request.get('/api/payments/billing'), 'billing');
  expect(billing.country).toBe('MC');

  // The invoices table shows the VAT with its rate.
  await page.goto('/user/payments');
  await expect(page.getByRole('row', { name: /Facture F-\d{6}/ })).toContainText(/1,16\s€\s\(20\s%\)/);
});
