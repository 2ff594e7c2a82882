import { expect, test } from '@playwright/test';
import { openOption, readyCustomer, useLanguage } from './user-helpers';

// Questions the site does not answer (decision 0175): the form says why and names the help itself,
// before anything is sent; the server's own refusal, if it comes back, reads the same way.

test('a self-harm question on the tarot form: the help, with 3114 to call, and no draw', async ({ page }) => {
  await readyCustomer(page, [1]);
  const draws: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/tarot/draw')) draws.push(r.url());
  });
  await page.goto('/user/UserConnected');
  await openOption(page, /Tarot/, /Question unique/);
  const question = page.getByRole('textbox', { name: 'Votre question' });
  await question.fill('Je veux en finir, est-ce que quelqu’un me regrettera ?');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();

  const notice = page.locator('.help-notice');
  await expect(notice).toContainText('numéro national de prévention du suicide, 24 h/24, gratuit');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
  await expect(notice.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByText('Erreur lors de la requête')).toHaveCount(0);

  // An ordinary question then draws at once: the refused one had sent nothing.
  await question.fill('Dois-je accepter ce nouveau poste ?');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  await expect(page.getByRole('group', { name: 'Le jeu de 78 cartes, face cachée' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(draws).toHaveLength(1);
});

test('a health question on the English astrology form: see a doctor, 112', async ({ page }) => {
  await useLanguage(page, 'en');
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrology/, /Single question/);
  await page.getByRole('textbox', { name: 'Your question' }).fill('Will my cancer go into remission?');
  await page.getByRole('button', { name: /^Pay .* and get my reading$/ }).click();
  const notice = page.locator('.help-notice');
  await expect(notice).toContainText('Please see a doctor');
  await expect(notice.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
});

test('the server’s refusal shows as the same help, not as an error', async ({ page }) => {
  await readyCustomer(page, [1]);
  // The page's own check is passed by an ordinary question; the request then carries a refused one, as
  // an older page would send it, and the real server's answer comes back.
  await page.route('**/api/user/request', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    const response = await route.fetch({
      postData: JSON.stringify({ ...body, question: 'Je veux me suicider' }),
    });
    await route.fulfill({ response });
  });
  const walletCents = async () =>
    ((await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number }).wallet_cents;
  const before = await walletCents();
  await page.goto('/user/request');
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je trouver l’amour ?');
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  const notice = page.locator('.help-notice');
  await expect(notice).toContainText('rien ne vous a été facturé');
  await expect(notice.getByRole('link', { name: '3114' })).toHaveAttribute('href', 'tel:3114');
  await expect(page.getByText('Erreur lors de la requête')).toHaveCount(0);
  await expect(page.getByText(/^Erreur :/)).toHaveCount(0);
  expect(await walletCents()).toBe(before);
});
