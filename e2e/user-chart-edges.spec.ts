import { expect, test, type Page } from '@playwright/test';
import { acceptReadingData, buyCredit, giveConsent, openOption, placeId } from './user-helpers';

/** Registers and signs in a customer born at `time` on `date` in the first town called `town`. */
async function bornAt(page: Page, date: string, time: string, town: string): Promise<void> {
  const username = `edge_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const password = 'Lune-Soleil-42!';
  const register = await page.request.post('/api/user/register', {
    data: {
      username,
      prenom: 'Ingrid',
      nom: 'Berg',
      email: `${username}@example.com`,
      password,
      confirm_password: password,
      sexe: 'femme',
      date_naissance: date,
      heure_naissance: time,
      lieu_naissance: await placeId(page, town),
      accept_terms: true,
      is_adult: true,
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await page.request.post('/api/user/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { user } = (await login.json()) as { user: { id: number } };
  await page.addInitScript((id) => window.localStorage.setItem('user_id', String(id)), user.id);
  await giveConsent(page, true);
  await acceptReadingData(page);
  await buyCredit(page, 3);
}

test('a birth time the clocks showed twice: the chart asks which one, then draws it', async ({ page }) => {
  // 31 October 1999 in Paris: summer time ended at 03:00, 02:30 happened twice.
  await bornAt(page, '1999-10-31', '02:30', 'Paris');
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Thème astral/);
  const ask = page.getByRole('group', { name: 'Votre naissance à 02:30 :' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('d’abord en UTC+2 puis en UTC+1');
  await ask.getByLabel('La seconde (après le changement d’heure)').click();
  await expect(page.getByRole('img', { name: /Roue de votre thème natal/ })).toBeVisible();
  await expect(
    page.getByText('Heure répétée par le changement d’heure : la seconde a été retenue.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Changer', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Votre naissance à 02:30 :' })).toBeVisible();
});

test('beyond the polar circle the chart says its houses are whole signs', async ({ page }) => {
  await bornAt(page, '1985-12-21', '10:00', 'Tromsø');
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Thème astral/);
  await expect(page.getByRole('img', { name: /Ascendant 0°32′ Gémeaux/ })).toBeVisible();
  await expect(
    page.getByText(/au-delà du cercle polaire, le système Placidus n’est pas défini/),
  ).toBeVisible();
});

test('a paid question at a repeated time: the form asks which 02:30, then the reading is answered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await bornAt(page, '1999-10-31', '02:30', 'Paris');
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Question simple/);
  const panel = page.locator('#option-panel');
  await panel.getByLabel('Votre question').fill('Vais-je changer de travail cette année ?');
  await panel.getByRole('button', { name: /^Payer .* et recevoir ma lecture$/ }).click();
  const ask = panel.getByRole('group', { name: 'Votre naissance à 02:30 :' });
  await expect(ask).toContainText('Cette heure a existé deux fois (les horloges ont reculé)');
  await ask.getByLabel('La seconde (après le changement d’heure)').click();
  await panel.getByRole('button', { name: /^Payer .* et recevoir ma lecture$/ }).click();
  await expect(page.getByRole('heading', { name: 'Lecture symbolique' })).toBeVisible({ timeout: 20_000 });
});

test('a paid question without a birth time: answered without Ascendant nor houses, and it says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await bornAt(page, '1990-04-12', '08:30', 'Paris');
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Question simple/);
  const panel = page.locator('#option-panel');
  await expect(panel.getByText(/laissez vide si vous ne la connaissez pas/)).toBeVisible();
  await panel.getByLabel('Heure de naissance').fill('');
  await panel.getByLabel('Votre question').fill('Vais-je changer de travail cette année ?');
  await panel.getByRole('button', { name: /^Payer .* et recevoir ma lecture$/ }).click();
  await expect(page.getByRole('heading', { name: 'Lecture symbolique' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(/l’Ascendant, le Milieu du Ciel et les maisons ne peuvent pas être connus/),
  ).toBeVisible();
  await expect(page.getByText(/Le 12 avril 1990, la Lune est allée de/)).toBeVisible();
});
