import { expect, test } from '@playwright/test';
import { presetConsent } from './helpers/visitor';

/** Every visitor route of the seed renders in French and in English; the other areas never crash. */

// Each test has its own page and makes no account: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

const VISITOR_ROUTES: { path: string; fr: RegExp; en: RegExp }[] = [
  { path: '/', fr: /Lisez ce que disent les astres/, en: /Read what the stars/ },
  { path: '/mentions-legales', fr: /^Mentions légales$/, en: /^Legal notice$/ },
  { path: '/confidentialite', fr: /^Politique de confidentialité$/, en: /^Privacy policy$/ },
  { path: '/politique-de-confidentialite', fr: /^Politique de confidentialité$/, en: /^Privacy policy$/ },
  { path: '/conditions-generales', fr: /^Conditions générales$/, en: /^Terms and conditions$/ },
  { path: '/gestion-des-cookies', fr: /^Gestion des cookies$/, en: /^Cookie settings$/ },
  // The domain chooser is a visitor route of the seed: open to visitors, who browse every option (issue 18).
  { path: '/choisir-un-domaine', fr: /^Choisissez un domaine$/, en: /^Choose a domain$/ },
  { path: '/workflow/confirmation', fr: /^Aucun achat en cours$/, en: /^No purchase in progress$/ },
  { path: '/user/profile', fr: /^Connexion$/, en: /^Log in$/ },
  { path: '/user/UserLogin', fr: /^Connexion$/, en: /^Log in$/ },
  { path: '/user/UserRegister', fr: /^Inscription$/, en: /^Sign up$/ },
  { path: '/user/UserForgotPassword', fr: /^Mot de passe oublié$/, en: /^Forgot your password$/ },
  { path: '/user/reset-password', fr: /^Nouveau mot de passe$/, en: /^New password$/ },
];

const OTHER_ROUTES = [
  '/user/UserConnected',
  '/user/history',
  '/user/request',
  '/user/subscription',
  '/user/SubscriptionManagementUser',
  '/user/payments',
  '/admin/dashboard',
  '/admin/AdminConnected',
  '/admin/users',
  '/admin/payments',
  '/admin/subscriptions',
  '/admin/logs',
  '/admin/roles',
];

for (const lang of ['fr', 'en'] as const) {
  test(`every visitor route renders in ${lang}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    await presetConsent(page);
    await page.addInitScript((l) => localStorage.setItem('selectedLang', l), lang);
    for (const route of VISITOR_ROUTES) {
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route[lang]);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      // one main landmark, a title naming the page
      await expect(page.locator('main')).toHaveCount(1);
      expect(await page.title()).toMatch(/Arcanes/);
    }
    expect(errors).toEqual([]);
  });
}

test('the user and admin routes at least do not crash, in both languages', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await presetConsent(page);
  for (const lang of ['fr', 'en']) {
    await page.addInitScript((l) => localStorage.setItem('selectedLang', l), lang);
    for (const path of OTHER_ROUTES) {
      await page.goto(path);
      await expect(page.locator('body')).not.toBeEmpty();
      await expect(page.getByText('Unexpected Application Error!'), path).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});

test('an unknown address shows the not-found page, the legal pages switch language on their own', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await page.goto('/conditions-generales');
  // One date for the terms (decision 0290).
  await expect(page.getByRole('main').getByText('Dernière mise à jour : 29/11/2026')).toBeVisible();
  await expect(page.getByText(/Question simple\s:\s6,99\s€/)).toBeVisible();
  // The terms as the site works (issue 41): the withdrawal period counted as L221-19 says, the footer's
  // withdrawal function, the waiver per reading, the model form.
  const withdrawal = page.locator('#retractation');
  await expect(withdrawal).toContainText('le jour du crédit n’est pas compté');
  await expect(withdrawal).toContainText('« Se rétracter du contrat ici »');
  await expect(withdrawal).toContainText('L221-28, 1° et 13°');
  await expect(page.locator('#formulaire')).toContainText('annexe à l’article R221-1');
  await expect(page.locator('#formulaire')).toContainText('vous notifie/notifions (*) par la présente');
  await page
    .getByRole('group', { name: 'Langue de la page' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Last updated: 29/11/2026')).toBeVisible();
  await expect(page.getByText(/Single question:\s€6\.99/)).toBeVisible();
  await page.goto('/mentions-legales');
  // the publisher comes from the server's configuration (GET /api/legal)
  const legal = (await (await page.request.get('/api/legal')).json()) as {
    publisher: string;
    host: string;
    director: string;
    mediator: string;
    phone: string;
    host_phone: string;
  };
  for (const value of [
    legal.publisher,
    legal.host,
    legal.director,
    legal.mediator,
    legal.phone,
    legal.host_phone,
  ]) {
    await expect(page.getByText(value, { exact: false }).first()).toBeVisible();
  }
  // the terms name the consumer mediator too (Code de la consommation L612-1, R616-1)
  await page.goto('/conditions-generales');
  await expect(page.locator('#reclamations').getByText(legal.mediator, { exact: false })).toBeVisible();
});
