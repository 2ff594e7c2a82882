import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { GDPR_EXPORT_LISTS } from '@arcanes/contracts/accounts';
import { untilAnimationsSettle } from './a11y';

/** Helpers for the visitor-side browser tests: unique users, consent presets, the server's outbox. */
export interface VisitorUser {
  username: string;
  password: string;
  email: string;
  prenom: string;
}

let counter = 0;

/** A user no other test uses (each test registers its own). */
export function uniqueUser(prefix = 'v'): VisitorUser {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
  return { username, password: 'Etoile-Polaire-7!', email: `${username}@example.com`, prenom: 'Inès' };
}

export async function json<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

const placeIds = new Map<string, string>();

/** The first town the gazetteer gives for `q`, asked once per worker (the gazetteer does not change during a run). */
export async function placeIdFor(request: APIRequestContext, q: string): Promise<string> {
  const known = placeIds.get(q);
  if (known) return known;
  const { places } = await json<{ places: { id: string }[] }>(
    await request.get(`/api/places?q=${encodeURIComponent(q)}&limit=1`),
    'places',
  );
  const id = places[0]?.id;
  if (!id) throw new Error(`no place for ${q}`);
  placeIds.set(q, id);
  return id;
}

/**
 * Registers through the API (the UI registration has its own tests); the new account is logged in at
 * once in `request`'s cookie jar (decision 0211). Returns the new account's id.
 */
export async function registerViaApi(request: APIRequestContext, user: VisitorUser): Promise<number> {
  const registered = await json<{ user?: { id: number } }>(
    await request.post('/api/user/register', {
      data: {
        username: user.username,
        prenom: user.prenom,
        nom: 'Durand',
        email: user.email,
        password: user.password,
        confirm_password: user.password,
        sexe: 'femme',
        date_naissance: '1988-09-23',
        heure_naissance: '21:15',
        lieu_naissance: await placeIdFor(request, 'Lyon'),
        accept_terms: true,
        is_adult: true,
      },
    }),
    'register',
  );
  if (!registered.user) throw new Error(`register: ${user.username} was not logged in`);
  return registered.user.id;
}

/**
 * Registers with the page's own cookie jar (which the registration logs in, as a login would) and
 * marks the browser as signed in (`user_id`, what the login form does) so that the web app reads
 * the session.
 */
export async function signedInVisitor(
  page: Page,
  user = uniqueUser(),
): Promise<VisitorUser & { id: number }> {
  const id = await registerViaApi(page.request, user);
  await page.addInitScript((userId) => window.localStorage.setItem('user_id', String(userId)), id);
  return { ...user, id };
}

export async function walletCents(request: APIRequestContext): Promise<number> {
  const { user } = await json<{ user: { wallet_cents: number } }>(
    await request.get('/api/user/profileIfConnected'),
    'profile',
  );
  return user.wallet_cents;
}

/** A decision already made in this browser, so the banner stays out of the way of other tests. */
export async function presetConsent(
  page: Page,
  choices: { analytics?: boolean; marketing?: boolean; ia?: boolean } = {},
  decidedAt = new Date(),
): Promise<void> {
  const consent = {
    necessary: true,
    analytics: false,
    marketing: false,
    ia: true,
    ...choices,
    decided_at: decidedAt.toISOString(),
    version: '2026-11-28',
    synced: true,
  };
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('userConsent')) window.localStorage.setItem('userConsent', value);
  }, JSON.stringify(consent));
}

/**
 * The e-mails sent to `address` by the server under test: the .eml files of its outbox. Several
 * browser-test runs may share this machine, so every e2e data folder is searched; the address of a
 * test's own unique user tells its mails apart.
 */
/** The newest link to `pagePath` (with its token) mailed to `address`, or '' while none has arrived. */
export function linkIn(address: string, pagePath: string): string {
  const pattern = new RegExp(`https?://[^\\s"<>]+${pagePath}\\?token=[A-Za-z0-9_%-]+`);
  for (const mail of mailsTo(address).reverse()) {
    // quoted-printable: soft line breaks and "=3D" undone before looking for the link
    const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const found = pattern.exec(unfolded)?.[0];
    if (found) return found;
  }
  return '';
}

