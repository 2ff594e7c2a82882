import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, forTheme, WCAG_TAGS } from './helpers/a11y';
import { expectNoHorizontalOverflow } from './helpers/layout';
import {
  fillRegistration,
  mailsTo,
  presetConsent,
  signedInVisitor,
  uniqueUser,
  walletCents,
} from './helpers/visitor';
import { buyCredit, pickCard } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

/**
 * Issue 18's journeys without dead ends and its layout rules: a visitor browses every domain and
 * option (price, form, an example) and is asked for an account only when ordering, then comes back;
 * registering logs in (the overlay goes on to the payment); a signed-in customer is not shown the
 * registration page; « Admin » only for administrators and a true refusal; option cards keep their
 * grid at a low balance, with « Recharger »; nothing jumps when the header fixes; Escape closes the
 * phone menu; back-to-top never covers the footer's text; the card table's targets are a finger wide
 * on a phone; the header is solid at once after an in-app navigation. Screenshots in test-results
 * with E2E_SCREENSHOTS=1.
 */

// Each test makes its own users and reads only their mails: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1366, height: 900 };
const PRICE = /\d+,\d{2}\s€/;

function domainTab(page: Page, name: string): Locator {
  return page.getByRole('group', { name: 'Domaines' }).getByRole('button', { name: new RegExp(`^${name}`) });
}

