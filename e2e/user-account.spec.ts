import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { mailsTo } from './helpers/visitor';
import { buyCredit, giveConsent, readyCustomer, signUpAndLogIn, useLanguage } from './user-helpers';

test('the account page: details, wallet with two decimals, payments, ledger, profile edit, export, logout', async ({
  page,
}) => {
  const user = await readyCustomer(page, [2]);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Bonjour Léa' })).toBeVisible();
  const details = page.locator('.account-identity');
  await expect(details).toContainText(user.username);
  await expect(details).toContainText(user.email);
  await expect(details).toContainText('Femme');
  await expect(details).toContainText('12 avril 1990');
  await expect(details).toContainText('08:30');
  await expect(details).toContainText('Paris');
  await expect(page.getByTestId('wallet-amount')).toHaveText(/^19,90\s€$/);
  await expect(
    page.getByText(
      'Pour recharger votre portefeuille, choisissez une offre dans la section Tarifs de la page d’accueil.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recharger depuis nos offres' })).toHaveAttribute(
    'href',
    '/#tarifs',
  );

  // The account is split into sections with their own address; the wallet's movements are one.
  const sections = page.getByRole('navigation', { name: 'Les rubriques de mon compte' });
  await expect(sections.getByRole('link')).toHaveText([
    'Profil',
    'Portefeuille',
    'Lectures',
    'Journal',
    'Prévisions',
    'Ciel du jour',
    'Mes données',
  ]);
  await expect(sections.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Historique de mes paiements' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voir les mouvements et les paiements' }).click();
  await expect(page).toHaveURL(/\/user\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon portefeuille' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Portefeuille' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('wallet-amount')).toHaveText(/^19,90\s€$/);
  const payments = page.locator('section', {
    has: page.getByRole('heading', { name: 'Historique de mes paiements' }),
  });
  await expect(payments.getByRole('cell', { name: /^19,90\s€$/ })).toBeVisible();
  await expect(payments.getByText('Payé')).toBeVisible();
  const ledger = page.locator('section', {
    has: page.getByRole('heading', { name: 'Mouvements du portefeuille' }),
  });
  // A top-up is an amount with a short reference: no domain, never the provider's reference.
  await expect(ledger.getByText(/^Rechargement de 19,90\s€ · paiement P-\d{6}$/)).toBeVisible();
  await expect(ledger.getByText(/demo_|Astrologie|Prévision/)).toHaveCount(0);
  await expect(payments.getByText(/^P-\d{6}$/)).toBeVisible();
  await expect(payments.getByText(/demo_/)).toHaveCount(0);

  // Profile edit: the new first name shows at once.
  await sections.getByRole('link', { name: 'Profil' }).click();
  await page.getByRole('button', { name: 'Modifier mon profil' }).click();
  await page.getByLabel('Prénom').fill('Léonie');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonjour Léonie' })).toBeVisible();

  // GDPR export, in « Mes données »: asked on the page, prepared in the background, its link e-mailed
  // (decision 0355); the link opens in the account's session a compressed JSON-lines file of the account.
  await sections.getByRole('link', { name: 'Mes données' }).click();
  await expect(page).toHaveURL(/\/user\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données' })).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir mes données par e-mail' }).click();
  await expect(page.locator('.privacy')).toContainText('par e-mail');
  const exportLink = /https?:\/\/[^\s"<>]+\/api\/user\/exports\/[\w-]+\?sig=[\w%-]+/;
  let link = '';
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(user.email).reverse()) {
          const found = exportLink.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
          if (found) return (link = found);
        }
        return '';
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  const file = await page.request.get(new URL(link).pathname + new URL(link).search);
  expect(file.status()).toBe(200);
  const body = await file.body();
  const lines = (body[0] === 0x1f && body[1] === 0x8b ? zlib.gunzipSync(body) : body)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  expect(lines.join('\n')).toContain(user.username);

  // Logout (on the profile) ends the session and goes to the login page.
  await sections.getByRole('link', { name: 'Profil' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await page.waitForURL('**/user/profile');
  await expect(page.getByLabel(/Nom d’utilisateur/)).toBeVisible();
  const after = await page.request.get('/api/user/profileIfConnected');
  expect(after.status()).toBe(401);
});

test('« Mes prévisions en cours »: the forecast reading ordered and the period it covers, nothing to cancel', async ({
  page,
}) => {
  await readyCustomer(page, [2]);
  // Topping up 19,90 € buys no forecast (decision 0210): ordering the forecast reading does.
  await page.goto('/user/SubscriptionManagementUser');
  await expect(page.locator('.subscription')).toContainText('Aucune prévision en cours.');
  const ordered = await page.request.post('/api/openai/astrology/option2', {
    data: {
      date_of_birth: '1990-04-12',
      time_of_birth: '08:30',
      place_of_birth: 'Paris',
      sexe: 'femme',
      first_name: 'Léa',
      langage: 'fr',
      accept_order: true,
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  await page.goto('/user/SubscriptionManagementUser');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes prévisions en cours' })).toBeVisible();
  const panel = page.locator('.subscription');
  await expect(panel).toContainText('rien à résilier');
  await expect(panel).toContainText(
    /Prévision à court terme \(3 mois\) — Astrologie — du \d+ \S+ \d{4} au \d+ \S+ \d{4}/,
  );
  await expect(panel).toContainText('En cours');
  await expect(panel).not.toContainText(/abonnement|Actif/);
  await page.goto('/user/subscription');
  await expect(panel).toContainText('En cours');
});

test('the payments page: the history when signed in, the seed’s alert otherwise', async ({ page }) => {
  await page.goto('/user/payments');
  await expect(page.getByRole('alert')).toHaveText('Tu n’es pas connecté !');
  await signUpAndLogIn(page);
  await giveConsent(page, true);
  await buyCredit(page, 1);
  await page.goto('/user/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon portefeuille' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Historique de mes paiements' })).toBeVisible();
  // The payment's own row (the invoices table below repeats the amount, TTC).
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^P-\d{6}$/ }) });
  await expect(row.getByRole('cell', { name: /^6,99\s€$/ })).toBeVisible();
});

test('deleting the account needs the password, then signs out for good (English)', async ({ page }) => {
  await useLanguage(page, 'en');
  const user = await signUpAndLogIn(page);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Hello Léa' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'My account’s sections' })
    .getByRole('link', { name: 'My data' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  const privacy = page.locator('.privacy');
  await privacy.getByLabel('Your password').fill('not-my-password');
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(privacy.locator('.field-error')).toBeVisible();
  expect((await page.request.get('/api/user/profileIfConnected')).status()).toBe(200);

  await privacy.getByLabel('Your password').fill(user.password);
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect((await page.request.get('/api/user/profileIfConnected')).status()).toBe(401);
  const relogin = await page.request.post('/api/user/login', {
    data: { username: user.username, password: user.password },
  });
  expect(relogin.status()).toBe(401);
});
