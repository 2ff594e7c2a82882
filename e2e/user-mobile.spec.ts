import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { openOption, readyCustomer, useLanguage } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page);
  await pageScreenshot(page, testInfo, name);
}

const L = {
  fr: {
    astrology: /Astrologie/,
    natal: /Thème astral/,
    tarot: /Tarot/,
    long: /Prévision sur du long terme/,
    draw: 'Tirer les cartes',
    card: 'Carte',
  },
  en: {
    astrology: /Astrology/,
    natal: /Natal chart/,
    tarot: /Tarot/,
    long: /Long-term forecast/,
    draw: 'Draw the cards',
    card: 'Card',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  test(`the user area fits a 375 px phone (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await useLanguage(page, lang);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'nuit'));
    await readyCustomer(page, [3]);

    await page.goto('/user/UserConnected');
    await expect(page.getByTestId('connected-wallet')).toBeVisible();
    await shot(page, testInfo, `connected-${lang}`);

    await openOption(page, L[lang].astrology, L[lang].natal);
    await expect(page.locator('.natal-chart__wheel')).toBeVisible();
    await shot(page, testInfo, `astrology-form-${lang}`);

    await page.locator('#option-panel').getByRole('button').first().click();
    await openOption(page, L[lang].tarot, L[lang].long);
    await page.getByRole('button', { name: L[lang].draw }).click();
    await expect(page.locator('.tarot-card')).toHaveCount(78);
    // At this width the deck is an arc that scrolls sideways inside the table (decision 0316): the page
    // itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, testInfo, `tarot-table-${lang}`);
    for (const n of [3, 9, 27, 30, 41, 58, 70])
      await page.getByRole('button', { name: `${L[lang].card} ${n}`, exact: true }).click();
    await shot(page, testInfo, `tarot-stacked-${lang}`);

    for (const path of [
      '/user/profile',
      '/user/history',
      '/user/payments',
      '/user/subscription',
      '/user/request',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await shot(page, testInfo, `${path.split('/').pop()}-${lang}`);
    }
  });
}

test('the refusal page fits a 375 px phone too', async ({ page }, testInfo) => {
  await page.goto('/user/UserConnected');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await shot(page, testInfo, 'guard-refusal');
});
