import { expect, test } from '@playwright/test';
import { openOption, signUpAndLogIn } from './user-helpers';

// The cookie banner is about cookies only: refusing it never blocks a top-up or a paid reading. What a
// reading sends to the interpreter is shown once, before the first order, and accepted there.
test('refuse the cookies, then buy a top-up in the overlay and get a reading; the notice shows once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  await page.goto('/');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner).not.toContainText(/intelligence artificielle|IA\b/);
  await banner.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(banner).toBeHidden();

  // The top-up, through the pricing card, the overlay and the demo checkout.
  await page.goto('/#tarifs');
  await page
    .getByRole('article', { name: /Prévision à court terme/ })
    .getByRole('button', { name: 'Choisir cette offre' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  await dialog.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await page.getByRole('button', { name: 'Payer 19,90 €' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Achat confirmé' })).toBeVisible();
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 19,90 €');
  // The refusal stays on record; the banner does not come back.
  await expect(banner).toHaveCount(0);

  // Not sent home: the reading pages stay open with a refusal on record.
  await page.goto('/user/UserConnected');
  await expect(page.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Avant votre première lecture' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Jamais transmis : votre adresse e-mail');
  await notice.getByRole('button', { name: 'J’ai lu et j’accepte' }).click();
  await expect(notice).toBeHidden();

  await openOption(page, /Astrologie/, /Question simple/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je déménager cette année ?');
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 12,91 €');
  const consent = (await (await page.request.get('/api/consent')).json()) as {
    consent: { analytics: boolean; ia: boolean };
  };
  expect(consent.consent).toMatchObject({ analytics: false, ia: false });
  const data = (await (await page.request.get('/api/consent/reading-data')).json()) as {
    accepted: boolean;
    text_version: string;
  };
  expect(data).toMatchObject({ accepted: true, text_version: '2026-11-23' });

  // Accepted once: the next visit does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Avant votre première lecture' })).toHaveCount(0);
});
