import { expect, test, type Page } from '@playwright/test';
import { axeViolations, WCAG_TAGS } from './helpers/a11y';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { placeIdFor, presetConsent, scrollThrough } from './helpers/visitor';

/**
 * Issue 20: the free birth chart and numerology pages, for visitors (no account), in French and
 * English, on a phone and a desktop; the address is the share link and reproduces the page.
 */

// Each test has its own page and makes no account: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

const seriousViolations = (page: Page) => axeViolations(page, { tags: WCAG_TAGS, seriousOnly: true });

async function choosePlace(page: Page, label: string | RegExp, typed: string, expected: RegExp) {
  const place = page.getByRole('combobox', { name: label });
  await place.fill(typed);
  await expect(page.getByRole('option').first()).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(place).toHaveValue(expected);
}

/** The Sun's row of the positions table, as text. */
const sunRow = (page: Page, name: string) =>
  page
    .getByRole('table')
    .first()
    .getByRole('row', { name: new RegExp(`^${name} `) });

test('birth chart (fr, desktop): the form draws the chart; the copied link opens the same chart', async ({
  page,
  context,
}) => {
  await presetConsent(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Thème gratuit' })
    .click();
  await expect(page).toHaveURL(/\/theme-astral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thème astral gratuit' })).toBeVisible();
  await expect(page).toHaveTitle('Thème astral gratuit — Arcanes');

  // Nothing chosen: each field says what it needs, nothing is computed.
  await page.getByRole('button', { name: 'Calculer mon thème' }).click();
  await expect(page.getByRole('alert')).toContainText('vérifiez les champs signalés');
  await expect(page.getByLabel(/^Date de naissance/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Indiquez l’heure, ou cochez')).toBeVisible();
  await expect(page).toHaveURL(/\/theme-astral$/);

  await page.getByLabel(/^Date de naissance/).fill('1990-05-17');
  await page.getByLabel(/^Heure de naissance/).fill('14:30');
  await choosePlace(page, 'Lieu de naissance', 'Pari', /^Paris, /);
  await page.getByRole('button', { name: 'Calculer mon thème' }).click();

  await expect(page.getByRole('heading', { name: 'Votre thème de naissance' })).toBeVisible();
  // The chart is brought into view once drawn (issue 39): its title near the top of the window.
  await expect(page.getByRole('heading', { name: 'Votre thème de naissance' })).toBeInViewport();
  // …and clear of the sticky header (62 px here, taller than the seed's 50 px offset): not cut by it.
  await expect
    .poll(() =>
      page.getByRole('heading', { name: 'Votre thème de naissance' }).evaluate((el) => {
        const top = el.getBoundingClientRect().top;
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        return top >= header && top < 200 ? 'clear of the header, near the top' : `${top} / ${header}`;
      }),
    )
    .toBe('clear of the header, near the top');
  await page.screenshot({ path: test.info().outputPath('free-chart-1366.png') });
  await expect(page).toHaveURL(/\/theme-astral\?date=1990-05-17&time=14%3A30&place=\d+$/);
  await expect(page.getByText('Né·e le 17 mai 1990 à 14:30, Paris')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Roue du thème\s:\sSoleil 26° Taureau/ })).toBeVisible();
  await expect(sunRow(page, 'Soleil')).toContainText('Taureau');
  await expect(sunRow(page, 'Soleil')).toContainText('26°20′');
  await expect(page.getByRole('heading', { name: 'Maisons (système Placidus)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Maison 1 / })).toContainText('Vierge');
  await expect(
    page
      .getByRole('region', { name: 'Grille des aspects' })
      .getByRole('cell', { name: /trigone/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Figures' })).toBeVisible();
  await expect(page.getByText(/^Stellium en Capricorne/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Équilibre des éléments et des modes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portrait en bref' })).toBeVisible();
  await expect(
    page
      .locator('.portrait')
      .getByText(/Soleil à 26°/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les lectures' })).toHaveAttribute(
    'href',
    '/choisir-un-domaine',
  );
  await expect(page.getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/#tarifs');

  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  const sun = await sunRow(page, 'Soleil').textContent();
  const aspects = await page.getByRole('region', { name: 'Grille des aspects' }).textContent();

  await scrollThrough(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Someone else opens the link: the same chart, the form filled in, the place named.
  const other = await context.newPage();
  await presetConsent(other);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Votre thème de naissance' })).toBeVisible();
  await expect(sunRow(other, 'Soleil')).toHaveText(sun ?? '');
  await expect(other.getByRole('region', { name: 'Grille des aspects' })).toHaveText(aspects ?? '');
  await expect(other.getByRole('combobox', { name: 'Lieu de naissance' })).toHaveValue(/^Paris, /);
  await expect(other.getByLabel(/^Heure de naissance/)).toHaveValue('14:30');
});

test('birth chart (en, phone): unknown time, whole signs; the language switch keeps the chart', async ({
  page,
  request,
}) => {
  await presetConsent(page);
  await page.setViewportSize(PHONE);
  const lyon = await placeIdFor(request, 'Lyon');
  await page.goto('/en/birth-chart');
  await expect(page.getByRole('heading', { level: 1, name: 'Free birth chart' })).toBeVisible();
  await expect(page).toHaveTitle('Free birth chart — Arcanes');
  await page.getByLabel(/^Date of birth/).fill('1984-11-02');
  await page.getByLabel('I don’t know my time of birth').check();
  await expect(page.getByLabel(/^Time of birth/)).toBeDisabled();
  await choosePlace(page, 'Place of birth', 'Lyo', /^Lyon, /);
  await page.getByRole('combobox', { name: 'House system' }).selectOption('whole_sign');
  await page.getByRole('button', { name: 'Draw my chart' }).click();

  await expect(page.getByRole('heading', { name: 'Your birth chart' })).toBeVisible();
  await expect(page).toHaveURL(`/en/birth-chart?date=1984-11-02&place=${lyon}&system=whole_sign`);
  await expect(page.getByText('Born on 2 November 1984 (time unknown), Lyon')).toBeVisible();
  await expect(page.getByText('Houses need the time of birth.')).toBeVisible();
  await expect(sunRow(page, 'Sun')).toContainText('Scorpio');
  await expect(page.getByRole('link', { name: 'See the readings' })).toBeVisible();
  await scrollThrough(page);
  await expectNoHorizontalOverflow(page, 'birth chart, phone');
  expect(await seriousViolations(page)).toEqual([]);

  // French, from the flag: the French address with the same query, the same chart in French.
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/theme-astral?date=1984-11-02&place=${lyon}&system=whole_sign`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thème astral gratuit' })).toBeVisible();
  await expect(sunRow(page, 'Soleil')).toContainText('Scorpion');
  await expect(page).toHaveTitle('Thème astral gratuit — Arcanes');
});

test('birth chart: a time the clocks showed twice is asked about, and the answer goes in the link', async ({
  page,
  request,
}) => {
  await presetConsent(page);
  const paris = await placeIdFor(request, 'Paris');
  await page.goto('/theme-astral');
  await page.getByLabel(/^Date de naissance/).fill('2021-10-31');
  await page.getByLabel(/^Heure de naissance/).fill('02:30');
  await choosePlace(page, 'Lieu de naissance', 'Pari', /^Paris, /);
  await page.getByRole('button', { name: 'Calculer mon thème' }).click();
  const fold = page.getByRole('group', { name: /02:30 a eu lieu deux fois/ });
  await expect(fold).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('les horloges ont affiché cette heure deux fois');
  await expect(page.getByRole('heading', { name: 'Votre thème de naissance' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Lieu de naissance' })).toHaveValue(/^Paris, /);
  await fold.getByLabel('La seconde (déjà à l’heure d’hiver)').check();
  await page.getByRole('button', { name: 'Calculer mon thème' }).click();
  await expect(page.getByRole('heading', { name: 'Votre thème de naissance' })).toBeVisible();
  await expect(page).toHaveURL(`/theme-astral?date=2021-10-31&time=02%3A30&place=${paris}&fold=second`);
});

test('numerology (fr, phone): each number with its working; the link opens the same numbers', async ({
  page,
  context,
}) => {
  await presetConsent(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Numérologie gratuite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Numérologie gratuite' })).toBeVisible();
  await expect(page).toHaveTitle('Numérologie gratuite — Arcanes');
  await page.getByRole('button', { name: 'Calculer mes nombres' }).click();
  await expect(page.getByLabel(/^Nom complet de naissance/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Nom complet de naissance/).fill('Marie Claire Dupont');
  await page.getByLabel(/^Date de naissance/).fill('1992-11-22');
  await page.getByLabel(/^Année de l’année personnelle/).fill('2026');
  await page.getByRole('button', { name: 'Calculer mes nombres' }).click();

  await expect(page).toHaveURL('/numerologie?name=Marie+Claire+Dupont&birth_date=1992-11-22&year=2026');
  const lifePath = page.getByRole('article', { name: 'Chemin de vie' });
  await expect(lifePath).toContainText('9');
  await expect(lifePath.getByRole('list', { name: 'Calcul du Chemin de vie' })).toContainText(
    'Total 11 + 22 + 3 = 36 → 3+6 = 9',
  );
  const expression = page.getByRole('article', { name: 'Nombre d’expression' });
  await expect(expression).toContainText('MARIE → 4+1+9+9+5 = 28');
  await expect(expression).toContainText('28 + 30 + 27 = 85 → 8+5 = 13 → 1+3 = 4');
  await expect(page.getByRole('article', { name: 'Nombre du jour de naissance' })).toContainText(
    'nombre maître',
  );
  await expect(page.getByRole('heading', { name: 'Les lettres du nom' })).toBeVisible();
  await expect(page.getByText(/13\s: le travail et la persévérance/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les lectures' })).toBeVisible();
  const numbers = await page.locator('.number-cards').textContent();
  await scrollThrough(page);
  await expectNoHorizontalOverflow(page, 'numerology, phone');
  expect(await seriousViolations(page)).toEqual([]);

  const other = await context.newPage();
  await presetConsent(other);
  await other.goto(await page.getByRole('textbox', { name: /^Lien à partager/ }).inputValue());
  await expect(other.locator('.number-cards')).toHaveText(numbers ?? '');
  await expect(other.getByLabel(/^Nom complet de naissance/)).toHaveValue('Marie Claire Dupont');
});

test('numerology (en, desktop): without a year, this year is filled into the link', async ({ page }) => {
  await presetConsent(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/en/numerology?name=John+Smith&birth_date=1985-03-09');
  await expect(page.getByRole('heading', { level: 1, name: 'Free numerology' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Life path' })).toContainText('Total');
  await expect(page).toHaveURL(/\/en\/numerology\?name=John\+Smith&birth_date=1985-03-09&year=\d{4}$/);
  await expect(page.getByRole('heading', { name: 'Karmic debts', exact: true })).toBeVisible();
  await scrollThrough(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the served HTML names each free page before any script runs', async ({ request }) => {
  for (const [path, lang, title, description] of [
    ['/theme-astral?date=1990-05-17&place=2988507', 'fr', 'Thème astral gratuit — Arcanes', 'Calculez votre'],
    ['/en/birth-chart', 'en', 'Free birth chart — Arcanes', 'Draw your birth chart'],
    ['/numerologie?name=Marie&birth_date=1992-11-22', 'fr', 'Numérologie gratuite — Arcanes', 'Vos nombres'],
    ['/en/numerology', 'en', 'Free numerology — Arcanes', 'Your numerology numbers'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta name="description" content="${description}`);
  }
});
