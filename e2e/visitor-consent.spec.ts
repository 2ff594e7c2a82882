import { expect, test, type Page, type Request } from '@playwright/test';
import { json, presetConsent } from './helpers/visitor';

/** Cookie consent as the CNIL asks: nothing optional before a choice, refusing as easy as accepting. */

function analyticsRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/')) seen.push(r);
  });
  return seen;
}

const stored = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('userConsent') ?? 'null') as Record<string, unknown> | null,
  );

test('refuse: no audience request at all, the refusal is stored here and on the server', async ({ page }) => {
  const analytics = analyticsRequests(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' });
  await expect(banner).toBeVisible();
  // Refuser and Accepter are the same kind of button, side by side.
  const refuse = banner.getByRole('button', { name: 'Refuser' });
  const accept = banner.getByRole('button', { name: 'Accepter' });
  expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(Math.abs((r?.height ?? 0) - (a?.height ?? 1))).toBeLessThan(1);
  expect(Math.abs((r?.width ?? 0) - (a?.width ?? 1))).toBeLessThan(2);

  await page.getByRole('link', { name: 'Mentions légales' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  const proof = page.waitForResponse(
    (res) => res.url().endsWith('/api/consent') && res.request().method() === 'POST',
  );
  await refuse.click();
  expect((await proof).ok()).toBe(true);
  await expect(banner).toHaveCount(0);
  expect(await stored(page)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
    ia: false,
    version: '2026-11-28',
  });
  await page.goto('/conditions-generales');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const server = await json<{ consent: Record<string, unknown> | null }>(
    await page.request.get('/api/consent'),
    'consent',
  );
  expect(server.consent).toMatchObject({
    analytics: false,
    marketing: false,
    ia: false,
    policy_version: '2026-11-28',
  });
  // Proof that this page's view is waiting on the choice: allowing audience measure now counts it at
  // once. Only then is "nothing was sent before" meaningful: that one request is the only one ever seen.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' }).click();
  const settings = page.getByRole('dialog', { name: 'Paramétrer les cookies' });
  await settings.getByRole('switch', { name: /mesure d.audience/i }).check();
  const counted = page.waitForRequest((r) => r.url().endsWith('/api/analytics/pageview'));
  await settings.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  expect((await counted).postDataJSON()).toEqual({ path: '/' });
  expect(analytics.map((r) => r.url())).toEqual([expect.stringMatching(/\/api\/analytics\/pageview$/)]);
});

test('accept: stored in the browser and on the server, then the page view is counted', async ({ page }) => {
  const analytics = analyticsRequests(page);
  await page.goto('/mentions-legales');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const counted = page.waitForRequest((r) => r.url().endsWith('/api/analytics/pageview'));
  await page.getByRole('button', { name: 'Accepter' }).click();
  expect((await counted).postDataJSON()).toEqual({ path: '/mentions-legales' });
  // the view waited for the choice: the request just seen is the only one, none went before it
  expect(analytics).toHaveLength(1);
  // « Accepter » accepts cookies; the AI is no cookie purpose and stays false.
  expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, ia: false });
  await expect
    .poll(
      async () =>
        (
          await json<{ consent: Record<string, unknown> | null }>(
            await page.request.get('/api/consent'),
            'consent',
          )
        ).consent,
    )
    .toMatchObject({ analytics: true, marketing: false, ia: false });
  await expect.poll(async () => (await stored(page))?.synced).toBe(true);
  // and each page after that
  const next = page.waitForRequest((r) => r.url().endsWith('/api/analytics/pageview'));
  await page.getByRole('link', { name: 'Conditions générales' }).first().click();
  expect((await next).postDataJSON()).toEqual({ path: '/conditions-generales' });
});

test('Paramétrer: one purpose at a time; the footer button reopens the settings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Paramétrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramétrer les cookies' });
  await expect(dialog.getByRole('switch', { name: 'Strictement nécessaires' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Strictement nécessaires' })).toBeDisabled();
  // Cookies only: writing a reading with the AI is part of the order, not a cookie choice.
  await expect(dialog.getByRole('switch', { name: 'Intelligence artificielle' })).toHaveCount(0);
  // No « Marketing » purpose (issue 41: nothing used it): audience measurement is the only choice.
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Mesure d’audience' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, ia: false });
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Paramétrer les cookies' })
      .getByRole('switch', { name: 'Mesure d’audience' }),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a choice made in one tab applies in the others', async ({ page, context }) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/conditions-generales');
  await expect(other.getByTestId('consent-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Refuser' }).click();
  await expect(other.getByTestId('consent-banner')).toHaveCount(0);
});

test('asked again after six months', async ({ page }) => {
  const sevenMonthsAgo = new Date(Date.now() - 213 * 24 * 3600 * 1000);
  await presetConsent(page, { analytics: true }, sevenMonthsAgo);
  await page.goto('/');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
});

test('/gestion-des-cookies: current choices, save with a confirmation, reset back to undecided', async ({
  page,
}) => {
  await page.goto('/gestion-des-cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des cookies' })).toBeVisible();
  // the page itself is where one chooses: no banner over it
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByTestId('consent-status')).toHaveText('Vous n’avez pas encore fait de choix.');
  await page.getByRole('switch', { name: 'Mesure d’audience' }).check();
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  const popup = page.getByRole('dialog', { name: 'Préférences enregistrées' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, ia: false });
  await expect(page.getByTestId('consent-status')).toContainText('Vous avez tout accepté le');

  await page.getByRole('button', { name: 'Réinitialiser mes choix' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByTestId('consent-status')).toHaveText('Vous n’avez pas encore fait de choix.');
  expect(await stored(page)).toBeNull();
  await page.goto('/');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
});
