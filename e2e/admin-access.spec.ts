import { axeViolations, forTheme } from './helpers/a11y';
import { expect, test } from '@playwright/test';
import { adminLogIn, adminSignedIn, expectRed } from './admin-helpers';
import { signUpAndLogIn } from './user-helpers';

const DENIED =
  'L’espace administrateur ne vous est pas accessible. Une notification est envoyée au responsable du site.';
// Nobody signed in: only the audit log keeps it, nobody is e-mailed, so no notification is claimed.
const VISITOR_DENIED =
  'L’espace administrateur est réservé aux administrateurs : connectez-vous d’abord avec un compte administrateur.';

test.describe('who may enter the admin area', () => {
  // Each test has its own browser context (its own session): they may run on both workers at once.
  test.describe.configure({ mode: 'parallel' });

  test('a visitor opening an admin page is sent home, told in red what it takes', async ({ page }) => {
    await page.goto('/admin/AdminConnected');
    await page.waitForURL((url) => url.pathname === '/');
    await expectRed(page, VISITOR_DENIED);
  });

  test('a signed-in user is refused too, and the login page stays a login page for them', async ({
    page,
  }) => {
    await signUpAndLogIn(page);
    await page.goto('/admin/users');
    await page.waitForURL((url) => url.pathname === '/');
    await expectRed(page, DENIED);
    const api = await page.request.get('/api/admin/users');
    expect(api.status()).toBe(403);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Espace administrateur' })).toBeVisible();
  });

  test('an expired session is sent home with "Session expirée…"', async ({ page, context, baseURL }) => {
    await adminSignedIn(page);
    // A token of the right shape that the server no longer knows: what an expired session looks like.
    await context.addCookies([{ name: 'arcanes_session', value: 'x'.repeat(43), url: baseURL! }]);
    await page.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectRed(page, 'Session expirée ou non autorisée. Veuillez vous reconnecter.');
  });

  test('wrong credentials are refused with the seed’s message; an administrator already signed in goes on', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await page.getByLabel('Nom d’utilisateur').fill('e2e_admin');
    await page.getByLabel(/^Mot de passe/).fill('Pas-le-bon-1!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Identifiants incorrects/);
    await adminLogIn(page);
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/AdminConnected');
  });

  test('logout ends the session and returns to the login page', async ({ page }) => {
    // Through the form: signed in through the API, the page logged out while its dashboard loaded was
    // sometimes sent home as an expired session (the layout asks for the administrator again after
    // the logout clears its queries) instead of returning to the login page.
    await adminLogIn(page);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect((await page.request.get('/api/admin/admin')).status()).toBe(401);
  });

  // One test per theme: they run side by side on both workers.
  for (const theme of ['classique', 'nuit']) {
    test(`the admin pages pass axe (${theme})`, async ({ page }) => {
      test.setTimeout(180_000); // five pages, each read by axe; a busy machine needs the time the ten had
      await adminSignedIn(page);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of [
        '/admin/AdminConnected',
        '/admin/payments',
        '/admin/subscriptions',
        '/admin/logs',
        '/admin/roles',
      ]) {
        await page.goto(path);
        await expect(page.locator('.admin-loading')).toHaveCount(0);
        await expect(page.getByRole('table').first()).toBeVisible();
        expect(await axeViolations(page, forTheme(theme)), `${theme} ${path}`).toEqual([]);
      }
    });
  }
});
