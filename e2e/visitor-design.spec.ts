import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, forTheme, WCAG_TAGS } from './helpers/a11y';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { presetConsent, scrollThrough } from './helpers/visitor';
import { readyCustomer } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

/**
 * The look of the pages redesigned for issue 18 (docs/decisions/0196-visual-identity.md): the home
 * and the account's sections at 375 × 812 and 1366 × 900, in both themes, laid out as designed,
 * without sideways scrolling and without serious accessibility violations; the phone home within
 * its height budget. With E2E_SCREENSHOTS=1 each page is screenshotted (test-results) to be looked at.
 */

// Every test here makes its own customer: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

/** The phone home's height budget: the seed's eight blocks at most about one screen each (0196). */
const PHONE_HOME_BUDGET_PX = 6000;

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1366, height: 900 };
const THEMES = ['classique', 'nuit'] as const;

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

async function check(page: Page, testInfo: TestInfo, name: string, theme: (typeof THEMES)[number]) {
  await expectNoHorizontalOverflow(page, name);
  const violations = await axeViolations(page, { tags: WCAG_TAGS, seriousOnly: true, ...forTheme(theme) });
  expect(violations, name).toEqual([]);
  await pageScreenshot(page, testInfo, name);
}

/**
 * The home with every section rendered (they arrive one per frame after the hero). The home tests
 * below are its only axe reading (visitor-a11y.spec.ts reads the other visitor pages).
 */
async function openHome(page: Page) {
  await page.goto('/');
  // The examples' drawings and the contact form bring code of their own, loaded as the visitor nears
  // them (lib/near-viewport.ts): scroll through first, and give them time on a busy machine.
  await expect(page.locator('#contact')).toBeAttached({ timeout: 30_000 });
  await scrollThrough(page);
  await expect(page.locator('#contact form')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.specimen-chart')).toBeVisible({ timeout: 30_000 });
}

for (const theme of THEMES) {
  test.describe(`the home (${theme})`, () => {
    test('on a 375 px phone: within its height budget, examples and offers swiped sideways', async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      await page.setViewportSize(PHONE);
      await presetConsent(page);
      await useTheme(page, theme);
      await openHome(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `home height at 375 px (${theme})`).toBeLessThan(PHONE_HOME_BUDGET_PX);

      // Three examples and three offers in a row each, the next one peeking in at the right edge.
      for (const [list, item] of [
        ['.specimens', '.specimen'],
        ['#tarifs .pricing', '#tarifs article'],
      ] as const) {
        // Layout boxes (offsets), not painted ones: a card not yet swiped in still waits to fade in.
        const boxes = await page.locator(item).evaluateAll((els) =>
          els.map((el) => {
            const e = el as HTMLElement;
            const parent = e.offsetParent as HTMLElement | null;
            const left =
              e.offsetLeft - (e.parentElement?.scrollLeft ?? 0) + (parent?.getBoundingClientRect().left ?? 0);
            return { top: e.offsetTop, left, right: left + e.offsetWidth };
          }),
        );
        expect(boxes).toHaveLength(3);
        expect(new Set(boxes.map((b) => b.top)).size, `${item} on one row`).toBe(1);
        expect(boxes[0]!.left).toBeGreaterThanOrEqual(0);
        expect(boxes[1]!.left, `${item}: the next one peeks in`).toBeLessThan(PHONE.width);
        expect(await page.locator(list).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      }
      // The examples are pictures drawn by the readings' code: a wheel, three card faces, numbers.
      await expect(page.locator('.specimen-spread img')).toHaveCount(3);
      await expect(page.locator('.specimen-numbers dd').first()).toHaveText('1');
      await check(page, testInfo, `home-375-${theme}`, theme);
    });

    test('at 1366 px: examples and offers side by side, information as disclosures', async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      await page.setViewportSize(WIDE);
      await presetConsent(page);
      await useTheme(page, theme);
      await openHome(page);
      for (const item of ['.specimen', '#tarifs article']) {
        const tops = await page
          .locator(item)
          .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
        expect(tops).toHaveLength(3);
        // Three columns of about a third of the content each, not a stack.
        for (const w of tops) expect(w).toBeLessThan(WIDE.width / 2.5);
      }
      // A link to a topic opens its disclosure.
      await expect(page.locator('#ia')).not.toHaveAttribute('open');
      await page.goto('/#ia');
      await expect(page.locator('#ia')).toHaveAttribute('open', '');
      await expect(page.locator('#ia p')).toBeVisible();
      await check(page, testInfo, `home-1366-${theme}`, theme);
    });
  });
}

