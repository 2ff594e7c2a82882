import { expect, test } from '@playwright/test';
import { adminSignedIn } from './admin-helpers';

/** Issue 16: while the demo checkout can credit wallets for free, every admin page says so. */
test('every admin page warns that demo payments are on; logout is a POST, a GET link does nothing', async ({
  page,
}) => {
  await adminSignedIn(page);
  const banner = page.getByRole('note').filter({ hasText: 'Paiements de démonstration actifs' });
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(banner).toBeVisible();
  // A cross-site link to the logout URL (a GET) leaves the session alone.
  expect((await page.request.get('/api/admin/logout')).status()).toBe(404);
  expect((await page.request.get('/api/admin/admin')).status()).toBe(200);
});
