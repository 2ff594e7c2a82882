import type { Page, TestInfo } from '@playwright/test';

/** `E2E_SCREENSHOTS=1`: the browser tests save their page screenshots (test-results/) for a person to look at. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot of the page as `name`.png in the test's output folder, when asked. No test reads
 * these pictures (none is compared with a reference): they are for a person looking at the pages after
 * a run. A full-page one makes chromium lay out and paint the whole page again, seconds a page on a
 * busy machine and about fifty a run, so by default none is taken (decision 0252). A test's failure
 * still gets its screenshot (`screenshot: 'only-on-failure'` in playwright.config.ts).
 */
export async function pageScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}
