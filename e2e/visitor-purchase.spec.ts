import { expect, test, type Page } from '@playwright/test';
import {
  json,
  presetConsent,
  registerViaApi,
  signedInVisitor,
  uniqueUser,
  walletCents,
} from './helpers/visitor';

/**
 * The purchase workflow from the home page with the demo provider (recap → auth → payment → demo
 * checkout → confirmation), and the failure, cancel and expiry paths. A top-up is an amount: no
 * domain is asked (decision 0210).
 */

// Each test makes its own users: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

async function openOffer(page: Page, title: RegExp) {
  await page.goto('/#tarifs');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Choisir cette offre' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function continueFromRecap(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('heading', { name: 'Votre compte' })).toBeFocused();
}

async function orderTopUp(page: Page) {
  const dialog = page.getByRole('dialog');
  const order = dialog.getByRole('button', { name: 'Commander avec obligation de paiement' });
  // A top-up is not a consultation: no waiver box; the step says the unspent credit stays withdrawable.
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await expect(dialog.getByText(/Je demande l’exécution immédiate|Je reconnais perdre/)).toHaveCount(0);
  await expect(
    dialog.getByText(
      /la part non utilisée de ce crédit peut être retirée pendant 14 jours à compter du crédit, depuis l’historique de vos paiements/,
    ),
  ).toBeVisible();
  await expect(dialog.getByText(/Se rétracter \/ retirer le crédit non utilisé/)).toBeVisible();
  await order.click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await expect(page.getByText('Mode démonstration — aucun paiement réel')).toBeVisible();
}