export function mailsTo(address: string): string[] {
  const folders = fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith('arcanes-e2e-'))
    .map((name) => path.join(os.tmpdir(), name, 'outbox'));
  if (process.env.E2E_DATA_DIR) folders.push(path.join(process.env.E2E_DATA_DIR, 'outbox'));
  const recent = Date.now() - 30 * 60_000;
  const mails: { at: number; text: string }[] = [];
  for (const folder of folders) {
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder)) {
      const full = path.join(folder, file);
      const { mtimeMs } = fs.statSync(full);
      if (mtimeMs < recent) continue;
      const text = fs.readFileSync(full, 'utf8');
      if (text.includes(address)) mails.push({ at: mtimeMs, text });
    }
  }
  return mails.sort((a, b) => a.at - b.at).map((m) => m.text);
}

/**
 * Reveals every element that fades in on scroll (before screenshots and accessibility checks): the
 * page is scrolled a window's height at a time, so that every part of it is once inside the window,
 * each position held for two frames (laid out, seen by the page's intersection observers); then the
 * fade-ins it started are waited for until they end — not for a fixed time.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await twoFrames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await twoFrames();
  });
  await untilAnimationsSettle(page);
}

/** Fills the registration form (the page's or the overlay's) for `user`, born in Lyon. */
export async function fillRegistration(scope: Page | Locator, user: VisitorUser) {
  await scope.getByLabel('Nom d’utilisateur').fill(user.username);
  await scope.getByLabel('Prénom').fill(user.prenom);
  await scope.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await scope.getByLabel('Adresse e-mail').fill(user.email);
  await scope.getByRole('radio', { name: 'Femme' }).check();
  await scope.getByLabel(/^Date de naissance/).fill('1991-03-14');
  await scope.getByLabel(/^Heure de naissance/).fill('06:45');
  const place = scope.getByRole('combobox', { name: 'Lieu de naissance' });
  await place.fill('Lyo');
  await expect(scope.getByRole('option').first()).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue(/Lyon/);
  await scope.getByLabel(/^Mot de passe\W*$/).fill(user.password);
  await scope.getByLabel('Confirmation du mot de passe').fill(user.password);
  await scope.getByRole('checkbox', { name: /18 ans ou plus/ }).check();
  await scope.getByRole('checkbox', { name: /conditions générales/ }).check();
}

/**
 * The signed-in account's GDPR export, as a customer gets it (decision 0355): asked for, written by
 * the background job, its link read from the e-mail in the outbox, the compressed JSON-lines file
 * downloaded in the account's session; its lines gathered by type (`profile` one object, the rest lists).
 */
export async function exportedAccount(
  request: APIRequestContext,
): Promise<Record<string, Record<string, unknown>[]> & { profile: Record<string, unknown> }> {
  const me = (await (await request.get('/api/user/profileIfConnected')).json()) as {
    user: { email: string };
  };
  const asked = await request.post('/api/user/export');
  expect(asked.status()).toBe(202);
  const { id } = (await asked.json()) as { id: string };
  const linkOf = new RegExp(`/api/user/exports/${id}\\?sig=[\\w%-]+`);
  let link = '';
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(me.user.email)) {
          const found = linkOf.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
          if (found) return (link = found);
        }
        return '';
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  const file = await request.get(link);
  expect(file.status()).toBe(200);
  const out: Record<string, unknown> = { profile: {} };
  // Every list the export holds, empty when the account has none of it (the contract's lists).
  for (const list of GDPR_EXPORT_LISTS) out[list] = [];
  for (const line of zlib
    .gunzipSync(await file.body())
    .toString('utf8')
    .split('\n')) {
    if (!line) continue;
    const { type, row } = JSON.parse(line) as { type: string; row?: Record<string, unknown> };
    if (type === 'export') continue;
    if (type === 'profile') out.profile = row ?? {};
    else ((out[type] ??= []) as unknown[]).push(row);
  }
  return out as Record<string, Record<string, unknown>[]> & { profile: Record<string, unknown> };
}
