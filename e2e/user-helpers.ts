import { expect, type APIResponse, type Page } from '@playwright/test';
import { placeIdFor } from './helpers/visitor';

/**
 * Helpers for the user-area browser tests. Everything goes through `page.request`, which shares
 * the page's cookie jar: a login made here is the page's session.
 */
export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
}

let counter = 0;

async function ok(response: APIResponse, what: string): Promise<unknown> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * The first town the gazetteer gives for `q` (its id is what the forms send), asked once per worker
 * (helpers/visitor.ts `placeIdFor`: its search is tested through the forms).
 */
export async function placeId(page: Page, q = 'Paris'): Promise<string> {
  return placeIdFor(page.request, q);
}

/**
 * Registers a fresh adult user born in Paris, logged in at once by the registration itself (its
 * session cookie, as a login gives it: decision 0211), and tells the web app it is signed in.
 */
export async function signUpAndLogIn(page: Page, overrides: { prenom?: string } = {}): Promise<TestUser> {
  counter += 1;
  const username = `e2e_${Date.now().toString(36)}_${counter}`;
  const password = 'Lune-Soleil-42!';
  const email = `${username}@example.com`;
  const registered = (await ok(
    await page.request.post('/api/user/register', {
      data: {
        username,
        prenom: overrides.prenom ?? 'Léa',
        nom: 'Martin',
        email,
        password,
        confirm_password: password,
        sexe: 'femme',
        date_naissance: '1990-04-12',
        heure_naissance: '08:30',
        lieu_naissance: await placeId(page),
        accept_terms: true,
        is_adult: true,
      },
    }),
    'register',
  )) as { user?: { id: number } };
  const id = registered.user?.id;
  if (!id) throw new Error(`register: ${username} was not logged in`);
  // The web app asks for the session only in a browser that signed in (`user_id`, never a secret).
  await page.addInitScript((userId) => window.localStorage.setItem('user_id', String(userId)), id);
  return { id, username, password, email };
}

/** Records the cookie choices on the server (proof) and in the browser (`userConsent`), as the banner does. */
export async function giveConsent(page: Page, ia: boolean): Promise<void> {
  await ok(
    await page.request.post('/api/consent', { data: { analytics: false, marketing: false, ia } }),
    'consent',
  );
  await page.addInitScript((aiAccepted) => {
    window.localStorage.setItem(
      'userConsent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        ia: aiAccepted,
        decided_at: new Date().toISOString(),
        version: '2026-11-28',
        synced: true,
      }),
    );
  }, ia);
}

/** Tops up an offer's amount through the demo provider, as its checkout page would; returns the new balance in cents. */
export async function buyCredit(page: Page, option: 1 | 2 | 3): Promise<number> {
  const checkout = (await ok(
    await page.request.post('/api/payments/checkout', {
      data: { option, method: 'card' },
    }),
    'checkout',
  )) as { payment_id: string };
  const paid = await page.request.post(`/api/payments/demo/${checkout.payment_id}/succeed`, {
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(paid.headers().location).toContain('payment=success');
  const wallet = (await ok(await page.request.get('/api/user/wallet'), 'wallet')) as { wallet_cents: number };
  return wallet.wallet_cents;
}

/** Accepts what a reading sends to the interpreter, as the notice before the first order does. */
export async function acceptReadingData(page: Page): Promise<void> {
  await ok(await page.request.post('/api/consent/reading-data', { data: { accept: true } }), 'reading data');
}

/** A signed-in customer with cookie choices made, the reading data accepted and `credit` offers bought. */
export async function readyCustomer(page: Page, credit: (1 | 2 | 3)[] = [3]): Promise<TestUser> {
  const user = await signUpAndLogIn(page);
  await giveConsent(page, true);
  await acceptReadingData(page);
  for (const option of credit) await buyCredit(page, option);
  return user;
}

export async function useLanguage(page: Page, lang: 'fr' | 'en'): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('selectedLang', l), lang);
}

/** Opens a domain and one of its options in the connected area. */
export async function openOption(page: Page, domain: RegExp, option: RegExp): Promise<void> {
  await page.getByRole('button', { name: domain }).first().click();
  await page.getByRole('button', { name: option }).first().click();
  await expect(page.locator('#option-panel')).toBeVisible();
}

/**
 * Picks deck card `n` (as numbered in its label) and waits until it sits among the chosen ones. On a
 * phone the deck is an arc that bends as it scrolls, with gaps between its turned cards and
 * scroll-snapping after a scroll: a click aimed where the card was a frame ago can land in a gap. So
 * the card is first brought to the middle of its strip, where it lies flat and snapping leaves it, and
 * clicked once it has stopped turning.
 */
export async function pickCard(page: Page, n: number): Promise<void> {
  const deck = page.getByRole('group', { name: /^(Le jeu de 78 cartes|The 78-card deck)/ });
  const card = deck.getByRole('button', { name: new RegExp(`^(Carte|Card) ${n}$`) });
  const chosen = page.locator('.tarot-selected__row').getByRole('button');
  const before = await chosen.count();
  await card.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'instant' }));
  await expect
    .poll(() =>
      card.evaluate((el) => Math.abs(parseFloat(getComputedStyle(el).getPropertyValue('--turn')) || 0)),
    )
    .toBeLessThan(1);
  await card.click();
  await expect(chosen).toHaveCount(before + 1);
}

/** Picks the deck cards numbered `ns`, in that order (see `pickCard`). */
export async function pickCards(page: Page, ns: readonly number[]): Promise<void> {
  for (const n of ns) await pickCard(page, n);
}