const SECTIONS = [
  { path: '/user/profile', h1: /^Bonjour Léa$/, link: 'Profil' },
  { path: '/user/payments', h1: /^Mon portefeuille$/, link: 'Portefeuille' },
  { path: '/user/history', h1: /^Mon historique$/, link: 'Lectures' },
  { path: '/user/subscription', h1: /^Mes prévisions en cours$/, link: 'Prévisions' },
  { path: '/user/privacy', h1: /^Mes données$/, link: 'Mes données' },
] as const;

for (const [size, viewport] of [
  ['375', PHONE],
  ['1366', WIDE],
] as const) {
  // One test per width and theme (four, not two of ten pages each): they run side by side on both workers.
  for (const theme of THEMES) {
    test(`the account's sections at ${size} px (${theme}): one page each, the current one marked`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await readyCustomer(page, [2]);
      await useTheme(page, theme);
      for (const s of SECTIONS) {
        await page.goto(s.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.h1);
        const nav = page.getByRole('navigation', { name: 'Les rubriques de mon compte' });
        await expect(nav.getByRole('link', { name: s.link, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        // Every section link is a comfortable target.
        for (const box of await nav
          .getByRole('link')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
          expect(box).toBeGreaterThanOrEqual(44);
        await check(page, testInfo, `account-${s.path.split('/').pop()}-${size}-${theme}`, theme);
      }
      // The profile is one section, not the whole account: about four phone screens at most (it holds the
      // wallet, the card of the day and the profile form). The day's card is drawn for this new customer
      // and its meaning runs from two lines to ten: the page is measured without that paragraph, so the
      // bound holds the page's own parts whatever the card (Le Monde's meaning took it 24 px over).
      await page.goto('/user/profile');
      await expect(page.getByTestId('wallet-amount')).toBeVisible();
      await expect(page.locator('.card-of-the-day__body > div > p').last()).not.toBeEmpty();
      const height = await page.evaluate(() => {
        const meanings = document.querySelectorAll('.card-of-the-day__body > div > p');
        const meaning = meanings.item(meanings.length - 1);
        return document.documentElement.scrollHeight - (meaning?.getBoundingClientRect().height ?? 0);
      });
      expect(height).toBeLessThan(size === '375' ? 3400 : 1900);
    });
  }
}

test('the profile’s « Sexe »: round drawn radios in pills a finger can hit', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await readyCustomer(page, []);
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Modifier mon profil' }).click();
  const group = page.getByRole('group', { name: /Sexe/ });
  const femme = group.getByRole('radio', { name: 'Femme' });
  await expect(femme).toBeChecked();
  const radio = await femme.boundingBox();
  expect(radio && Math.abs(radio.width - radio.height)).toBeLessThan(1);
  expect(radio?.width).toBeLessThan(24);
  for (const h of await group
    .locator('.radio-group__option')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
    expect(h).toBeGreaterThanOrEqual(44);
  // The chosen pill is inked, the other is not.
  const bg = (name: string) =>
    group
      .locator('.radio-group__option', { hasText: name })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await bg('Femme')).not.toBe(await bg('Homme'));
  await group.getByText('Homme').click();
  await expect(group.getByRole('radio', { name: 'Homme' })).toBeChecked();
  await group.screenshot({ path: testInfo.outputPath('sexe-radios.png') });
});

test('the payment step shows the card networks’ and PayPal’s marks', async ({ page }, testInfo) => {
  await readyCustomer(page, []);
  await page.goto('/#tarifs');
  await page
    .getByRole('article', { name: /Question simple/ })
    .getByRole('button')
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  const card = dialog.locator('.pay-method', { hasText: 'Carte bancaire' });
  const paypal = dialog.locator('.pay-method', { hasText: 'PayPal' }).last();
  await expect(card.locator('svg[data-mark]')).toHaveCount(3);
  expect(await card.locator('svg[data-mark]').evaluateAll((els) => els.map((e) => e.dataset.mark))).toEqual([
    'CB',
    'Visa',
    'Mastercard',
  ]);
  await expect(paypal.locator('svg[data-mark="PayPal"]')).toHaveCount(1);
  await dialog.locator('.pay-methods').screenshot({ path: testInfo.outputPath('payment-marks.png') });
});
