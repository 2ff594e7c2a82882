import { expect, test } from '@playwright/test';
import { linkIn, presetConsent, registerViaApi, uniqueUser } from './helpers/visitor';

/** Registration, login (with the 5 s success message), logout, forgotten and reset password. */

test('registration page: checks, then "Inscription réussie !" on the login page for 5 seconds', async ({
  page,
}) => {
  await presetConsent(page);
  const user = uniqueUser('reg');
  await page.goto('/user/UserRegister');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Le formulaire présente une anomalie' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom d’utilisateur' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Prénom' }).fill(user.prenom);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lefèvre');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(user.email);
  // Only what every reading needs is required (issue 41): gender and birth time stay unsaid here.
  await expect(page.getByRole('radio', { name: 'Ne pas préciser' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Sexe (facultatif)' })).toBeVisible();
  await expect(page.getByLabel('Heure de naissance (facultative)')).not.toHaveAttribute('required', /.*/);
  await page.getByLabel(/^Date de naissance/).fill('1979-12-02');
  const place = page.getByRole('combobox', { name: 'Lieu de naissance (facultatif)' });
  await place.fill('bordeau');
  await expect(place).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('option', { name: /Bordeaux/ })
    .first()
    .click();
  await expect(place).toHaveValue(/Bordeaux/);

  const password = page.getByLabel(/^Mot de passe\W*$/);
  await password.fill('abcdefgh');
  await expect(page.getByText('Mot de passe faible')).toBeVisible();
  await password.fill('Abcdefg1');
  await expect(page.getByText('Mot de passe moyen')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Robustesse du mot de passe' })).toHaveAttribute(
    'aria-valuenow',
    '80',
  );
  await password.fill(user.password);
  await expect(page.getByText('Mot de passe fort')).toBeVisible();
  // the eye shows what was typed
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel(/^Confirmation du mot de passe/).fill(`${user.password}x`);
  await page.getByRole('checkbox', { name: /18 ans ou plus/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel(/^Confirmation du mot de passe/).fill(user.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Registering logs in (decision 0211): the connected area, with the new account's session.
  await expect(page).toHaveURL(/\/user\/UserConnected$/);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeAttached();
  expect((await page.request.get('/api/user/profileIfConnected')).status()).toBe(200);

  // An address that already has an account: no new account, a mail to its owner, and the login
  // page with the answer shown for the seed's 5 seconds.
  await page.request.post('/api/user/logout');
  await page.evaluate(() => localStorage.removeItem('user_id'));
  await page.goto('/user/UserRegister');
  await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill(`${user.username}_2`);
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Autre');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Personne');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(user.email);
  await page.getByRole('radio', { name: 'Femme' }).check();
  await page.getByLabel(/^Date de naissance/).fill('1985-01-01');
  await page.getByLabel(/^Heure de naissance/).fill('12:00');
  await page.getByRole('combobox', { name: 'Lieu de naissance' }).fill('Lille');
  await page.getByRole('option', { name: /Lille/ }).first().click();
  await page.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(user.password);
  await page.getByRole('checkbox', { name: /18 ans ou plus/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  // How long the answer stays is timed by the page itself (an observer records when it appears and
  // when it goes): a test's own clock, on a loaded machine, sees it late and counts short.
  const message = 'Un e-mail vient d’être envoyé à l’adresse indiquée : il dit comment poursuivre.';
  await page.evaluate((text) => {
    const seen: { shown?: number; gone?: number } = {};
    (window as unknown as { __success: typeof seen }).__success = seen;
    new MutationObserver(() => {
      const present = document.body.textContent?.includes(text) ?? false;
      if (present && seen.shown === undefined) seen.shown = performance.now();
      if (!present && seen.shown !== undefined && seen.gone === undefined) seen.gone = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, message);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/user\/UserLogin$/);
  const seen = () =>
    page.evaluate(() => (window as unknown as { __success: { shown?: number; gone?: number } }).__success);
  await expect.poll(async () => (await seen()).shown !== undefined).toBe(true);
  await expect.poll(async () => (await seen()).gone !== undefined, { timeout: 15_000 }).toBe(true);
  // Timed from the moment the server's answer arrived (the page's resource timing): the answer's 5 s
  // start later, once the login page is shown, so it can never be gone sooner; the observer's own
  // timestamp of its appearance may lag behind a busy task and is not used for the lower bound.
  const { gone } = await seen();
  const answered = await page.evaluate(
    () =>
      (
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/api/user/register'))
          .at(-1) as PerformanceResourceTiming
      ).responseEnd,
  );
  expect(gone! - answered).toBeGreaterThanOrEqual(5000);
  expect(gone! - answered).toBeLessThan(15_000);
  await expect(page.getByText(message)).toHaveCount(0);
  expect((await page.request.get('/api/user/profileIfConnected')).status()).toBe(401);

  // the same username again: the server's message after the seed's prefix
  await page.goto('/user/UserRegister');
  await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Autre');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Personne');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`autre.${user.email}`);
  await page.getByRole('radio', { name: 'Femme' }).check();
  await page.getByLabel(/^Date de naissance/).fill('1985-01-01');
  await page.getByLabel(/^Heure de naissance/).fill('12:00');
  await page.getByRole('combobox', { name: 'Lieu de naissance' }).fill('Lille');
  await page.getByRole('option', { name: /Lille/ }).first().click();
  await page.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(user.password);
  await page.getByRole('checkbox', { name: /18 ans ou plus/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Erreur lors de l’inscription : \S/ }),
  ).toBeVisible();
});

test('registration with the minimum: no gender, birth time or place, and the account opens (issue 41)', async ({
  page,
}) => {
  await presetConsent(page);
  const user = uniqueUser('min');
  await page.goto('/user/UserRegister');
  await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Prénom' }).fill(user.prenom);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Sobre');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(user.email);
  await page.getByLabel(/^Date de naissance/).fill('1990-04-12');
  await page.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(user.password);
  await page.getByRole('checkbox', { name: /18 ans ou plus/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/user\/UserConnected$/);
  const profile = await page.request.get('/api/user/profile');
  expect(profile.status()).toBe(200);
  const body = (await profile.json()) as { user?: Record<string, unknown> } & Record<string, unknown>;
  expect(body.user ?? body).toMatchObject({ sexe: null, heure_naissance: null, lieu_naissance: null });
});

test('login: wrong password says so; right one goes to the connected area; logout back to /user/profile', async ({
  page,
}) => {
  await presetConsent(page);
  const user = uniqueUser('log');
  await registerViaApi(page.request, user);
  // The registration logged this browser in (decision 0211), which its pages now know from the cookie
  // (0249): out again, to go through the form.
  await page.context().clearCookies({ name: 'arcanes_session' });
  await page.goto('/user/UserLogin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Tous les champs sont obligatoires.')).toBeVisible();
  await page.getByLabel(/^Nom d’utilisateur ou e-mail/).fill(user.username);
  await page.getByLabel(/^Mot de passe\W*$/).fill('Faux-mot-2-passe!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByText(
      'Le compte n’existe pas ou l’identifiant de connexion et le mot de passe ne fonctionnent pas.',
    ),
  ).toBeVisible();

  await page.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/UserConnected$/);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Domaines' })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Tarifs' })).toHaveCount(0);
  // no token anywhere in the browser's storage: the session is an HttpOnly cookie
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(storage).not.toMatch(/token/i);
  expect(await page.evaluate(() => document.cookie)).not.toContain('arcanes_session');

  await page.setViewportSize({ width: 1400, height: 900 });
  await nav.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  expect((await page.request.get('/api/user/profileIfConnected')).status()).toBe(401);
  await expect(nav.getByRole('link', { name: 'Tarifs' })).toBeAttached();
});

