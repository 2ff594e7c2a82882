import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/a11y';
import { openOption, readyCustomer, useLanguage } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

// Compatibility (decision 0200): the fourth option of astrology and numerology, two people, the
// priced order button, the report queued and then in the history; fr and en, desktop and phone, axe.

async function fillPartner(page: Page, lang: 'fr' | 'en') {
  const second = page.getByRole('group', { name: lang === 'fr' ? 'Seconde personne' : 'Second person' });
  await second.getByRole('textbox', { name: lang === 'fr' ? 'Prénom' : 'First name' }).fill('Hugo');
  await second
    .getByRole('textbox', { name: lang === 'fr' ? 'Nom de naissance' : 'Birth surname' })
    .fill('Bernard');
  await second.getByLabel(lang === 'fr' ? /^Date de naissance/ : /^Birth date/).fill('1990-10-03');
  await second.getByLabel(lang === 'fr' ? /^Heure de naissance/ : /^Birth time/).fill('19:05');
  const place = second.getByRole('combobox', { name: lang === 'fr' ? 'Lieu de naissance' : 'Birth place' });
  await place.fill('Lyo');
  await expect(second.getByRole('option').first()).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue(/Lyon/);
}

test('astrology: compatibility at 19,90 €, two people, ordered and written as a PDF report (fr, desktop)', async ({
  page,
}) => {
  await readyCustomer(page, [2]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Compatibilité/);
  const panel = page.locator('#option-panel');
  await expect(panel.getByRole('heading', { name: /Compatibilité/ })).toContainText('19,90');
  const first = panel.getByRole('group', { name: 'Première personne' });
  await expect(first.getByRole('textbox', { name: 'Prénom' })).not.toHaveValue('');
  await first.getByRole('textbox', { name: 'Nom de naissance' }).fill('Martin');
  // Nothing of the second person is filled in: the form says which fields are missing, nothing is sent.
  const button = panel.getByRole('button', { name: 'Payer 19,90 € et recevoir ma lecture' });
  await button.click();
  await expect(panel.getByText('Tous les champs sont obligatoires.')).toBeVisible();
  await fillPartner(page, 'fr');
  expect(await axeViolations(page, { include: '#option-panel' })).toEqual([]);
  await button.click();
  await expect(panel.getByText(/PDF|e-mail/).first()).toBeVisible({ timeout: 20_000 });
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(0);
  // The report is written in the background; the history then shows it with its PDF.
  await expect
    .poll(
      async () => {
        const h = (await (await page.request.get('/api/user/history')).json()) as {
          history: { option: number; status: string }[];
        };
        return h.history.find((r) => r.option === 4)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('sent');
  await page.goto('/user/history');
  await expect(page.getByText(/Compatibilité/).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('numerology: the compatibility option and its form fit a phone, in English, and pass axe', async ({
    page,
  }, testInfo) => {
    await useLanguage(page, 'en');
    await readyCustomer(page, [2]);
    await page.goto('/user/UserConnected');
    await openOption(page, /Numerology/, /Compatibility/);
    const panel = page.locator('#option-panel');
    await expect(panel.getByRole('button', { name: 'Pay €19.90 and get my reading' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'First person' })).toBeVisible();
    await fillPartner(page, 'en');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, { include: '#option-panel' })).toEqual([]);
    await pageScreenshot(page, testInfo, 'compatibility-phone-en');
  });
});
