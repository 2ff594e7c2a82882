import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openOption, pickCards, readyCustomer } from './user-helpers';

const wallet = (page: Page) => page.getByTestId('connected-wallet');

async function backToChooser(page: Page) {
  await page.locator('#option-panel').getByRole('button', { name: 'Retour' }).last().click();
  await expect(page.locator('#option-panel')).toHaveCount(0);
}

test('register, buy with the demo provider, one reading in each domain, then the history and the PDF', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await readyCustomer(page, [3, 3]);
  await page.goto('/user/UserConnected');
  await expect(page.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
  await expect(wallet(page)).toHaveText(/^59,80\s€$/);

  // Astrology, short-term forecast: answered at once, the PDF follows by e-mail.
  await openOption(page, /Astrologie/, /Prévision à court terme/);
  await expect(page.getByLabel('Prénom')).toHaveValue('Léa');
  await expect(page.getByLabel('Date de naissance')).toHaveValue('1990-04-12');
  await expect(page.getByRole('img', { name: /Roue de votre thème natal/ })).toBeVisible();
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Lecture symbolique' })).toBeVisible();
  await expect(
    page.getByText(
      'Votre lecture complète est en cours d’écriture : elle vous sera envoyée en PDF par e-mail (pensez à vérifier vos spams).',
    ),
  ).toBeVisible();
  await expect(page.getByText(/sous 2 heures/).first()).toBeVisible();
  // The wallet follows without a reload.
  await expect(wallet(page)).toHaveText(/^39,90\s€$/);
  await backToChooser(page);

  // Numerology, lucky number: the numbers beside the form, the answer on screen.
  await openOption(page, /Numérologie/, /Votre numéro de chance/);
  await expect(page.locator('.numbers-grid')).toContainText('Nombre intime');
  await expect(page.locator('.numbers-locked')).toContainText('Chemin de vie');
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('.reading-answer__text')).toContainText(/numéro de chance/);
  await expect(page.getByText(/Un e-mail contenant/)).toHaveCount(0);
  await expect(wallet(page)).toHaveText(/^32,91\s€$/);
  await backToChooser(page);

  // Tarot, single question: draw, pick the cards, validate, see them revealed.
  await openOption(page, /Tarot/, /Question unique/);
  await page
    .getByRole('textbox', { name: 'Votre question' })
    .fill('Vais-je changer de travail cette année ?');
  await page.getByLabel('Nombre de cartes').selectOption('3');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  await pickCards(page, [7, 21, 64]);
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  await expect(page.getByRole('heading', { name: /^Votre tirage : / })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.revealed-card')).toHaveCount(3);
  await expect(page.locator('.revealed-card__orientation').first()).toHaveText(/^(Renversée|À l’endroit)$/);
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible();
  await expect(wallet(page)).toHaveText(/^25,92\s€$/);

  // History: the three readings, the forecast delivered (queued → writing → sent) with its PDF.
  await page.goto('/user/history');
  // The readings list (the questions-and-answers list below names the same services).
  const readings = page.locator('.history-list').first();
  const items = readings.locator('.history-item');
  await expect(items).toHaveCount(3);
  await expect(readings.getByText('Astrologie — Prévision à court terme')).toBeVisible();
  await expect(readings.getByText('Numérologie — Votre numéro de chance')).toBeVisible();
  await expect(readings.getByText('Tarot — Question unique')).toBeVisible();
  await expect(
    readings.getByText('« Vais-je changer de travail cette année ? »', { exact: true }),
  ).toBeVisible();
  const forecast = items.filter({ hasText: 'Astrologie — Prévision à court terme' });
  await expect(forecast.locator('.status-badge')).toHaveText('Envoyée', { timeout: 60_000 });
  const pdfLink = forecast.getByRole('link', { name: 'Télécharger le PDF' });
  await expect(pdfLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  const file = await download.path();
  const head = fs.readFileSync(file).subarray(0, 5).toString('latin1');
  expect(head).toBe('%PDF-');

  // The questions and their answers are listed too (the two written on screen; the report's once sent).
  await expect(page.getByRole('heading', { name: 'Vos questions et nos réponses' })).toBeVisible();
  await expect(page.locator('.prompt-item').first()).toBeVisible();
});

test('the consultation request page answers a question and charges the wallet once', async ({ page }) => {
  await readyCustomer(page, [1]);
  await page.goto('/user/request');
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Quelle énergie pour cette semaine ?');
  // The waiting line lasts a fraction of a second: record that it was shown rather than race it.
  await page.evaluate(() => {
    const w = window as unknown as { sawThinking: boolean };
    w.sawThinking = false;
    new MutationObserver(() => {
      if (document.querySelector('.reading-thinking')?.textContent?.includes('Les arcanes s’éveillent'))
        w.sawThinking = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as unknown as { sawThinking: boolean }).sawThinking)).toBe(true);
  const balance = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(balance.wallet_cents).toBe(0);
  await expect(page.getByText(/Nouveau solde : 0,00\s€/)).toBeVisible();
});
