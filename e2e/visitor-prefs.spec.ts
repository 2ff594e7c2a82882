import { expect, test } from '@playwright/test';
import { presetConsent } from './helpers/visitor';

/** Language (flags, `selectedLang`) and theme (`theme`) persist across reloads and pages. */

test('language: French by default, English by the flag, kept after a reload and on other pages', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('img', { name: /Sphère armillaire/ })).toBeVisible();
  await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Read what the stars/);
  // the illustration changes with the language
  await expect(page.getByRole('img', { name: /tarot cards/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sphère armillaire/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedLang'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Read what the stars/);
  await expect(page.getByRole('button', { name: 'Choose this offer' }).first()).toBeVisible();
  // No « Most Popular » badge any more: it rested on no sales figure (issue 41).
  await expect(page.getByText('Most Popular')).toHaveCount(0);
  await page.goto('/user/UserRegister');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
});

test('theme: classique by default, nuit kept after a reload and on other pages', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/mentions-legales');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'classique');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: /Changer de thème/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nuit');
  expect(await background()).not.toBe(light);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nuit');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'nuit');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('nuit');
});

test('home: sticky navbar after 100 px, back-to-top after 200 px, accordion one at a time with a pause', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/');
  // the app has replaced the pre-painted first screen once its language switch is there
  await expect(page.getByRole('group', { name: 'Langue' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).not.toHaveClass(/is-stuck/);
  await page.evaluate(() => window.scrollTo({ top: 150, behavior: 'instant' }));
  await expect(header).toHaveClass(/is-stuck/);
  const toTop = page.getByRole('button', { name: 'Revenir en haut de la page' });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);

  const astro = page.getByRole('button', { name: /Astrologie/ });
  await astro.click();
  await expect(astro).toHaveAttribute('aria-expanded', 'true');
  // Opening another: the open one closes at once, the other opens after the 500 ms pause.
  const timing = await page.evaluate(async () => {
    const astrologie = document.getElementById('acc-astrologie')!;
    const tarot = document.getElementById('acc-tarot')!;
    const start = performance.now();
    tarot.click();
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const closedFirst =
      astrologie.getAttribute('aria-expanded') === 'false' && tarot.getAttribute('aria-expanded') === 'false';
    while (tarot.getAttribute('aria-expanded') !== 'true') await new Promise((r) => setTimeout(r, 10));
    return { closedFirst, ms: performance.now() - start, astro: astrologie.getAttribute('aria-expanded') };
  });
  expect(timing.closedFirst).toBe(true);
  expect(timing.ms).toBeGreaterThanOrEqual(480);
  expect(timing.ms).toBeLessThan(1500);
  expect(timing.astro).toBe('false');
  await expect(page.getByRole('region', { name: /^Tarot/ })).toContainText('19,90 €');
});

test('anchors land 50 px below the top; the burger menu closes on scroll; a guard error shows in red', async ({
  page,
}) => {
  await presetConsent(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Menu' });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Tarifs' })
    .click();
  await expect
    .poll(
      () => page.evaluate(() => Math.round(document.getElementById('tarifs')!.getBoundingClientRect().top)),
      { timeout: 5000 },
    )
    .toBe(50);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

  // the access guard hands its refusal over in the navigation state
  await page.evaluate(() => {
    history.pushState(
      { usr: { error: 'Accès refusé : consentement IA manquant.' }, key: 'guard', idx: 1 },
      '',
      '/',
    );
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  });
  const alert = page.locator('.guard-error');
  await expect(alert).toHaveText('Accès refusé : consentement IA manquant.');
  expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');
});
