import { expect, test, type Page } from '@playwright/test';
import { axeViolations, WCAG_TAGS } from './helpers/a11y';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { presetConsent, scrollThrough } from './helpers/visitor';
import { signUpAndLogIn } from './user-helpers';

/**
 * Issue 20: the library of the 78 Marseille cards (a page per card, French and English words), and
 * the signed-in customer's card of the day (one server draw a day, kept).
 */

const seriousViolations = (page: Page) => axeViolations(page, { tags: WCAG_TAGS, seriousOnly: true });

test('the library (fr, desktop): 78 cards; a card’s meanings and its places in every spread', async ({
  page,
}) => {
  test.setTimeout(120_000); // two pages scrolled through and checked by axe
  await presetConsent(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Les cartes du tarot' }).click();
  await expect(page).toHaveURL('/tarot/cartes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Les 78 cartes du tarot de Marseille' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Les 78 cartes du tarot de Marseille — Arcanes');
  const grid = page.locator('.card-grid a');
  await expect(grid).toHaveCount(78);
  await expect(page.getByRole('region', { name: 'Les arcanes majeurs' }).getByRole('link')).toHaveCount(22);
  await expect(page.getByRole('region', { name: 'Coupes' }).getByRole('link')).toHaveCount(14);
  await scrollThrough(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'La Papesse', exact: true }).click();
  await expect(page).toHaveURL('/tarot/cartes/la-papesse');
  await expect(page.getByRole('heading', { level: 1, name: 'La Papesse' })).toBeVisible();
  await expect(page).toHaveTitle('La Papesse\u00a0: signification au tarot de Marseille — Arcanes');
  await expect(page.getByText('Arcane majeur II')).toBeVisible();
  await expect(page.getByRole('img', { name: 'La Papesse', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'La Papesse, carte renversée' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'À l’endroit' })).toContainText('connaissance');
  // Reversed, the same energy held back (decision 0331), not its opposite.
  await expect(page.getByRole('region', { name: 'Renversée' })).toContainText('retient');
  // Every spread of the site, each place with what the card says there, upright and reversed.
  const spreads = page.locator('details.card-spread');
  await expect(spreads).toHaveCount(10);
  const celtic = spreads.filter({ hasText: 'Croix celtique' });
  await celtic.locator('summary').click();
  await expect(celtic.locator('.card-spread__places > li')).toHaveCount(10);
  await expect(celtic).toContainText('la carte renversée retient son énergie');
  await scrollThrough(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'L’Impératrice →' }).click();
  await expect(page).toHaveURL('/tarot/cartes/l-imperatrice');
  await expect(page.getByRole('heading', { level: 1, name: 'L’Impératrice' })).toBeVisible();
  await expect(page).toHaveTitle(/^L’Impératrice\u00a0: /);
});

test('a card in English on a phone; its other-language word leads to its own; the flag keeps the card', async ({
  page,
}) => {
  await presetConsent(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/tarot/cards/la-papesse');
  await expect(page).toHaveURL('/en/tarot/cards/the-popess');
  await expect(page.getByRole('heading', { level: 1, name: 'The Popess' })).toBeVisible();
  await expect(page).toHaveTitle('The Popess: meaning in the Tarot de Marseille — Arcanes');
  await expect(page.getByRole('region', { name: 'Upright' })).toContainText('knowledge');
  await scrollThrough(page);
  await expectNoHorizontalOverflow(page, 'card page, phone');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/en/tarot/cards');
  await expect(page.locator('.card-grid a')).toHaveCount(78);
  await expect(page.getByRole('link', { name: 'Queen of Cups' })).toHaveAttribute(
    'href',
    '/en/tarot/cards/queen-of-cups',
  );
  await scrollThrough(page);
  await expectNoHorizontalOverflow(page, 'library, phone');

  await page.getByRole('link', { name: 'Queen of Cups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queen of Cups' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page).toHaveURL('/tarot/cartes/reine-de-coupes');
  await expect(page.getByRole('heading', { level: 1, name: 'Reine de Coupes' })).toBeVisible();
});

test('an unknown card: a 404 for search engines, a page that says so and leads back', async ({ page }) => {
  await presetConsent(page);
  const response = await page.goto('/tarot/cartes/la-licorne');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Carte introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Toutes les cartes' }).click();
  await expect(page).toHaveURL('/tarot/cartes');
});

test('the card of the day (signed in): drawn once, the same after a reload, linked to its page', async ({
  page,
}) => {
  await presetConsent(page);
  await signUpAndLogIn(page);
  // Any signed-in customer, credit or not: in « Mon compte ».
  await page.goto('/user/profile');
  const block = page.getByRole('region', { name: 'Votre carte du jour' });
  await expect(block.locator('.card-of-the-day__name')).not.toBeEmpty();
  const name = (await block.locator('.card-of-the-day__name').textContent()) ?? '';
  const text = await block.locator('p').last().textContent();
  // What the server keeps for the day is what the page shows.
  const kept = (await (await page.request.get('/api/user/card-of-the-day')).json()) as {
    card: { name: string };
    reversed: boolean;
  };
  expect(name).toBe(kept.reversed ? `${kept.card.name}, carte renversée` : kept.card.name);

  await page.reload();
  await expect(block.locator('.card-of-the-day__name')).toHaveText(name);
  await expect(block.locator('p').last()).toHaveText(text ?? '');
  expect(
    await axeViolations(page, {
      include: '[data-testid="card-of-the-day"]',
      tags: WCAG_TAGS,
      seriousOnly: true,
    }),
  ).toEqual([]);
  await block.getByRole('link', { name: `Tout sur ${kept.card.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: kept.card.name })).toBeVisible();
});

test('the served HTML of the library names the page and the card before any script runs', async ({
  request,
}) => {
  const page = async (path: string) => {
    const res = await request.get(path);
    return { status: res.status(), html: await res.text() };
  };
  const index = await page('/en/tarot/cards');
  expect(index.html).toContain('<title>The 78 cards of the Tarot de Marseille — Arcanes</title>');
  const card = await page('/tarot/cartes/l-etoile');
  expect(card.status).toBe(200);
  expect(card.html).toContain('<html lang="fr"');
  expect(card.html).toContain('<title>L’Étoile\u00a0: signification au tarot de Marseille — Arcanes</title>');
  expect(card.html).toMatch(/<meta name="description" content="L’Étoile \(Arcane majeur XVII\)/);
  expect(card.html).toContain('hreflang="en" href="http://127.0.0.1:');
});