test('forgotten password: the e-mailed link sets a new password that then logs in', async ({ page }) => {
  await presetConsent(page);
  const user = uniqueUser('pwd');
  await registerViaApi(page.request, user);
  // The registration logged this browser in (decision 0211), which its pages now know from the cookie
  // (0249): out again, to go through the form.
  await page.context().clearCookies({ name: 'arcanes_session' });
  await page.goto('/user/UserForgotPassword');
  await page.getByLabel(/^Adresse e-mail/).fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();
  await page.getByLabel(/^Adresse e-mail/).fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Si un compte correspond à cette adresse/ }),
  ).toBeVisible();

  // The account also got its address-confirmation mail: look for the newest reset link.
  const resetLink = () => linkIn(user.email, '/user/reset-password');
  await expect.poll(resetLink, { timeout: 15_000 }).not.toBe('');
  const link = resetLink();
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  const fresh = 'Nouvelle-Lune-88?';
  await page.getByLabel(/^Nouveau mot de passe/).fill(fresh);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(fresh);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(
    page.getByText('Mot de passe réinitialisé avec succès. Vous pouvez vous connecter.'),
  ).toBeVisible();
  expect(
    (await page.request.post('/api/user/login', { data: { username: user.username, password: fresh } })).ok(),
  ).toBe(true);

  // the same link cannot be used twice
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(/^Nouveau mot de passe/).fill('Encore-Une-Fois-9!');
  await page.getByLabel(/^Confirmation du mot de passe/).fill('Encore-Une-Fois-9!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.goto('/user/reset-password');
  await expect(page.getByText(/Ce lien de réinitialisation est incomplet/)).toBeVisible();
});
