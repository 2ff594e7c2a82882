import { expect, test } from '@playwright/test';

// Only reviews of real customers may be shown (L121-2, L111-7-2): with none published, the home page
// has no reviews section and the menu no link to one (user-reviews.spec.ts publishes one).
test('the home page shows no testimonials and links to none', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.locator('#contact')).toBeVisible();
  await expect(page.locator('#temoignages')).toHaveCount(0);
  const published = (await (await page.request.get('/api/reviews')).json()) as { total: number };
  expect(published.total).toBe(0);
  await expect(page.locator('#avis')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Témoignages' })).toHaveCount(0);
});
