import { expect, test } from '@playwright/test';

// Only reviews of real customers may be shown (L121-2, L111-7-2): none are collected yet, so the home
// page has no testimonials section and the menu no link to one.
test('the home page shows no testimonials and links to none', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.locator('#contact')).toBeVisible();
  await expect(page.locator('#partenaires')).toBeVisible();
  await expect(page.locator('#temoignages')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Témoignages' })).toHaveCount(0);
});
