import { expect, test } from '@playwright/test';
import { buyCredit, openOption, signUpAndLogIn } from './user-helpers';

// The cookie banner is about cookies only: refusing it never blocks a paid reading. What a reading
// sends to the interpreter is shown once, before the first order, and accepted there.
test('refuse the cookies, then buy and get a reading; the notice shows once', async ({ page }) => {
  await signUpAndLogIn(page);
  await buyCredit(page, 2);
  await page.goto('/user/UserConnected');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner).not.toContainText(/intelligence artificielle|IA\b/);
  await banner.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(banner).toBeHidden();

  // Not sent home: the reading pages stay open with a refusal on record.
  await expect(page.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Avant votre première lecture' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Jamais transmis : votre adresse e-mail');
  await notice.getByRole('button', { name: "J'ai lu et j'accepte" }).click();
  await expect(notice).toBeHidden();

  await openOption(page, /Astrologie/, /Question simple/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je déménager cette année ?');
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
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