/** Waits until the window has stopped scrolling (smooth scrolls, delayed scrolls). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(
          () => new Promise<number>((r) => setTimeout(() => r(Math.round(window.scrollY)), 250)),
        );
        const still = y === last;
        last = y;
        return still;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

test('a visitor browses every domain and option, is asked for an account only to order, and comes back logged in', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await presetConsent(page);
  await page.goto('/');
  await page.locator('.hero').getByRole('link', { name: 'Choisir un domaine' }).click();
  await expect(page).toHaveURL(/\/choisir-un-domaine$/);
  await expect(page.getByRole('heading', { name: 'Choisissez un domaine' })).toBeVisible();
  await expect(page.getByText('Accès refusé')).toHaveCount(0);

  const expected = { Astrologie: 4, Numérologie: 4, Tarot: 3 } as const;
  for (const [name, count] of Object.entries(expected)) {
    await domainTab(page, name).click();
    // An example of what the domain's readings give, instead of the customer's own chart.
    const example = page.getByRole('region', { name: 'Exemple de ce que vous recevez' });
    await expect(example).toBeVisible();
    await expect(example.locator('img, dl').first()).toBeVisible();
    const options = page.locator('.option-card__button');
    await expect(options).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      const option = options.nth(i);
      await expect(option).toBeEnabled();
      await expect(option).toContainText(PRICE);
      await option.click();
      const panel = page.locator('#option-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { level: 3 })).toContainText(PRICE);
      // The form is there to read and fill, with its order button.
      await expect(panel.locator('form input, form select, form textarea').first()).toBeVisible();
      await expect(panel.locator('form button[type="submit"]')).toBeEnabled();
    }
    await pageScreenshot(page, testInfo, `visitor-${name}`);
  }

  // Ordering: an account is asked for, nothing is sent, and the way back is kept.
  await domainTab(page, 'Astrologie').click();
  await page.locator('.option-card__button', { hasText: 'Question simple' }).click();
  await page
    .getByRole('textbox', { name: 'Votre question' })
    .fill('Vais-je changer de travail cette année ?');
  await page.getByRole('button', { name: /^Payer 6,99\s€ et recevoir ma lecture$/ }).click();
  const ask = page.getByRole('region', { name: 'Un compte pour commander' });
  await expect(ask).toBeVisible();
  await expect(ask).toBeFocused();
  await pageScreenshot(page, testInfo, 'visitor-asked-to-register', { fullPage: false });
  await ask.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/user\/UserRegister$/);

  const user = uniqueUser('journey');
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Logged in at once, and back on the very option, its question kept, which now says that ordering
  // it pays for it (decision 0315).
  await expect(page).toHaveURL(/\/choisir-un-domaine\?domaine=astrologie&option=1$/);
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 0,00 €');
  await expect(page.locator('#option-panel')).toBeVisible();
  await expect(page.locator('#option-panel h3')).toContainText('Question simple');
  await expect(page.getByRole('textbox', { name: 'Votre question' })).toHaveValue(
    'Vais-je changer de travail cette année ?',
  );
  const simple = page.locator('.option-card', { hasText: 'Question simple' });
  await expect(simple.getByRole('button')).toBeEnabled();
  await expect(simple.getByRole('link', { name: 'Recharger' })).toBeVisible();
  await expect(simple.getByRole('button')).toHaveAccessibleDescription(
    /Votre solde \(0,00\s€\) ne couvre pas cette option \(6,99\s€\) : en la commandant, vous la payez par carte ou PayPal\./,
  );
  expect(await walletCents(page.request)).toBe(0);
});

test('registering in the purchase overlay logs in and goes straight on to the payment', async ({ page }) => {
  test.setTimeout(120_000);
  await presetConsent(page);
  const user = uniqueUser('overlay');
  await page.goto('/#tarifs');
  await page
    .getByRole('article', { name: /Question simple/ })
    .getByRole('button', { name: 'Choisir cette offre' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('tab', { name: 'Inscription' }).click();
  const panel = dialog.getByRole('tabpanel');
  await fillRegistration(panel, user);
  await panel.getByRole('button', { name: 'Créer mon compte' }).click();

  // No login to type: the payment step, with the connected header.
  await expect(dialog.getByRole('heading', { name: 'Paiement' })).toBeVisible();
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 0,00 €');
  await dialog.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await page.getByRole('button', { name: 'Payer 6,99 €' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Achat confirmé' })).toBeVisible();
  await expect(page.getByTestId('header-wallet')).toHaveText('Solde : 6,99 €');
  expect(await walletCents(page.request)).toBe(699);
});

test('a signed-in customer opening the registration or login page is taken to the connected area', async ({
  page,
}) => {
  await presetConsent(page);
  await signedInVisitor(page);
  for (const path of ['/user/UserRegister', '/user/UserLogin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/user\/UserConnected$/);
  }
  // An empty wallet is no dead end: the options show, each saying what it costs, with « Recharger ».
  await expect(page.getByText('Accès refusé')).toHaveCount(0);
  await domainTab(page, 'Tarot').click();
  await expect(page.locator('.option-list').getByRole('link', { name: 'Recharger' })).toHaveCount(3);
});

test('« Admin » is for administrators only, and refusing the admin area says what is true', async ({
  page,
}) => {
  await presetConsent(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await page.goto('/mentions-legales');
  await expect(nav.getByRole('link', { name: 'Domaines' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  // A visitor: nobody is e-mailed (only the audit log keeps it), so no notification is claimed.
  await page.goto('/admin/users');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    page.getByText(
      'L’espace administrateur est réservé aux administrateurs : connectez-vous d’abord avec un compte administrateur.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/notification/)).toHaveCount(0);

  // A customer: the site manager is e-mailed (admin-access.service.ts), as the message says.
  const user = await signedInVisitor(page);
  await page.goto('/mentions-legales');
  await expect(nav.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/payments');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(
    page.getByText(
      'L’espace administrateur ne vous est pas accessible. Une notification est envoyée au responsable du site.',
    ),
  ).toBeVisible();
  const told = () =>
    mailsTo('admin@arcanes.local').filter((m) => m.replace(/=\r?\n/g, '').includes(user.username)).length;
  await expect.poll(told, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
});

for (const size of [PHONE, WIDE]) {
  test(`option cards at a low balance keep their grid, with « Recharger », at ${size.width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await presetConsent(page);
    await signedInVisitor(page);
    expect(await buyCredit(page, 1)).toBe(699);
    await page.goto('/choisir-un-domaine');
    await domainTab(page, 'Astrologie').click();
    const cards = page.locator('.option-card');
    await expect(cards).toHaveCount(4);
    await expect(page.locator('.option-list').getByRole('link', { name: 'Recharger' })).toHaveCount(3);

    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const inner = Array.from(el.children).map((c) => c.getBoundingClientRect());
        return {
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          width: r.width,
          innerInside: inner.every(
            (c) => c.left >= r.left - 0.5 && c.right <= r.right + 0.5 && c.bottom <= r.bottom + 0.5,
          ),
          buttonWidth: el.querySelector('button')!.getBoundingClientRect().width,
        };
      }),
    );
    const widths = boxes.map((b) => b.width);
    // Every card as wide as the others (the affordable one included), never shrunk.
    expect(Math.max(...widths) - Math.min(...widths), `widths ${widths.join(', ')}`).toBeLessThan(1);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(size === PHONE ? 300 : 200);
    for (const b of boxes) {
      expect(b.innerInside, 'the reason and « Recharger » sit inside their card').toBe(true);
      // the option's button fills its card (inside the card's 2 px frame)
      expect(b.width - b.buttonWidth).toBeLessThanOrEqual(4.5);
    }
    // No column of its own for the message: one column at 375 px, three cards a row beside the chart at 1366.
    const columns = new Set(boxes.map((b) => Math.round(b.left))).size;
    expect(columns).toBe(size === PHONE ? 1 : 3);
    await expectNoHorizontalOverflow(page, `low balance at ${size.width}`);
    await page
      .locator('.domain-panel')
      .screenshot({ path: testInfo.outputPath(`low-balance-${size.width}.png`) });

    // « Recharger » opens the offers (the top-up) on the home page.
    await page.locator('.option-list').getByRole('link', { name: 'Recharger' }).first().click();
    await expect(page).toHaveURL(/\/#tarifs$/);
    await expect(page.getByRole('heading', { name: 'Nos offres' })).toBeInViewport();
  });
}

test('nothing jumps when the header becomes fixed, and an opened form lands below the header', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await presetConsent(page);
  // Layout shifts as the browser counts them (scrolling is not input: each shift would count).
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/mentions-legales', '/choisir-un-domaine']) {
    await page.goto(path);
    const heading = page.locator('main h1, main h2').first();
    await expect(heading).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const docTop = () =>
      heading.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const before = await docTop();
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/is-stuck/);
    const clsBefore = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    await page.evaluate(() => window.scrollTo({ top: 160, behavior: 'instant' }));
    await expect(header).toHaveClass(/is-stuck/);
    expect(await docTop(), `${path}: the heading stays where it was in the page`).toBe(before);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).not.toHaveClass(/is-stuck/);
    expect(await docTop()).toBe(before);
    const clsAfter = await page.evaluate(
      () =>
        new Promise<number>((r) =>
          requestAnimationFrame(() => r((window as unknown as { cls: number }).cls)),
        ),
    );
    expect(clsAfter - clsBefore, `${path}: layout shift while the header fixes`).toBeLessThan(0.001);
  }

  // On the chooser an opened form scrolls 100 px below the top: clear of the 62 px header.
  await domainTab(page, 'Numérologie').click();
  await page.locator('.option-card__button').nth(2).click();
  await scrollSettled(page);
  const panelTop = await page.locator('#option-panel').evaluate((el) => el.getBoundingClientRect().top);
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(panelTop).toBeGreaterThanOrEqual(headerBottom);
  expect(Math.abs(panelTop - 100)).toBeLessThanOrEqual(2);
});

test('on a phone: Escape closes the menu and gives the focus back; « Domaines » opens the chooser', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await presetConsent(page);
  await page.goto('/mentions-legales');
  const burger = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Domaines' })).toBeVisible();
  await nav.getByRole('link', { name: 'Tarifs' }).focus();
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Domaines' })).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await nav.getByRole('link', { name: 'Domaines' }).click();
  await expect(page).toHaveURL(/\/choisir-un-domaine$/);
  await expect(page.getByRole('heading', { name: 'Choisissez un domaine' })).toBeVisible();
  await expect(page.getByText('Accès refusé')).toHaveCount(0);
});

test('on a phone the back-to-top button never covers the footer’s text', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await presetConsent(page);
  await page.goto('/mentions-legales');
  await expect(page.locator('.site-footer')).toBeVisible();
  const button = page.locator('.back-to-top');
  const range = await page.evaluate(() => {
    const footer = document.querySelector('.site-footer')!;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return {
      from: Math.max(300, footer.getBoundingClientRect().top + window.scrollY - window.innerHeight),
      end,
    };
  });
  let checked = 0;
  for (let y = range.from; y <= range.end + 40; y += 60) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.min(y, range.end));
    await expect(button).toHaveClass(/is-shown/);
    const overlaps = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const b = document.querySelector('.back-to-top')!.getBoundingClientRect();
              const found: string[] = [];
              const walker = document.createTreeWalker(
                document.querySelector('.site-footer')!,
                NodeFilter.SHOW_TEXT,
              );
              for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                if (!n.textContent?.trim()) continue;
                const r = document.createRange();
                r.selectNodeContents(n);
                for (const t of Array.from(r.getClientRects()))
                  if (t.left < b.right && t.right > b.left && t.top < b.bottom && t.bottom > b.top)
                    found.push(n.textContent.trim());
              }
              resolve(found);
            }),
          ),
        ),
    );
    expect(overlaps, `scrolled to ${y}`).toEqual([]);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(3);
  await pageScreenshot(page, testInfo, 'phone-footer-back-to-top', { fullPage: false });
});

test('on a 375 px phone every card of the table is a target at least 44 × 44 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await presetConsent(page);
  await signedInVisitor(page);
  await buyCredit(page, 1);
  await page.request.post('/api/consent/reading-data', { data: { accept: true } });
  await page.goto('/choisir-un-domaine');
  await domainTab(page, 'Tarot').click();
  await page.locator('.option-card__button', { hasText: 'Question unique' }).click();
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Dois-je accepter ce nouveau poste ?');
  await page.getByLabel('Nombre de cartes').selectOption('1');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  const deck = page.getByRole('group', { name: 'Le jeu de 78 cartes, face cachée' });
  await expect(deck.getByRole('button')).toHaveCount(78);
  await expectNoHorizontalOverflow(page, 'card table at 375');
  // The cards glide to their places (a 0.45 s transition, later on a busy machine): measured once there.
  await deck.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
  // Each card's box, and the part of it a finger reaches (the point 22 px below its top edge and
  // centred hits that very card: the row below does not cover it).
  const small = await deck.getByRole('button').evaluateAll((cards) =>
    cards
      .map((card) => {
        card.scrollIntoView({ block: 'center', behavior: 'instant' });
        const r = card.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + 22)?.closest('button');
        const hitLow = document.elementFromPoint(r.left + r.width / 2, r.top + 43)?.closest('button');
        return {
          label: card.getAttribute('aria-label'),
          // Rounded to a hundredth of a pixel: a 44 px card placed at a fractional offset
          // measures 43.99998 px.
          w: Math.round(r.width * 100) / 100,
          h: Math.round(r.height * 100) / 100,
          ok: hit === card && hitLow === card,
        };
      })
      .filter((c) => c.w < 44 || c.h < 44 || !c.ok),
  );
  expect(small).toEqual([]);
  await pickCard(page, 40);
  await expect(page.getByText('Cartes choisies : 1 / 1')).toBeVisible();
  await page.locator('.tarot-table').scrollIntoViewIfNeeded();
  await pageScreenshot(page, testInfo, 'phone-card-table');
});

test('the header is solid at once after an in-app navigation from the home page', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await presetConsent(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveClass(/site-header--over-hero/);
  await page.locator('.site-footer').getByRole('link', { name: 'Mentions légales' }).click();
  await page.waitForURL('**/mentions-legales');
  // The address changes as the navigation starts; the header is read once the page it leads to is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  // The new page starts at its top at once (the link was at the bottom of the home page), not scrolled
  // up smoothly from there.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const alpha = await page.getByRole('banner').evaluate((el) => {
    const c = getComputedStyle(el).backgroundColor;
    const parts = c.match(/[\d.]+/g) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
  expect(alpha).toBeGreaterThan(0.9);
  await expect(page.getByRole('banner')).toHaveCSS('transition-duration', '0s');
});

for (const theme of ['classique', 'nuit'] as const) {
  test(`axe: the chooser for a visitor and at a low balance (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await presetConsent(page);
    await page.goto('/choisir-un-domaine');
    await domainTab(page, 'Tarot').click();
    await page.locator('.option-card__button').first().click();
    await page.getByRole('button', { name: 'Tirer les cartes' }).click();
    await expect(page.getByRole('region', { name: 'Un compte pour commander' })).toBeVisible();
    expect(
      await axeViolations(page, { tags: WCAG_TAGS, seriousOnly: true, ...forTheme(theme) }),
      'visitor',
    ).toEqual([]);

    await signedInVisitor(page);
    await buyCredit(page, 1);
    await page.goto('/choisir-un-domaine');
    await domainTab(page, 'Numérologie').click();
    await expect(page.locator('.option-list').getByRole('link', { name: 'Recharger' })).toHaveCount(3);
    expect(
      await axeViolations(page, { tags: WCAG_TAGS, seriousOnly: true, ...forTheme(theme) }),
      'low balance',
    ).toEqual([]);
  });
}
