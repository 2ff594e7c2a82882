import { expect, test } from '@playwright/test';
import { axeViolations, WCAG_TAGS } from './helpers/a11y';
import { presetConsent } from './helpers/visitor';

/** The accessibility statement (issue 41): linked from every footer with its mention, fr and en; unknown addresses 404. */

test('the footer’s « Accessibilité : non conforme » leads to the statement, in French and English', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/conditions-generales');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme' }).click();
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibilité');
  await expect(page.getByRole('heading', { name: 'Auto-évaluation des parcours principaux' })).toBeVisible();
  await expect(page.getByText('« Accessibilité : non conforme. »')).toBeVisible();
  await expect(page.getByText(/Dernière mise à jour : 28\/11\/2026/)).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG_TAGS, seriousOnly: true })).toEqual([]);

  const res = await page.goto('/en/accessibility');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility: not compliant' }),
  ).toBeVisible();
});

test('an unknown address answers 404 with the « Page introuvable » page', async ({ page }) => {
  await presetConsent(page);
  const res = await page.goto('/cette-page-n-existe-pas');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('introuvable');
  expect((await page.goto('/mentions-legales'))?.status()).toBe(200);
});

test('the legal notice cites LCEN art. 1-1 and gives the DSA point of contact with its languages; so does the contact section', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/mentions-legales');
  await expect(page.getByText(/articles 1-1 et 19 de la loi n° 2004-575/)).toBeVisible();
  const dsa = page.locator('#point-de-contact');
  await expect(dsa).toContainText('articles 11 et 12 du règlement (UE) 2022/2065');
  await expect(dsa).toContainText('Langues acceptées : français et anglais');
  await page.goto('/#contact');
  await expect(page.locator('#contact')).toContainText('point de contact unique');
});
