import { expect, test } from '@playwright/test';
import { openOption, pickCards, readyCustomer } from './user-helpers';

test('the card table: pick, unpick, stack, validate, reveal', async ({ page }) => {
  await readyCustomer(page, [2]);
  await page.goto('/user/UserConnected');
  // The free card of the day sits at the top of the connected area (issue 20).
  await expect(page.getByRole('region', { name: 'Votre carte du jour' }).getByRole('img')).toBeVisible();
  await openOption(page, /Tarot/, /Prévision à court terme/);
  await expect(page.getByLabel('Nombre de cartes')).toHaveValue('5');
  await page.getByLabel('Nombre de cartes').selectOption('3');
  await page
    .getByRole('textbox', { name: 'Votre question' })
    .fill('Que me réservent les prochaines semaines ?');
  // The short-term forecast covers the three months sold: no period to pick.
  await expect(page.getByLabel('Période')).toHaveCount(0);
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();

  const deck = page.getByRole('group', { name: 'Le jeu de 78 cartes, face cachée' });
  await expect(deck.getByRole('button')).toHaveCount(78);
  const validate = page.getByRole('button', { name: 'Payer 19,90 € et recevoir ma lecture' });
  await expect(validate).toBeDisabled();

  // A picked card leaves the circle for the row of chosen cards.
  await deck.getByRole('button', { name: 'Carte 12', exact: true }).click();
  await expect(deck.getByRole('button')).toHaveCount(77);
  const chosen = page.locator('.tarot-selected__row');
  await expect(chosen.getByRole('button', { name: 'Carte 12', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Cartes choisies : 1 / 3')).toBeVisible();

  // Choosing it again puts it back.
  await chosen.getByRole('button', { name: 'Carte 12', exact: true }).click();
  await expect(deck.getByRole('button')).toHaveCount(78);
  await expect(deck.getByRole('button', { name: 'Carte 12', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByText('Cartes choisies : 0 / 3')).toBeVisible();

  // The keyboard works too: the arrows move round the circle, Enter picks.
  await deck.getByRole('button', { name: 'Carte 1', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(deck.getByRole('button', { name: 'Carte 2', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chosen.getByRole('button', { name: 'Carte 2', exact: true })).toBeVisible();

  await deck.getByRole('button', { name: 'Carte 40', exact: true }).click();
  await expect(validate).toBeDisabled();
  await deck.getByRole('button', { name: 'Carte 77', exact: true }).click();

  // Enough cards: the rest gather into a pile that can no longer be picked from.
  await expect(page.getByText('Cartes choisies : 3 / 3')).toBeVisible();
  await expect(page.locator('.tarot-table__board')).toHaveClass(/is-stacked/);
  await expect(deck.getByRole('button', { name: 'Carte 5', exact: true })).toBeDisabled();
  await expect(validate).toBeEnabled();
  await expect(validate).toBeFocused();
  await expect(chosen.locator('.tarot-selected__place')).toHaveText([
    '1. Le premier mois',
    '2. Le deuxième mois',
    '3. Le troisième mois',
  ]);

  await validate.click();
  await expect(page.getByRole('heading', { name: /^Votre tirage : / })).toBeVisible({ timeout: 20_000 });
  const cards = page.locator('.revealed-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('.revealed-card__place')).toHaveText([
    '1. Le premier mois',
    '2. Le deuxième mois',
    '3. Le troisième mois',
  ]);
  for (const orientation of await cards.locator('.revealed-card__orientation').allTextContents())
    expect(['Renversée', 'À l’endroit']).toContain(orientation);
  // Each face is an image of the card, named.
  const faces = cards.locator('img.revealed-card__face');
  await expect(faces).toHaveCount(3);
  for (const alt of await faces.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? '')))
    expect(alt.length).toBeGreaterThan(2);
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible();

  // Each card of the reading leads to its page in the library (issue 20).
  const names = cards.locator('.revealed-card__name');
  const first = (await names.first().textContent()) ?? '';
  for (const href of await names.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/tarot\/cartes\/[a-z0-9-]+$/);
  await expect(names.getByRole('link')).toHaveCount(3);
  await names.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Son sens à chaque place de nos tirages' })).toBeVisible();
});

test('the croix: four cards to pick, the fifth computed, and the table says so', async ({ page }) => {
  await readyCustomer(page, [2]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Tarot/, /Prévision à court terme/);
  await expect(page.getByLabel('Nombre de cartes')).toHaveValue('5');
  await page
    .getByRole('textbox', { name: 'Votre question' })
    .fill('Que me réservent les prochaines semaines ?');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez 4 cartes' })).toBeVisible();
  await expect(page.getByText(/La cinquième carte, au centre de la croix, ne se tire pas/)).toBeVisible();
  await pickCards(page, [3, 20, 41, 66]);
  await expect(page.getByText('Cartes choisies : 4 / 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer 19,90 € et recevoir ma lecture' })).toBeEnabled();
});
