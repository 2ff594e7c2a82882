import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers/a11y';
import { linkIn, presetConsent, signedInVisitor } from './helpers/visitor';

/** Issue 16: the address is confirmed from the e-mailed link, by a click on the page it opens. */

test('the confirmation link confirms the address once; the profile shows it; a resend works', async ({
  page,
}) => {
  await presetConsent(page);
  const user = await signedInVisitor(page);
  await page.goto('/user/profile');
  const details = page.locator('.account-identity');
  await expect(details).toContainText('Pas encore confirmée');
  await page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'un nouveau lien vient de vous être envoyé' }),
  ).toBeVisible();

  await expect.poll(() => linkIn(user.email, '/user/verify-email'), { timeout: 15_000 }).not.toBe('');
  const link = new URL(linkIn(user.email, '/user/verify-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer votre adresse e-mail' })).toBeVisible();
  // Opening the page confirms nothing: only the button does.
  expect((await (await page.request.get('/api/user/profile')).json()).email_verified).toBe(false);
  expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Adresse e-mail confirmée. Merci !' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Aller à mon profil' }).click();
  await expect(details).toContainText('Confirmée');
  await expect(details).not.toContainText('Pas encore confirmée');

  // The same link a second time says clearly that it is spent.
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('alert')).toContainText('n’est plus valable');
});

test('a confirmation page without its token says what to do, in English too', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/user/verify-email');
  await expect(page.getByRole('alert')).toContainText('Ce lien de confirmation est incomplet');
  await page.evaluate(() => window.localStorage.setItem('selectedLang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is incomplete');
});
