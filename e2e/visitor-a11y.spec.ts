import { expect, test, type Page } from '@playwright/test';
import { axeViolations, forTheme, WCAG_TAGS } from './helpers/a11y';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { presetConsent, scrollThrough } from './helpers/visitor';

/**
 * axe (WCAG 2.x A/AA rules, 2.2 included) on the visitor pages and the purchase overlay, in both
 * themes: no serious or critical violation. And no horizontal scrolling on a 375 px phone.
 */

// Each test has its own page and makes no account: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

const seriousViolations = (page: Page, theme: string, include?: string) =>
  axeViolations(page, { include, tags: WCAG_TAGS, seriousOnly: true, ...forTheme(theme) });

const PAGES = [
  '/',
  '/user/UserRegister',
  '/user/profile',
  '/mentions-legales',
  '/confidentialite',
  '/conditions-generales',
  '/gestion-des-cookies',
];

/**
 * The home is read by axe in visitor-design.spec.ts, with the same rules, in both themes, at 375 and
 * 1366 px, every section rendered: reading it here a third time checked nothing more (decision 0255).
 */
const AXE_PAGES = PAGES.filter((path) => path !== '/');

for (const theme of ['classique', 'nuit'] as const) {
  for (const path of AXE_PAGES) {
    test(`${path} has no serious accessibility violation (${theme})`, async ({ page }) => {
      await presetConsent(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      expect(await seriousViolations(page, theme), `${path} (${theme})`).toEqual([]);
    });
  }

  test(`the purchase overlay and the cookie banner have no serious violation (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000); // six axe runs, each over the whole home page behind the dialog
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    expect(await seriousViolations(page, theme, '[data-testid="consent-banner"]'), 'banner').toEqual([]);
    await page.getByRole('button', { name: 'Paramétrer' }).click();
    expect(await seriousViolations(page, theme, 'dialog'), 'consent settings').toEqual([]);
    await page.getByRole('button', { name: 'Tout refuser' }).click();

    await page.goto('/#tarifs');
    await page
      .getByRole('article', { name: /Prévision à court terme/ })
      .getByRole('button')
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Récapitulatif de l’offre' })).toBeVisible();
    expect(await seriousViolations(page, theme, 'dialog'), 'recap').toEqual([]);
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await dialog.getByRole('tab', { name: 'Inscription' }).click();
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(dialog.getByText(/Le formulaire présente une anomalie/)).toBeVisible();
    expect(await seriousViolations(page, theme, 'dialog'), 'register with errors').toEqual([]);
  });
}

test('no horizontal scrolling at 375 px', async ({ page }) => {
  test.setTimeout(120_000); // nine pages, each scrolled through
  await presetConsent(page);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of [...PAGES, '/user/UserForgotPassword', '/workflow/confirmation']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expectNoHorizontalOverflow(page, path);
  }
  await page.goto('/#tarifs');
  await page
    .getByRole('article', { name: /Chemin de vie/ })
    .getByRole('button')
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuer' }).click();
  await expectNoHorizontalOverflow(page, 'overlay');
  const box = await page.getByRole('dialog').boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
});
