import { expect, test } from '@playwright/test';
import { readyCustomer } from './user-helpers';

/**
 * The page a customer loads carries their session's user (decision 0249): the connected page renders
 * their name and balance without asking /api/user/profileIfConnected first — even in a browser whose
 * storage was cleared (no `user_id` key: how Lighthouse loads it) — and a logout ends it.
 */
test('a customer’s page renders their name and balance from the page itself', async ({ page, browser }) => {
  await readyCustomer(page, [1]);
  // A browser with the session cookie and nothing else.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies(await page.context().cookies());
  const fresh = await context.newPage();
  const sessionRequests: string[] = [];
  fresh.on('request', (request) => {
    if (request.url().includes('/api/user/profileIfConnected')) sessionRequests.push(request.url());
  });
  // Whether the guard's « Redirection… » was ever in the page, from its first node on.
  await fresh.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.guard--loading')) document.documentElement.dataset.guardWaited = '1';
    }).observe(document, { childList: true, subtree: true });
  });

  await fresh.goto('/user/UserConnected');
  await expect(fresh.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
  await expect(fresh.getByTestId('connected-wallet')).toHaveText(/^6,99\s€$/);
  expect(sessionRequests).toEqual([]);
  expect(await fresh.evaluate(() => document.documentElement.dataset.guardWaited ?? null)).toBeNull();
  // Read once: the data is not left in the document.
  await expect(fresh.locator('#arcanes-session')).toHaveCount(0);
  // The browser key follows the server's answer.
  expect(await fresh.evaluate(() => localStorage.getItem('user_id'))).not.toBeNull();

  // Logged out (here by another tab's request on the same cookie): the page, loaded again, is a
  // visitor's — the HTML was never kept.
  expect((await fresh.request.post('/api/user/logout', { data: {} })).status()).toBe(200);
  await fresh.reload();
  await expect(fresh.getByText('Vous devez être connecté pour accéder aux consultations.')).toBeVisible();
  await expect(fresh.getByRole('heading', { name: 'Bienvenue, Léa' })).toHaveCount(0);
  expect(await fresh.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
  await context.close();
});
