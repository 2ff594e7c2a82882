import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './admin-helpers';
import { axeViolations } from './helpers/a11y';
import { giveConsent, signUpAndLogIn, useLanguage } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

// « Mon ciel du jour » (decision 0201): the account's section with the day's transits to the natal
// chart, exact times in the browser's zone, the Moon's day, other days, the morning e-mail on and off;
// an account without a birth date is shown the way to add one. fr and en, desktop and phone, axe.

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1366, height: 900 };

interface Sky {
  date: string;
  today: string;
  zone: string;
  transits: { id: string; title: string; when: string; exact_today: boolean }[];
  moon: { text: string };
  subscription: { enabled: boolean; zone: string | null };
}
const apiSky = async (page: Page, query = '', lang: 'fr' | 'en' = 'fr') =>
  (await (
    await page.request.get(`/api/user/sky${query}`, { headers: { 'accept-language': lang } })
  ).json()) as Sky;

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('fr, desktop: from the account’s sections to the day’s sky in the browser’s zone, another day, the morning e-mail on and off', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(WIDE);
    await signUpAndLogIn(page);
    await giveConsent(page, false);
    await page.goto('/user/profile');
    const nav = page.getByRole('navigation', { name: 'Les rubriques de mon compte' });
    await nav.getByRole('link', { name: 'Ciel du jour', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/sky$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon ciel du jour');
    await expect(nav.getByRole('link', { name: 'Ciel du jour', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('Heures données pour le fuseau Asia/Tokyo.')).toBeVisible();
    // What the page shows is what the API computes for that zone, word for word.
    const sky = await apiSky(page, '?zone=Asia/Tokyo');
    await expect(page.getByText('Aujourd’hui', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /\d{4}$/ }).first()).toBeVisible();
    await expect(page.getByText(sky.moon.text)).toBeVisible();
    const cards = page.getByTestId('sky-transit');
    await expect(cards).toHaveCount(sky.transits.length);
    for (const [i, x] of sky.transits.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(x.title);
      await expect(cards.nth(i)).toContainText(x.when);
    }
    // A hit today comes first: to the minute, or by its day for a slow planet (issue 38).
    const first = sky.transits[0];
    if (first?.exact_today)
      await expect(cards.first()).toContainText(
        /^(jupiter|saturn|uranus|neptune|pluto)-/.test(first.id)
          ? 'exact aujourd’hui'
          : /exact aujourd’hui à \d{1,2}\u00a0h\u00a0\d{2}/,
      );
    expect(await axeViolations(page)).toEqual([]);
    await pageScreenshot(page, testInfo, 'sky-fr-1366');

    // The next day, then back.
    await page.getByRole('button', { name: 'Jour suivant' }).click();
    await expect(page.getByText('Demain', { exact: true })).toBeVisible();
    const tomorrow = await apiSky(page, `?zone=Asia/Tokyo&date=${addDay(sky.today)}`);
    await expect(page.getByText(tomorrow.moon.text)).toBeVisible();
    await page.getByRole('button', { name: 'Revenir à aujourd’hui' }).click();
    await expect(page.getByText('Aujourd’hui', { exact: true })).toBeVisible();

    // The morning e-mail: on with the browser's zone, kept after a reload, then off.
    const toggle = page.getByRole('switch', { name: 'Recevoir mon ciel chaque matin' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText(/C’est noté\s:\svous recevrez votre ciel chaque matin/)).toBeVisible();
    await expect(toggle).toBeChecked();
    expect((await apiSky(page)).subscription).toEqual({ enabled: true, zone: 'Asia/Tokyo' });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Recevoir mon ciel chaque matin' })).toBeChecked();
    await page.getByRole('switch', { name: 'Recevoir mon ciel chaque matin' }).click();
    await expect(page.getByText('C’est noté : vous ne recevrez plus l’e-mail du matin.')).toBeVisible();
    expect((await apiSky(page)).subscription).toEqual({ enabled: false, zone: null });
  });
});

function addDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test.describe('in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('en, phone: the sky in English from the account’s sections, readable at 375 px, axe', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await useLanguage(page, 'en');
    await signUpAndLogIn(page);
    await giveConsent(page, false);
    await page.goto('/user/profile');
    await page
      .getByRole('navigation', { name: 'My account’s sections' })
      .getByRole('link', { name: 'Sky today' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My sky today');
    await expect(page.getByText('Times given in the Europe/Paris time zone.')).toBeVisible();
    const sky = await apiSky(page, '?zone=Europe/Paris', 'en');
    await expect(page.getByText(sky.moon.text)).toBeVisible();
    expect(sky.moon.text).toMatch(/^The Moon /);
    const cards = page.getByTestId('sky-transit');
    await expect(cards).toHaveCount(sky.transits.length);
    for (const [i, x] of sky.transits.entries())
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(x.title);
    await expect(page.getByRole('switch', { name: 'Get my sky every morning' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByText('Yesterday', { exact: true })).toBeVisible();
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await pageScreenshot(page, testInfo, 'sky-en-375');
  });

  test('fr, phone: an account without a birth date is shown the way to add one, then its sky', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    // The administrator made by `npm run admin:create` has no birth data: any such account will do.
    const admin = e2eAdmin();
    const login = await page.request.post('/api/user/login', {
      data: { username: admin.username, password: admin.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const { user } = (await login.json()) as { user: { id: number } };
    await page.addInitScript((id) => window.localStorage.setItem('user_id', String(id)), user.id);
    await giveConsent(page, false);
    await page.goto('/user/ciel-du-jour');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon ciel du jour');
    await expect(page.getByRole('heading', { name: 'Il nous manque votre date de naissance' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await pageScreenshot(page, testInfo, 'sky-missing-fr-375');
    await page.getByRole('link', { name: 'Ajouter ma date de naissance' }).click();
    await expect(page).toHaveURL(/\/user\/profile\?edit=birth$/);
    // The profile opens on its form.
    const form = page.locator('form.profile-form');
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Alix');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await form.getByText('Femme').click();
    await form.getByRole('textbox', { name: 'Date de naissance' }).fill('1985-03-21');
    await form.getByLabel('Je ne connais pas mon heure de naissance').check();
    const place = form.getByRole('combobox', { name: /Lieu de naissance/ });
    await place.fill('Lyo');
    await expect(page.getByRole('option').first()).toBeVisible();
    await place.press('ArrowDown');
    await place.press('Enter');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Les rubriques de mon compte' })
      .getByRole('link', { name: 'Ciel du jour' })
      .click();
    // Without a birth time the page says what is left out, and the sky shows.
    await expect(page.getByText(/Sans votre heure de naissance, la Lune, l’Ascendant/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'La Lune du jour' })).toBeVisible();
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
