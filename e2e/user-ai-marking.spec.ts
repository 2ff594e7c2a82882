import { expect, test } from '@playwright/test';
import { openOption, readyCustomer } from './user-helpers';

const IPTC_MODEL = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
const IPTC_RULES = 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia';

// Issue 41 (AI Act art. 50(2)): text a model wrote is marked for machines on screen — `data-ai-generated`
// and schema.org's digitalSourceType (the IPTC term) — and labelled in words; text our rules wrote is
// labelled as such and carries no AI marking. The server here writes with its rules (no model is
// configured); the model-written answer is that same server's answer as a configured model would
// return it (writer and marking changed in flight), so the page's rendering of both is what is tested.
test('the intuitive block: no AI marking on rules-written text, the standard marker on a model’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await readyCustomer(page, [2]);
  await page.goto('/user/UserConnected');
  await openOption(page, /Astrologie/, /Question simple/);
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je trouver un nouveau travail ?');
  const answered = page.waitForResponse((r) => r.url().includes('/api/openai/astrology/option1'));
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  const rules = await (await answered).json();
  expect(rules).toMatchObject({ written_by: 'rules', digital_source_type: IPTC_RULES });
  const intuitive = page.locator('.reading-block--ai');
  await expect(intuitive.getByRole('heading', { name: /Lecture intuitive/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(intuitive.locator('.writer-badge')).toHaveText('Rédigée par nos règles d’interprétation');
  await expect(page.locator('[data-ai-generated]')).toHaveCount(0);
  await expect(page.locator('meta[itemprop="digitalSourceType"]')).toHaveCount(0);

  // The same question answered by a model (as the API answers with AI_BASE_URL set).
  await page.route('**/api/openai/astrology/option1', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: {
        ...body,
        writer: { kind: 'ai', model: 'mistral-small' },
        ai_generated: true,
        written_by: 'model',
        digital_source_type: IPTC_MODEL,
      },
    });
  });
  await page.getByRole('button', { name: 'Poser une autre question' }).click();
  await page.getByRole('textbox', { name: 'Votre question' }).fill('Vais-je déménager cette année ?');
  await page.getByRole('button', { name: /^Payer .+ et recevoir ma lecture$/ }).click();
  const marked = page.locator('.reading-block--ai[data-ai-generated="true"]');
  await expect(marked).toHaveCount(1, { timeout: 20_000 });
  await expect(marked).toHaveAttribute('itemtype', 'https://schema.org/CreativeWork');
  await expect(marked.locator('meta[itemprop="digitalSourceType"]')).toHaveAttribute('content', IPTC_MODEL);
  await expect(marked.locator('.writer-badge')).toHaveText('Rédigée par une IA (modèle mistral-small)');
  // The symbolic block, computed by us, is never marked.
  await expect(page.locator('[data-ai-generated]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('ai-marked.png'), fullPage: false });
});
