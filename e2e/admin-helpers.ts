import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The administrator e2e/start-server.mjs made with the admin:create command before the server started. */
export function e2eAdmin(): { username: string; email: string; password: string } {
  // One file per port: browser runs on other ports (other worktrees) never read each other's.
  const file = path.join(os.tmpdir(), `arcanes-e2e-${process.env.E2E_PORT ?? 3100}.json`);
  const current = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    admin?: { username: string; email: string; password: string };
  };
  if (!current.admin)
    throw new Error('the e2e server was started without an administrator (e2e/start-server.mjs)');
  return current.admin;
}

/** Logs in through the /admin/dashboard form, as an administrator would. */
export async function adminLogIn(page: Page): Promise<void> {
  const admin = e2eAdmin();
  await page.goto('/admin/dashboard');
  await page.getByLabel('Nom d’utilisateur').fill(admin.username);
  await page.getByLabel(/^Mot de passe/).fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/admin/AdminConnected');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

/**
 * Logs in through the API with the page's cookie jar, marks the browser as signed in (`user_id`, what
 * the login form does) and opens the dashboard: for the tests about something else than the login
 * form, which admin-access.spec.ts goes through (`adminLogIn`).
 */
export async function adminSignedIn(page: Page): Promise<void> {
  const admin = e2eAdmin();
  const login = await page.request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);
  const me = await page.request.get('/api/admin/admin');
  expect(me.ok(), `admin session: ${me.status()}`).toBe(true);
  const { admin: signedIn } = (await me.json()) as { admin: { id: number } };
  await page.addInitScript((id) => window.localStorage.setItem('user_id', String(id)), signedIn.id);
  await page.goto('/admin/AdminConnected');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

/** The colour of a text (or of the first box around it that has one) is red. */
export async function expectRed(page: Page, text: string): Promise<void> {
  const message = page.getByText(text);
  await expect(message).toBeVisible();
  const colours = await message.evaluate((el) => {
    const out: string[] = [];
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      out.push(style.color, style.backgroundColor);
    }
    return out;
  });
  const red = colours.some((c) => {
    const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
    return a > 0.5 && r > g + 60 && r > b + 60;
  });
  expect(red, `shown in red: ${colours.join(' ')}`).toBe(true);
}
