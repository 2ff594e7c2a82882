import { expect, test } from '@playwright/test';
import { openOption, readyCustomer } from './user-helpers';

const PAYLOAD = '<img src=x onerror=alert(1)>';

test('HTML in a question and in the AI text is shown as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await readyCustomer(page, [1]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Tarot/, /Question unique/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill(`Mon avenir ${PAYLOAD} ?`);
  await page.getByLabel('Nombre de cartes').selectOption('1');
  await page.getByRole('button', { name: 'Tirer les cartes' }).click();
  await page.getByRole('button', { name: 'Carte 33', exact: true }).click();
  await page.getByRole('button', { name: 'Payer 6,99 € et recevoir ma lecture' }).click();
  const result = page.locator('.reading-result');
  await expect(result.getByRole('heading', { name: 'Lecture intuitive', exact: true })).toBeVisible({
    timeout: 20_000,
  });

  // The offline interpreter quotes the question: the markup must appear literally, as text.
  await expect(result).toContainText(PAYLOAD);
  const injected = await page.evaluate(() => document.querySelectorAll('img[src="x"]').length);
  expect(injected).toBe(0);
  // The only images in the answer are the drawn card faces (data URLs made from our own SVG).
  for (const src of await result
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))) {
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
  }

  // The history shows the question as typed, inert as well.
  await page.goto('/user/history');
  await expect(page.getByText(`« Mon avenir ${PAYLOAD} ? »`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lire' }).first().click();
  await expect(page.locator('.reading-details__body')).toContainText(PAYLOAD);
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
  expect(dialogs).toEqual([]);
});
