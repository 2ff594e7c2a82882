import { expect, test, type Page } from '@playwright/test';
import { adminSignedIn } from './admin-helpers';
import { axeViolations, forTheme } from './helpers/a11y';
import { expectNoHorizontalOverflow } from './helpers/layout';
import { openOption, pickCards, readyCustomer, useLanguage } from './user-helpers';
import { pageScreenshot } from './helpers/screenshot';

const RULES_FR = 'Rédigé automatiquement par notre moteur d’interprétation à partir de vos données';
const RULES_EN = 'Written automatically by our interpretation engine from your data';
const QUESTION = 'Dois-je accepter ce nouveau poste ?';

/** Both themes, switched with the header's button (a reload would lose the answer on screen). */
async function axeInBothThemes(page: Page, where: string) {
  for (const theme of ['classique', 'nuit']) {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme)
      await page.getByRole('button', { name: 'Changer de thème (classique / nuit)' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page, forTheme(theme)), `${where} (${theme})`).toEqual([]);
  }
}

test('a single tarot question: the answer first, « Pourquoi ? » under each paragraph, the rules labelled as such', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Tarot/, /Question unique/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill(QUESTION);
  await page.getByLabel('Nombre de cartes').selectOption('3');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  await pickCards(page, [4, 30, 61]);
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  const intuitive = page.locator('.reading-block--ai');
  await expect(intuitive.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // Answer first: the intuitive block comes before the symbolic one and opens with « La réponse ».
  await expect(page.locator('.reading-result .reading-block').first()).toHaveClass(/reading-block--ai/);
  const answer = intuitive.locator(':scope > .reading-answer');
  await expect(answer).toHaveCount(1);
  await expect(intuitive.locator(':scope > div').nth(1)).toHaveClass(/reading-answer/);
  await expect(answer.getByRole('heading', { level: 5 })).toHaveText('La réponse');
  await expect(answer.locator('.reading-answer__text')).not.toBeEmpty();
  expect(await intuitive.locator('.reading-paragraph').count()).toBeGreaterThan(0);

  // What wrote it, in words (« Rédigée par nos règles d’interprétation »), never « IA », on text no model wrote.
  await expect(intuitive.locator('.reading-block__label')).toHaveText(RULES_FR);
  await expect(intuitive.locator('.writer-badge')).toHaveText('Rédigée par nos règles d’interprétation');
  await expect(page.locator('[data-ai-generated]')).toHaveCount(0);
  await expect(page.locator('.writer-badge--ai')).toHaveCount(0);
  await expect(intuitive.getByText('IA', { exact: true })).toHaveCount(0);

  // « Pourquoi ? » under the answer: closed, then the facts it rests on, by their labels.
  const why = answer.locator('details.reading-why');
  const facts = why.locator('li');
  await expect(facts.first()).toBeHidden();
  await why.getByText('Pourquoi ?', { exact: true }).click();
  await expect(why).toHaveAttribute('open', '');
  await expect(facts.first()).toBeVisible();
  const drawn = await page.locator('.revealed-card__name').allTextContents();
  expect(drawn).toHaveLength(3);
  const labels = await facts.allTextContents();
  // A tarot fact names a drawn card, its orientation and its place (or the synthesis card).
  expect(
    labels.some(
      (l) =>
        drawn.some((name) => l.startsWith(`${name}, `)) &&
        /, (à l’endroit|renversée?), en position « /.test(l),
    ) || labels.some((l) => l.startsWith('Carte de synthèse')),
    labels.join(' | '),
  ).toBe(true);
  // Every paragraph has its own « Pourquoi ? ».
  const paragraphs = await intuitive.locator('.reading-paragraph').count();
  await expect(intuitive.locator('.reading-paragraph details.reading-why')).toHaveCount(paragraphs);
  const later = intuitive.locator('.reading-paragraph details.reading-why').first();
  await later.locator('summary').click();
  await expect(later.locator('li').first()).toBeVisible();
  await expect(later.locator('li').first()).not.toBeEmpty();

  await axeInBothThemes(page, 'the reading on screen');

  // The history: question, service in words, the answer and what wrote it; no instructions, no JSON.
  await page.goto('/user/history');
  const prompts = page.locator('section', {
    has: page.getByRole('heading', { name: 'Vos questions et nos réponses' }),
  });
  const entry = prompts.locator('.prompt-item').first();
  await expect(entry).toContainText('Tarot — Question unique');
  await expect(entry).toContainText(`« ${QUESTION} »`);
  await expect(entry).toContainText(RULES_FR);
  await expect(entry.locator('.prompt-item__answer')).not.toBeEmpty();
  const historyText = await page.locator('main').innerText();
  for (const leak of ['[system]', '[user]', '"facts"', '{"']) expect(historyText).not.toContain(leak);
  await expect(prompts.locator('pre')).toHaveCount(0);
  // The same reading in the readings list (paged since issue 37, so the prompts no longer link to a row
  // that may not be loaded), opened on the same blocks.
  const row = page.locator('li[id^="reading-"]').filter({ hasText: 'Tarot — Question unique' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Lire' }).click();
  await expect(row.getByRole('heading', { name: 'La réponse' })).toBeVisible();
  await row.locator('details.reading-why summary').first().click();
  await expect(row.locator('details.reading-why li').first()).toBeVisible();
  await axeInBothThemes(page, 'the history');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('an astrology question reads well: the answer card, the key facts, no sideways scrolling', async ({
    page,
  }, testInfo) => {
    await readyCustomer(page, [1]);
    await page.goto('/user/UserConnected');
    await openOption(page, /Astrologie/, /Question simple/);
    await page
      .getByRole('textbox', { name: 'Votre question' })
      .fill('Vais-je rencontrer quelqu’un ce mois-ci ?');
    await page.getByRole('button', { name: /^(Poser ma question|Payer .+ et recevoir ma lecture)$/ }).click();
    const answer = page.locator('.reading-answer');
    await expect(answer.getByRole('heading', { name: 'La réponse' })).toBeVisible({ timeout: 20_000 });
    // Sun, Moon and Ascendant, from the stored reading, at the top of the symbolic block.
    const keyFacts = page.locator('.reading-block--symbolic .key-facts li');
    await expect(keyFacts).toHaveCount(3);
    await expect(keyFacts.first()).toHaveText(/^Soleil en \S+/);
    await answer.locator('summary').click();
    await expect(answer.locator('.reading-why li').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // Comfortable lines: the answer's text is not squeezed below about 30 characters a line.
    const width = await answer
      .locator('.reading-answer__text')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(280);
    for (const [name, part] of [
      ['answer', '.reading-result__title'],
      ['symbolic', '.reading-block--symbolic'],
    ] as const) {
      await page.locator(part).evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await pageScreenshot(page, testInfo, `reading-375-fr-${name}`, { fullPage: false });
    }

    // The same reading opened from the history, and the list of questions and answers.
    await page.goto('/user/history');
    // Both lists loaded (the readings and the questions and answers) before opening one.
    await expect(page.locator('.history-item').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vos questions et nos réponses' })).toBeVisible();
    await expect(page.locator('.history-section').last().locator('.history-item').first()).toBeVisible();
    const read = page.getByRole('button', { name: 'Lire' }).first();
    await read.click();
    await expect(page.getByRole('button', { name: 'Masquer' }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.locator('.reading-details__body .reading-answer')).toBeVisible();
    await expect(page.locator('.reading-details__body .key-facts li')).toHaveCount(3);
    await expectNoHorizontalOverflow(page);
    const inHistory = await page
      .locator('.reading-details__body .reading-answer__text')
      .evaluate((el) => el.getBoundingClientRect().width);
    await page
      .locator('.reading-details__body')
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await pageScreenshot(page, testInfo, 'history-375-fr', { fullPage: false });
    expect(inHistory).toBeGreaterThan(250);
  });

  test('in English, the consultation page says "The answer", "Why?" and "Written by our interpretation rules"', async ({
    page,
  }, testInfo) => {
    await useLanguage(page, 'en');
    await readyCustomer(page, [1]);
    await page.goto('/user/request');
    await page.getByRole('textbox', { name: 'Your question' }).fill('Should I take the new job?');
    await page.getByRole('button', { name: 'Pay €6.99 and get my reading' }).click();
    const intuitive = page.locator('.reading-block--ai');
    await expect(intuitive.getByRole('heading', { name: 'The answer' })).toBeVisible({ timeout: 20_000 });
    await expect(intuitive.locator('.reading-block__label')).toHaveText(RULES_EN);
    await expect(intuitive.locator('.writer-badge')).toHaveText('Written by our interpretation rules');
    await intuitive.getByText('Why?', { exact: true }).first().click();
    await expect(intuitive.locator('.reading-why li').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page
      .locator('.reading-result')
      .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await pageScreenshot(page, testInfo, 'reading-375-en', { fullPage: false });
  });
});

test('an administrator reads the full prompt behind a reading; the customer never does', async ({
  page,
  browser,
}) => {
  await readyCustomer(page, [1]);
  const ordered = await page.request.post('/api/user/request', {
    data: { question: QUESTION, langage: 'fr' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const { reading_id } = (await ordered.json()) as { reading_id: string };
  expect((await page.request.get(`/api/admin/ai-calls?reading_id=${reading_id}`)).status()).toBe(403);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignedIn(admin);
  await admin.getByRole('link', { name: 'Prompts et réponses' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Prompts et réponses' })).toBeVisible();
  await admin.getByLabel('Lecture').fill('pas-un-uuid');
  await admin.getByRole('button', { name: 'Filtrer' }).click();
  await expect(
    admin.getByText('Saisissez l’identifiant complet d’une lecture (UUID), ou laissez vide.'),
  ).toBeVisible();
  await admin.getByLabel('Lecture').fill(reading_id);
  await admin.getByRole('button', { name: 'Filtrer' }).click();
  await expect(admin).toHaveURL(new RegExp(`reading_id=${reading_id}`));
  const call = admin.locator('.ai-call').first();
  await expect(call).toContainText(reading_id);
  await call.getByText('Prompt complet').click();
  await expect(call.locator('pre').first()).toContainText(QUESTION);
  await call.getByText('Réponse brute').click();
  await expect(call.locator('pre').nth(1)).not.toBeEmpty();
  for (const theme of ['classique', 'nuit']) {
    await admin.evaluate((t) => localStorage.setItem('theme', t), theme);
    await admin.reload();
    await expect(admin.locator('.ai-call').first()).toBeVisible();
    expect(await axeViolations(admin, forTheme(theme)), `admin ai-calls (${theme})`).toEqual([]);
  }
  await adminContext.close();
});
