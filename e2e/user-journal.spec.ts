import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/a11y';
import { readyCustomer, useLanguage } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

// « Mon journal de tirages » (decision 0202): the customer's tarot draws with their cards, the notes
// written and refused, the search, the statistics, the printed version; fr and en, desktop and phone, axe.

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1366, height: 900 };

interface Entry {
  id: string;
  question: string | null;
  cards: { card_name: string }[];
  note: string | null;
}

/** A question draw ordered as the tarot page does: the server's draw, three cards picked, the order. */
async function drawAndOrder(page: Page, question: string, lang: 'fr' | 'en' = 'fr') {
  const draw = await page.request.post('/api/tarot/draw', { data: { option: 1, count: 3 } });
  expect(draw.ok(), await draw.text()).toBe(true);
  const { draw_id, picks } = (await draw.json()) as { draw_id: string; picks: number };
  const res = await page.request.post('/api/openai/tarot/option1-test', {
    headers: { 'accept-language': lang },
    data: {
      date: new Date().toISOString().slice(0, 10),
      option: 1,
      question,
      domain: 'travail',
      langage: lang,
      draw_id,
      cartes: Array.from({ length: picks }, (_, i) => (i * 17 + 3) % 78),
      numCards: 3,
      accept_order: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const apiJournal = async (page: Page, lang: 'fr' | 'en' = 'fr') =>
  (
    (await (
      await page.request.get('/api/user/journal', { headers: { 'accept-language': lang } })
    ).json()) as { entries: Entry[] }
  ).entries;

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('fr, desktop: the draws with their cards, a note written then refused when too long, search, statistics, printed', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  // window.print() is counted rather than opened (a headless browser has no dialog).
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await readyCustomer(page, [3]);
  await drawAndOrder(page, 'Dois-je changer de travail cette année ?');
  await drawAndOrder(page, 'Comment retrouver confiance en moi ?');
  const stored = await apiJournal(page);
  expect(stored).toHaveLength(2);

  await page.goto('/user/profile');
  const nav = page.getByRole('navigation', { name: 'Les rubriques de mon compte' });
  await nav.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/journal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon journal de tirages');
  const entries = page.getByTestId('journal-entry');
  await expect(entries).toHaveCount(2);
  // Newest first, each with its question and its cards as stored.
  for (const [i, e] of stored.entries()) {
    await expect(entries.nth(i)).toContainText(e.question!);
    for (const c of e.cards) await expect(entries.nth(i)).toContainText(c.card_name);
  }
  await expect(page.getByRole('status').filter({ hasText: '2 tirages.' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Ce que disent vos cartes' });
  await expect(stats.getByRole('definition').first()).toHaveText('2');
  await expect(stats.getByRole('table')).toContainText('2');

  // A note on the older draw.
  const older = entries.nth(1);
  await older.getByRole('button', { name: 'Ajouter une note' }).click();
  const area = older.getByRole('textbox', { name: /Ma note sur ce tirage/ });
  await area.fill('Trois semaines plus tard : l’entretien s’est bien passé.');
  await older.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(older.getByText('Trois semaines plus tard : l’entretien s’est bien passé.')).toBeVisible();
  expect((await apiJournal(page))[1]!.note).toBe('Trois semaines plus tard : l’entretien s’est bien passé.');
  // Too long: said in French, nothing changed.
  await older.getByRole('button', { name: 'Modifier ma note' }).click();
  await older.getByRole('textbox', { name: /Ma note sur ce tirage/ }).fill('x'.repeat(2001));
  await expect(older.getByText('1 caractère de trop.')).toBeVisible();
  await older.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(older.getByText(/Votre note dépasse 2\s000 caractères/)).toBeVisible();
  expect((await apiJournal(page))[1]!.note).toBe('Trois semaines plus tard : l’entretien s’est bien passé.');
  await older.getByRole('button', { name: 'Annuler' }).click();

  // Search: the question, then the note.
  const search = page.getByRole('searchbox', { name: 'Chercher dans mon journal' });
  await search.fill('confiance');
  await page.getByRole('button', { name: 'Chercher' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confiance' })).toHaveText(
    /^1 tirage pour «.confiance.».$/,
  );
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Comment retrouver confiance en moi ?');
  await search.fill('entretien');
  await page.getByRole('button', { name: 'Chercher' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Dois-je changer de travail');
  await search.fill('');
  await page.getByRole('button', { name: 'Chercher' }).click();
  await expect(entries).toHaveCount(2);

  expect(await axeViolations(page)).toEqual([]);
  await pageScreenshot(page, testInfo, 'journal-fr-1366');

  // Printed: every entry is loaded and the print dialog asked for; printed, the frame is gone.
  await page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.account-nav')).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chercher' })).toBeHidden();
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('l’entretien s’est bien passé');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await pageScreenshot(page, testInfo, 'journal-print');
});

test('en, phone: the journal in English, a note added, readable at 375 px, axe', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useLanguage(page, 'en');
  await readyCustomer(page, [3]);
  await drawAndOrder(page, 'Should I move to Lyon?', 'en');
  const [stored] = await apiJournal(page, 'en');
  await page.goto('/user/journal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My tarot journal');
  const entry = page.getByTestId('journal-entry');
  await expect(entry).toHaveCount(1);
  for (const c of stored!.cards) await expect(entry).toContainText(c.card_name);
  // When it was drawn: Paris time, and it says so, as every other time the site shows (issue 39).
  await expect(entry.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Paris time\)$/);
  await expect(page.getByRole('status').filter({ hasText: '1 draw.' })).toBeVisible();
  await entry.getByRole('button', { name: 'Add a note' }).click();
  await entry.getByRole('textbox', { name: /My note on this draw/ }).fill('Moved in March. It was right.');
  await entry.getByRole('button', { name: 'Save the note' }).click();
  await expect(entry.getByText('Moved in March. It was right.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What your cards say' })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await pageScreenshot(page, testInfo, 'journal-en-375');
});
