import { expect, test, type Page } from '@playwright/test';
import { buyCredit, giveConsent, readyCustomer, signUpAndLogIn, useLanguage } from './user-helpers';

type GuardMarks = { shown?: number; left?: number };

/**
 * Times, in the page's own clock, when the refusal appears and when the app leaves for the home page:
 * measured from the test's side, the wait would include however late the test saw the refusal on a
 * busy machine (it once read 4.9 s for a 5.5 s timer).
 */
function markRefusalTimes(reason: string) {
  const marks: GuardMarks = {};
  (window as unknown as { __guardMarks: GuardMarks }).__guardMarks = marks;
  new MutationObserver(() => {
    const alerts = Array.from(document.querySelectorAll('[role="alert"]'));
    if (marks.shown === undefined && alerts.some((el) => (el.textContent ?? '').includes(reason)))
      marks.shown = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      if (marks.shown !== undefined && marks.left === undefined && location.pathname === '/')
        marks.left = performance.now();
    };
  }
}

/** The refusal is shown, then after the seed's random 5.5–7.26 s the home page shows it in red. */
async function expectRefusal(page: Page, path: string, reason: string) {
  await page.addInitScript(markRefusalTimes, reason);
  await page.goto(path);
  const alert = page.getByRole('alert').filter({ hasText: reason });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('acceptation sans réserve des conditions générales');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  const marks = await page.evaluate(() => (window as unknown as { __guardMarks: GuardMarks }).__guardMarks);
  expect(marks.shown, 'the refusal was seen in the page').toBeDefined();
  expect(marks.left, 'the app left for the home page').toBeDefined();
  const waited = marks.left! - marks.shown!;
  expect(waited).toBeGreaterThanOrEqual(5_000);
  expect(waited).toBeLessThanOrEqual(8_500);
  const message = page.getByText(reason);
  await expect(message).toBeVisible();
  // Red: the text itself, or the box it sits in (asked again while the home page settles).
  const isRed = () =>
    message.evaluate((el) => {
      const colours: string[] = [];
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        colours.push(style.color, style.backgroundColor);
      }
      return colours.some((c) => {
        const [r = 0, g = 0, b = 0, a = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
        return a > 0.5 && r > g + 60 && r > b + 60;
      });
    });
  await expect.poll(isRed, { message: 'the refusal is shown in red on the home page' }).toBe(true);
}

test.describe('the access guard', () => {
  // The domain chooser (/choisir-un-domaine) is open to visitors: visitor-journeys.spec.ts.
  test('refuses a visitor without a session', async ({ page }) => {
    await expectRefusal(
      page,
      '/user/UserConnected',
      'Vous devez être connecté pour accéder aux consultations.',
    );
  });

  test('lets in a customer who refused every cookie (the AI is accepted with the first order)', async ({
    page,
  }) => {
    await signUpAndLogIn(page);
    await giveConsent(page, false);
    await buyCredit(page, 1);
    await page.goto('/user/UserConnected');
    await expect(page.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avant votre première lecture' })).toBeVisible();
  });

  // No dead end for a new customer (decision 0211): the options show, each saying what it costs.
  test('lets in a customer whose wallet is empty, every option open, saying ordering pays, with « Recharger »', async ({
    page,
  }) => {
    await signUpAndLogIn(page);
    await giveConsent(page, true);
    await page.goto('/user/UserConnected');
    await expect(page.getByRole('heading', { name: 'Bienvenue, Léa' })).toBeVisible();
    await page.getByRole('button', { name: /^Astrologie/ }).click();
    await expect(page.locator('.option-card__button:disabled')).toHaveCount(0);
    await expect(page.getByText(/ne couvre pas cette option/)).toHaveCount(4);
    await expect(page.locator('.option-list').getByRole('link', { name: 'Recharger' })).toHaveCount(4);
    await expect(page.getByText('Accès refusé')).toHaveCount(0);
  });

  test('says "Redirecting..." while it checks, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await readyCustomer(page, [1]);
    // A page without the session in it (as the Vite dev server serves it) makes the app ask for it;
    // the served page carries it (decision 0249, session-boot.spec.ts). Hold the answer back to see
    // the loading state.
    await page.route('**/user/UserConnected', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="arcanes-session">[^<]*<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/profileIfConnected', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/user/UserConnected');
    await expect(page.getByRole('status').filter({ hasText: 'Redirecting...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Welcome, Léa' })).toBeVisible();
  });
});

test('an option the wallet cannot pay for says that ordering it pays for it; the wallet follows a reading', async ({
  page,
}) => {
  await readyCustomer(page, [1, 1]);
  await page.goto('/user/UserConnected');
  await page.getByRole('button', { name: /Astrologie/ }).click();
  const simple = page.getByRole('button', { name: /Question simple/ });
  const forecast = page.getByRole('button', { name: /Prévision à court terme/ });
  const natal = page.getByRole('button', { name: /Thème astral/ });
  await expect(simple).toBeEnabled();
  await expect(forecast).toBeEnabled();
  await expect(natal).toBeEnabled();
  await expect(forecast).toHaveAccessibleDescription(
    /Votre solde \(13,98\s€\) ne couvre pas cette option \(19,90\s€\) : en la commandant, vous la payez par carte ou PayPal\./,
  );
  await expect(page.getByText(/ne couvre pas cette option \(29,90\s€\)/)).toBeVisible();

  // Spend one question: the buttons follow the new balance without a reload, and the page stays.
  await simple.click();
  await expect(page.locator('#option-panel')).toBeVisible();
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Est-ce le bon moment pour voyager ?');
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('connected-wallet')).toHaveText(/^6,99\s€$/);
  await page.getByRole('button', { name: 'Poser une autre question' }).click();
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Et pour déménager ?');
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  await expect(page.getByTestId('connected-wallet')).toHaveText(/^0,00\s€$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Question simple/ })).toHaveAccessibleDescription(
    /Votre solde \(0,00\s€\) ne couvre pas cette option/,
  );
});
