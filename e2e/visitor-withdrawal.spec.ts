import { expect, test } from '@playwright/test';
import { buyCredit, signUpAndLogIn } from './user-helpers';

// The footer's « Se rétracter du contrat ici » works for a visitor (issue 41; decision 0350): the form
// (name, e-mail, payment reference), the second step « Confirmer la rétractation », the dated answer;
// the withdrawal is the account's. Signed in, the panel's dialog offers the acknowledgement's address,
// the account's by default.
test('a visitor withdraws from the footer link; the account sees the withdrawal', async ({
  page,
  context,
}) => {
  const user = await signUpAndLogIn(page);
  await buyCredit(page, 2);
  const overview = (await (await page.request.get('/api/user/withdrawals')).json()) as {
    email: string;
    withdrawable: { payment_reference: string }[];
  };
  const reference = overview.withdrawable[0]!.payment_reference;

  // Signed in: the dialog's address field holds the account's address.
  await page.goto('/user/payments');
  const panel = page.getByRole('region', { name: 'Se rétracter d’un rechargement' });
  await panel.getByRole('button', { name: 'Se rétracter / retirer le crédit non utilisé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer la rétractation' });
  await expect(dialog.getByLabel('Adresse de l’accusé de réception')).toHaveValue(user.email);
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Now as a visitor.
  const cookies = await context.cookies();
  await context.clearCookies();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
  await expect(page).toHaveURL(/\/retractation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Se rétracter d’un achat' })).toBeVisible();
  await expect(page.getByText('Tu n’es pas connecté')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Sans vous connecter' });
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(form.getByText(/Le formulaire présente une anomalie/)).toBeVisible();
  await form.getByLabel(/Vos nom et prénom/).fill('Léa Martin');
  await form.getByLabel(/L’adresse e-mail de votre compte/).fill(user.email);
  await form.getByLabel(/Référence du paiement/).fill(reference);
  await form.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(`Vous vous rétractez de l’achat ${reference}`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Demande reçue' });
  await expect(status).toContainText('Votre demande de rétractation est bien reçue');
  await expect(status).toContainText(user.email);
  await expect(status.getByText(/Reçue le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Back in the account: the withdrawal is there, the credit gone.
  await context.addCookies(cookies);
  const after = (await (await page.request.get('/api/user/withdrawals')).json()) as {
    withdrawable: unknown[];
    withdrawals: { amount_cents: number; cause: string }[];
  };
  expect(after.withdrawable).toEqual([]);
  expect(after.withdrawals).toEqual([expect.objectContaining({ amount_cents: 1990, cause: 'withdrawal' })]);
});
