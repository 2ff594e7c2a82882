import { expect, test } from '@playwright/test';
import { pickCard, pickCards, readyCustomer } from './user-helpers';

// Issue 39, decision 0316: on a phone the deck is an arc that scrolls sideways (no 16-row grid), the
// cards picked show in their places at once, and after the last pick the table keeps its height and
// the order button is in view.
test('on a 390 px phone: a sideways arc, the picks in their places, the pay button in view after the last pick', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await readyCustomer(page, [1]);
  await page.goto('/choisir-un-domaine?domaine=tarot&option=1');
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je réussir mon projet ?');
  await page.getByLabel('Nombre de cartes').selectOption('3');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  const deck = page.getByRole('group', { name: 'Le jeu de 78 cartes, face cachée' });
  await expect(deck.getByRole('button')).toHaveCount(78);

  // One strip, one card high, wider than the screen and scrolled sideways inside its own box.
  const strip = page.locator('.tarot-table__box');
  const box = await strip.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    height: el.getBoundingClientRect().height,
  }));
  expect(box.scrollWidth).toBeGreaterThan(78 * 44);
  expect(box.clientWidth).toBeLessThanOrEqual(390);
  expect(box.height).toBeLessThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Cards in the middle of the view lie flat; those at its edges turn outwards (the arc).
  await strip.evaluate((el) => el.scrollTo({ left: 1000, behavior: 'instant' }));
  await expect
    .poll(() =>
      deck.getByRole('button').evaluateAll((cards) => {
        const turns = cards.map((c) => parseFloat(getComputedStyle(c).getPropertyValue('--turn')) || 0);
        return Math.max(...turns) - Math.min(...turns);
      }),
    )
    .toBeGreaterThan(20);
  await strip.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('phone-arc.png') });

  const places = page.locator('.tarot-selected__item');
  await expect(places).toHaveCount(3);
  await expect(page.locator('.tarot-selected__item.is-empty')).toHaveCount(3);
  await pickCards(page, [30, 22]);
  await expect(places.nth(0).getByRole('button', { name: 'Carte 30', exact: true })).toBeVisible();
  await expect(places.nth(1).getByRole('button', { name: 'Carte 22', exact: true })).toBeVisible();
  await expect(page.locator('.tarot-selected__item.is-empty')).toHaveCount(1);

  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
  await pickCard(page, 41);
  await expect(page.getByText('Cartes choisies : 3 / 3')).toBeVisible();
  const order = page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' });
  await expect(order).toBeEnabled();
  await expect(order).toBeInViewport({ ratio: 1 });
  await expect(order).toBeFocused();
  // No collapse: the page is as tall as before the last pick (give or take the line that said how many remained).
  const heightAfter = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(Math.abs(heightAfter - heightBefore)).toBeLessThan(40);
  await page.screenshot({ path: testInfo.outputPath('phone-last-pick.png') });
  await order.click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 30_000,
  });
});
