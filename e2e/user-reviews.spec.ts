import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSignedIn } from './admin-helpers';
import { presetConsent } from './helpers/visitor';
import { readyCustomer } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

// Reviews of real customers only (L111-7-2): the buyer of a delivered reading writes one under it in
// the history; nothing shows on the home page before an administrator publishes it; a published review
// says who (first name and initial), when, and « Avis vérifié »; withdrawn, it goes.

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(d);

async function visitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await presetConsent(page);
  return page;
}

async function publishedCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/reviews')).json()) as { total: number }).total;
}

test('no published review: the home page has no reviews section at all', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/#contact');
  await expect(page.locator('#contact')).toBeVisible();
  expect(await publishedCount(page)).toBe(0);
  await expect(page.locator('#avis')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Avis de nos clients' })).toHaveCount(0);
});

test('a customer reviews a delivered reading; an administrator publishes it; a visitor sees it as verified; withdrawn, it goes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
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

  // The review, under the reading in the history: checked before sending, in French.
  await page.goto('/user/history');
  const item = page.locator(`#reading-${readingId}`);
  await item.getByRole('button', { name: 'Donner mon avis sur cette lecture' }).click();
  const form = item.getByRole('form', { name: 'Votre avis sur cette lecture' });
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(form.getByText('Ce champ est obligatoire.')).toHaveCount(2);
  await form.getByLabel('4 étoiles sur 5').check();
  await form.getByRole('textbox', { name: 'Votre avis' }).fill('Court');
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(form.getByText('Quelques mots de plus : 10 caractères au moins.')).toBeVisible();
  const text = 'Une lecture claire qui m’a aidée à y voir plus net pour mon travail.';
  await form.getByRole('textbox', { name: 'Votre avis' }).fill(text);
  await form.screenshot({ path: test.info().outputPath('review-form.png') });
  await form.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(
    item.getByText('Merci ! Votre avis sera publié après vérification par notre équipe.'),
  ).toBeVisible();
  await expect(item.getByText(/En attente de vérification/)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Donner mon avis sur cette lecture' })).toHaveCount(0);
  // Read again, the row carries its review: where it stands shows with the reading, no list of reviews asked.
  const reviewLists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/reviews' && r.method() === 'GET') reviewLists.push(r.url());
  });
  await page.reload();
  await expect(item.getByText(/En attente de vérification/)).toBeVisible();
  await expect(item.getByText(text)).toBeVisible();
  await item.screenshot({ path: test.info().outputPath('history-row-with-review.png') });
  expect(reviewLists).toEqual([]);

  // Not published yet: nothing on the home page.
  const guest = await visitor(browser);
  await guest.goto('/#contact');
  await expect(guest.locator('#contact')).toBeVisible();
  expect(await publishedCount(guest)).toBe(0);
  await expect(guest.locator('#avis')).toHaveCount(0);

  // The administrator publishes it from /admin/reviews.
  const admin = await (await browser.newContext()).newPage();
  await adminSignedIn(admin);
  await admin.getByRole('link', { name: 'Avis clients' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Avis clients' })).toBeVisible();
  const pending = admin.getByRole('listitem').filter({ hasText: text });
  await expect(pending).toContainText('Léa M.');
  await expect(pending).toContainText('Numérologie');
  await pageScreenshot(admin, test.info(), 'admin-reviews');
  await pending.getByRole('button', { name: 'Publier' }).click();
  await expect(admin.getByText('Avis publié.')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  // A visitor sees it, verified, with its dates, the first name and the initial only (a new visit:
  // a hash change alone would not load the page again).
  await guest.goto('about:blank');
  await guest.goto('/#avis');
  const section = guest.getByRole('region', { name: 'Avis de nos clients' });
  await expect(section).toBeVisible();
  const review = section.getByRole('article', { name: 'Avis de Léa M.' });
  await expect(review).toContainText(text);
  await expect(review.getByRole('img', { name: 'Note : 4 sur 5' })).toBeVisible();
  await expect(review).toContainText('Avis vérifié : client ayant acheté une lecture');
  const today = longDate(new Date());
  await expect(review).toContainText(`Avis publié le ${today} · lecture du ${today}`);
  await expect(section).not.toContainText('Martin');
  await expect(section).toContainText('4 / 5 sur 1 avis vérifié');
  await section.screenshot({ path: test.info().outputPath('home-reviews.png') });
  const how = section.getByRole('link', { name: 'Comment les avis sont collectés et vérifiés' });
  await expect(how).toHaveAttribute('href', '/conditions-generales#avis');
  await how.click();
  await expect(guest.getByRole('heading', { name: '16. Avis clients' })).toBeVisible();
  await expect(guest.locator('#avis')).toContainText('le motif du refus est indiqué à son auteur');

  // The author sees it published.
  await page.reload();
  await expect(
    page.locator(`#reading-${readingId}`).getByText('Publié sur la page d’accueil.'),
  ).toBeVisible();

  // Withdrawn with a reason: gone from the home page, and the author reads why.
  await admin.getByRole('button', { name: 'Publiés' }).click();
  const published = admin.getByRole('listitem').filter({ hasText: text });
  await published.getByRole('button', { name: 'Retirer…' }).click();
  await published.getByRole('button', { name: 'Retirer cet avis' }).click();
  await expect(published.getByText('Ce champ est obligatoire.')).toBeVisible();
  await published.getByRole('textbox', { name: /Motif/ }).fill('Retiré à la demande de son auteur.');
  await published.getByRole('button', { name: 'Retirer cet avis' }).click();
  await expect(admin.getByText('Avis refusé : son auteur verra la raison.')).toBeVisible();

  await guest.goto('/#contact');
  await expect(guest.locator('#contact')).toBeVisible();
  expect(await publishedCount(guest)).toBe(0);
  await expect(guest.locator('#avis')).toHaveCount(0);
  await page.reload();
  await expect(
    page.locator(`#reading-${readingId}`).getByText('Non publié. Motif : Retiré à la demande de son auteur.'),
  ).toBeVisible();
  await guest.context().close();
  await admin.context().close();
});
