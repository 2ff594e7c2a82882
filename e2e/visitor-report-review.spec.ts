import { expect, test, type Page } from '@playwright/test';
import { adminSignedIn } from './admin-helpers';
import { presetConsent } from './helpers/visitor';
import { readyCustomer } from './user-helpers';

// Reporting a review (DSA art. 16 and 17): a visitor reports a published review from the home page
// through « Signaler cet avis »; an administrator upholds the report from /admin/reviews; the review
// is no longer shown.

async function reviewedReading(page: Page, text: string): Promise<void> {
  await readyCustomer(page, [1]);
  const order = await page.request.post('/api/openai/numerology/option1', {
    data: {
      dateOfBirth: '1990-04-12',
      timeOfBirth: '08:30',
      placeOfBirth: 'Paris',
      sexe: 'femme',
      firstName: 'Léa',
      lastName: 'Martin',
      currentDate: new Date().toISOString().slice(0, 10),
      domain: 'travail',
      langage: 'fr',
      accept_order: true,
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const readingId = ((await order.json()) as { reading_id: string }).reading_id;
  const review = await page.request.post('/api/user/reviews', {
    data: { reading_id: readingId, rating: 1, text },
  });
  expect(review.status(), await review.text()).toBe(201);
}

test('a visitor reports a review from the home page; an administrator removes it; it is gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const text = `Avis qui sera signalé, il nomme Mme Durand, 12 rue des Lilas ${Date.now()}`;
  await reviewedReading(page, text);

  // Published by an administrator.
  const admin = await (await browser.newContext()).newPage();
  await adminSignedIn(admin);
  await admin.getByRole('link', { name: 'Avis clients' }).click();
  await admin
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Publier' })
    .click();
  await expect(admin.getByText('Avis publié.')).toBeVisible();

  // A visitor reports it.
  const guest = await (await browser.newContext()).newPage();
  await presetConsent(guest);
  await guest.goto('/#avis');
  const review = guest.getByRole('article').filter({ hasText: text });
  await expect(review).toBeVisible();
  const toggle = review.getByRole('button', { name: 'Signaler cet avis' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const form = review.getByRole('form', { name: 'Signaler cet avis' });
  await expect(form.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
    'href',
    '/mentions-legales#point-de-contact',
  );
  await expect(form).toContainText('Point de contact');
  // Sent empty: refused with the server's French message, nothing stored.
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByLabel('Motif').selectOption({ label: 'Données personnelles d’un tiers' });
  await form
    .getByRole('textbox', { name: 'Expliquez pourquoi' })
    .fill('Cet avis donne le nom et l’adresse d’une tierce personne.');
  await form.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('temoin@exemple.fr');
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(form.getByText(/bonne foi/).last()).toBeVisible();
  await form.getByLabel(/Je déclare de bonne foi/).check();
  for (const width of [390, 1366]) {
    await guest.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: test.info().outputPath(`report-form-${width}.png`) });
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(review.getByText('Merci : votre signalement a été reçu.', { exact: false })).toBeVisible();

  // The administrator upholds it: the statement of reasons, then « Retirer l’avis ».
  await admin.getByRole('button', { name: 'Signalements' }).click();
  const reported = admin.getByRole('listitem').filter({ hasText: text }).first();
  await expect(reported).toContainText('Données personnelles d’un tiers');
  await expect(reported).toContainText('1 signalement ouvert');
  await reported.getByRole('button', { name: 'Retirer l’avis' }).click();
  await reported
    .getByRole('textbox', { name: /Exposé des motifs/ })
    .fill('Nomme une tierce personne et son adresse.');
  await reported.getByRole('button', { name: 'Retirer l’avis' }).click();
  await expect(admin.getByText('Avis retiré', { exact: false })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  // Gone from the public page.
  await guest.goto('about:blank');
  await guest.goto('/#contact');
  await expect(guest.locator('#contact')).toBeVisible();
  await expect(guest.getByText(text)).toHaveCount(0);
  const published = (await (await guest.request.get('/api/reviews')).json()) as {
    reviews: { text: string }[];
  };
  expect(published.reviews.map((r) => r.text)).not.toContain(text);
});
