import { expect, test } from '@playwright/test';
import { openOption, readyCustomer, useLanguage } from './user-helpers';

const MESSAGES = {
  fr: {
    astrology: /Astrologie/,
    question: /Question simple/,
    submit: /^Payer .+ et recevoir ma lecture$/,
    questionLabel: 'Votre question',
    firstName: 'Prénom',
    birthDate: 'Date de naissance',
    allRequired: 'Tous les champs sont obligatoires.',
    required: 'Ce champ est obligatoire.',
    future: 'La date ne peut pas être dans le futur.',
    check: 'Vérifiez les champs signalés.',
    numerology: /Numérologie/,
    lifePath: /Chemin de vie/,
    fullName: 'Nom complet',
    compute: /^Payer .+ et recevoir ma lecture$/,
    back: 'Retour',
  },
  en: {
    astrology: /Astrology/,
    question: /Single question/,
    submit: /^Pay .+ and get my reading$/,
    questionLabel: 'Your question',
    firstName: 'First name',
    birthDate: 'Birth date',
    allRequired: 'All fields are required.',
    required: 'This field is required.',
    future: 'The date cannot be in the future.',
    check: 'Please check the fields marked.',
    numerology: /Numerology/,
    lifePath: /Life path/,
    fullName: 'Full name',
    compute: /^Pay .+ and get my reading$/,
    back: 'Back',
  },
} as const;

for (const lang of ['fr', 'en'] as const) {
  const m = MESSAGES[lang];

  test(`reading forms refuse empty and badly formed fields before anything is charged (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await readyCustomer(page, [1]);
    const readings: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/openai/')) readings.push(r.url());
    });
    await page.goto('/user/UserConnected');
    await openOption(page, m.astrology, m.question);
    // The opened form is brought up, 100 px below the top of the window.
    const panel = page.locator('#option-panel');
    await expect
      .poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5_000 })
      .toBe(100);

    // Empty question and first name: the seed's message, and each field says it is required.
    await page.getByLabel(m.firstName).fill('');
    await page.getByRole('button', { name: m.submit }).click();
    await expect(panel.getByRole('alert').filter({ hasText: m.allRequired })).toBeVisible();
    await expect(panel.getByText(m.required)).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: m.questionLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // A birth date in the future is a format error, named on its field.
    await page.getByRole('textbox', { name: m.questionLabel }).fill('Un voyage ?');
    await page.getByLabel(m.firstName).fill('Léa');
    await page.getByLabel(m.birthDate).fill('2099-01-01');
    await page.getByRole('button', { name: m.submit }).click();
    await expect(panel.getByText(m.future)).toBeVisible();
    await expect(panel.getByRole('alert').filter({ hasText: m.check })).toBeVisible();
    await expect(panel.getByText(m.allRequired)).toHaveCount(0);

    expect(readings, 'no reading request may leave an invalid form').toEqual([]);

    // Retour (there is one above and one below the form) closes everything: no domain chosen.
    await expect(panel.getByRole('button', { name: m.back })).toHaveCount(2);
    await panel.getByRole('button', { name: m.back }).last().click();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('.domain-tab[aria-pressed="true"]')).toHaveCount(0);
    const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
    expect(wallet.wallet_cents).toBe(699);
  });

  test(`a numerology form names its missing field (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await readyCustomer(page, [3]);
    await page.goto('/user/UserConnected');
    await openOption(page, m.numerology, m.lifePath);
    await expect(page.getByLabel(m.fullName)).toHaveValue('Léa Martin');
    await page.getByLabel(m.fullName).fill('   ');
    await page.getByRole('button', { name: m.compute, exact: true }).click();
    await expect(
      page.locator('#option-panel').getByRole('alert').filter({ hasText: m.allRequired }),
    ).toBeVisible();
    await expect(page.getByLabel(m.fullName)).toHaveAttribute('aria-invalid', 'true');
  });
}

test('the server’s refusal shows under the form and in the answer area (seed wording)', async ({ page }) => {
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Question simple/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Une question ?');
  // A town the gazetteer does not know: only the server can tell.
  await page.getByRole('combobox', { name: 'Lieu de naissance' }).fill('Qzxwvkj');
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  const panel = page.locator('#option-panel');
  await expect(panel.getByText('Erreur lors de la requête')).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('.reading-error')).toContainText(/^Erreur: /);
  await expect(panel.locator('.reading-error')).toContainText('Qzxwvkj');
  const wallet = (await (await page.request.get('/api/user/wallet')).json()) as { wallet_cents: number };
  expect(wallet.wallet_cents).toBe(699);
});
