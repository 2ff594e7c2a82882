import { expect, test } from '@playwright/test';
import { buyCredit, signUpAndLogIn } from './user-helpers';

// /user/payments: the invoice of a top-up, its withdrawal (« Se rétracter / retirer le crédit non
// utilisé », a confirmation screen, the acknowledgement), and the monthly limit the customer sets for themselves.
test('invoice, withdrawal with its confirmation, and a monthly limit enforced at checkout', async ({
  page,
}) => {
  await signUpAndLogIn(page);
  await buyCredit(page, 2);
  await page.goto('/user/payments');

  await expect(page.getByRole('link', { name: /^Télécharger F-\d{6}$/ })).toBeVisible();

  const limit = page.getByRole('region', { name: 'Plafond de rechargement mensuel' });
  await limit.getByLabel('Nouveau plafond (en euros)').fill('25');
  await limit.getByRole('button', { name: 'Enregistrer le plafond' }).click();
  await expect(limit.getByTestId('limit-status')).toHaveText(
    /Plafond : 25,00\s€ par mois\. Rechargé ce mois-ci : 19,90\s€ ; il reste 5,10\s€\./,
  );
  const over = await page.request.post('/api/payments/checkout', {
    data: { option: 1, method: 'card' },
  });
  expect(over.status()).toBe(409);
  expect(((await over.json()) as { code: string }).code).toBe('MONTHLY_LIMIT_REACHED');

  // A withdrawal of the unspent credit, not a « renonciation »: that word belongs to each reading's order.
  const withdrawal = page.getByRole('region', { name: 'Se rétracter d’un rechargement' });
  await expect(withdrawal).toContainText('Pendant 14 jours à compter du crédit');
  await withdrawal.getByRole('button', { name: 'Se rétracter / retirer le crédit non utilisé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer la rétractation' });
  await expect(dialog).toContainText(/19,90\s€ vous seront remboursés/);
  await dialog.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(withdrawal.getByText(/Rétractation enregistrée : 19,90\s€ ont été remboursés/)).toBeVisible();
  await expect(withdrawal.getByText(/Reçue le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(0);
});