// Registering with a new address logs in and goes straight on to the payment: visitor-journeys.spec.ts.
test('a visitor whose address already has an account is told a mail was sent, logs in, pays with the demo card', async ({
  page,
  request,
}) => {
  await presetConsent(page);
  // The account made earlier, elsewhere (its own cookie jar: this page stays a visitor's).
  const user = uniqueUser('buyer');
  await registerViaApi(request, user);
  const dialog = await openOffer(page, /Prévision à court terme/);
  await expect(dialog.getByRole('heading', { name: 'Récapitulatif de l’offre' })).toBeVisible();
  await expect(dialog.getByText('Rechargement du portefeuille')).toBeVisible();
  await expect(dialog.getByText('19,90 €')).toBeVisible();
  await expect(dialog.getByText(/en astrologie, en numérologie ou en tarot/)).toBeVisible();
  await continueFromRecap(page);

  // auth: register in the Inscription tab with that address; no account is made, its owner is
  // e-mailed, and the step stays at auth on the Connexion tab
  await expect(dialog.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Inscription' }).click();
  const panel = dialog.getByRole('tabpanel');
  await panel.getByLabel('Nom d’utilisateur').fill(`${user.username}_bis`);
  await panel.getByLabel('Prénom').fill(user.prenom);
  await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await panel.getByLabel('Adresse e-mail').fill(user.email);
  await panel.getByRole('radio', { name: 'Femme' }).check();
  await panel.getByLabel(/^Date de naissance/).fill('1991-03-14');
  await panel.getByLabel(/^Heure de naissance/).fill('06:45');
  const place = panel.getByRole('combobox', { name: 'Lieu de naissance' });
  await place.fill('Lyo');
  await expect(panel.getByRole('option').first()).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue(/Lyon/);
  await panel.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await expect(panel.getByText('Mot de passe fort')).toBeVisible();
  await panel.getByLabel('Confirmation du mot de passe').fill(user.password);
  await panel.getByRole('checkbox', { name: /18 ans ou plus/ }).check();
  await panel.getByRole('checkbox', { name: /conditions générales/ }).check();
  await panel.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    dialog.getByText(
      'Un e-mail vient d’être envoyé à l’adresse indiquée. Si elle a déjà un compte, connectez-vous pour poursuivre votre achat.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');

  // login → payment, with the order recap
  await panel.getByLabel('Nom d’utilisateur ou e-mail').fill(user.username);
  await panel.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await panel.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  const recap = dialog.getByRole('region', { name: 'Votre commande' });
  await expect(recap).toContainText('Rechargement de 19,90 €');
  await expect(recap).toContainText('toutes les consultations, dans les trois domaines');
  await expect(recap).not.toContainText('Tarot');
  // the header already shows the connected navbar and an empty wallet
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeAttached();
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 0,00 €');

  await orderTopUp(page);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('selectedPlan'))) ?? '{}')).toMatchObject(
    { option: 2, method: 'card' },
  );
  expect(await page.evaluate(() => localStorage.getItem('workflowStepSucess'))).toBe('confirmation');
  await page.getByRole('button', { name: 'Payer 19,90 €' }).click();

  // back on the home page: the workflow reopens at its confirmation with the credited wallet
  await expect(page).toHaveURL(/\/$/);
  const confirmation = page.getByRole('dialog');
  await expect(confirmation.getByRole('heading', { name: 'Achat confirmé' })).toBeVisible();
  await expect(confirmation.getByTestId('wallet-after')).toHaveText('19,90 €');
  await expect(
    confirmation.getByText(/Votre rechargement de 19,90\s€ TTC est confirmé \(paiement P-\d{6}\)\./),
  ).toBeVisible();
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 19,90 €');
  expect(await walletCents(page.request)).toBe(1990);
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
  await expect(confirmation.getByRole('link', { name: 'Accéder à mon compte' })).toHaveAttribute(
    'href',
    '/user/UserConnected',
  );
  await confirmation.getByRole('button', { name: 'Retour à l’accueil' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed card payment says so, reopens at the payment step and credits nothing', async ({ page }) => {
  await presetConsent(page);
  await signedInVisitor(page);
  const dialog = await openOffer(page, /Question simple/);
  await continueFromRecap(page);
  await expect(dialog.getByText(/Vous êtes déjà connecté en tant que/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  await orderTopUp(page);
  await page.getByRole('button', { name: 'Simuler un échec' }).click();
  await expect(page).toHaveURL(/\/$/);
  const again = page.getByRole('dialog');
  await expect(again.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  await expect(again.getByRole('alert')).toHaveText(/Le paiement a échoué, veuillez réessayer\./);
  expect(await walletCents(page.request)).toBe(0);
});

test('a cancelled payment says nothing was charged; the payment ends cancelled, in the payments list too', async ({
  page,
}) => {
  await presetConsent(page);
  await signedInVisitor(page);
  const dialog = await openOffer(page, /Chemin de vie/);
  await continueFromRecap(page);
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  await orderTopUp(page);
  const paymentId = /demo-checkout\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  await page.getByRole('button', { name: 'Annuler et revenir au site' }).click();
  await expect(
    page.getByRole('dialog').getByText('Paiement annulé : aucun montant n’a été prélevé ni crédité.'),
  ).toBeVisible();
  expect(await walletCents(page.request)).toBe(0);
  const payment = await json<{ status: string; reference: string }>(
    await page.request.get(`/api/payments/${paymentId}`),
    'payment',
  );
  expect(payment.status).toBe('cancelled');
  await page.goto('/user/payments');
  const row = page.getByRole('row', { name: new RegExp(payment.reference) });
  await expect(row).toContainText('Annulé');
  await expect(row).toContainText('29,90 €');
  await expect(page.getByRole('main')).not.toContainText('En attente');
  await expect(page.getByRole('main')).not.toContainText('demo_');
});

test('PayPal through the demo provider, then /workflow/confirmation shows the same confirmation', async ({
  page,
}) => {
  await presetConsent(page);
  await signedInVisitor(page);
  const dialog = await openOffer(page, /Question simple/);
  await continueFromRecap(page);
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  await dialog.getByRole('radio', { name: /PayPal/ }).check();
  await orderTopUp(page);
  const paymentId = /demo-checkout\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Payer 6,99 €' }).click();
  await expect(page.getByRole('dialog').getByTestId('wallet-after')).toHaveText('6,99 €');

  await page.goto(`/workflow/confirmation?payment_id=${paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Achat confirmé' })).toBeVisible();
  await expect(page.getByTestId('wallet-after')).toHaveText('6,99 €');
  await page.goto('/workflow/confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Aucun achat en cours' })).toBeVisible();
});

test('Escape and a click outside close the overlay; focus returns to the offer button', async ({ page }) => {
  await presetConsent(page);
  await openOffer(page, /Prévision à court terme/);
  const opener = page
    .getByRole('article', { name: /Prévision à court terme/ })
    .getByRole('button', { name: 'Choisir cette offre' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Tab stays inside the dialog
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
});
