import { expect, test, type Page } from '@playwright/test';

/**
 * The first screen pre-painted in index.html (apps/web/build/app-shell.ts, rendered at build time by
 * React from the app's components) is what the app paints when it starts: the same header and hero
 * (or legal page introduction), element for element, so nothing moves when React replaces it and
 * the console stays clean.
 */
const PAGES = [
  { path: '/', lang: 'fr', shell: 'home-fr', parts: ['header.site-header', 'section.hero'] },
  { path: '/', lang: 'en', shell: 'home-en', parts: ['header.site-header', 'section.hero'] },
  {
    path: '/mentions-legales',
    lang: 'fr',
    shell: 'notice-fr',
    parts: ['header.site-header', '.legal-lang', 'main h1', '.legal-updated', 'main .lead'],
  },
] as const;

/** The app's entry module (start.js adds it after the first paint). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

async function choose(page: Page, lang: 'fr' | 'en') {
  // The visitor's language, as the language switch stores it (boot.js reads it before the first paint).
  await page.addInitScript((l) => localStorage.setItem('selectedLang', l), lang);
}

/** Each part's markup, the build's id suffix and React's text separators taken out. */
async function markup(page: Page, root: string, parts: readonly string[], shell: string) {
  return page.evaluate(
    ({ root, parts, shell }) =>
      parts.map((sel) => {
        const el = document.querySelector(`${root} ${sel}`);
        if (!el) return `${sel}: missing`;
        return el.outerHTML.replace(/<!--.*?-->/g, '').replaceAll(`--${shell}`, '');
      }),
    { root, parts, shell },
  );
}

for (const p of PAGES) {
  test(`${p.path} (${p.lang}): the pre-painted first screen is the one React paints`, async ({ page }) => {
    await choose(page, p.lang);
    // Without the app's code: only the pre-painted screen, and it shows (boot.js named it).
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(p.path);
    const shell = page.locator(`#root > [data-shell="${p.shell}"]`);
    await expect(shell).toBeVisible();
    await expect(page.locator('#root > .app-shell:visible')).toHaveCount(1);
    const before = await markup(page, `#root > [data-shell="${p.shell}"]`, p.parts, p.shell);
    expect(before.join('\n')).not.toContain('missing');

    // With it: the app replaces it with the same markup.
    await page.unroute(ENTRY);
    await page.reload();
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.locator('#root > .app-shell')).toHaveCount(0);
    // The home's first frame: the header's wallet and theme as a visitor has them, the hero.
    const after = await markup(page, '#root', p.parts, p.shell);
    expect(after).toEqual(before);
  });
}

test('nothing moves when the app replaces the first screen, and the console stays clean', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    w.cls = 0;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.cls += entry.value;
        w.shifts.push(
          `${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node as Element | null)?.className ?? '?').join(',')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const size of [
    { width: 1366, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    for (const p of PAGES) {
      await choose(page, p.lang);
      await page.goto(p.path);
      await expect(page.locator('.site-footer')).toBeVisible();
      await expect(page.locator('#root > .app-shell')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      // Two frames after the app's first render, every shift it caused has been reported.
      const { cls, shifts } = await page.evaluate(
        () =>
          new Promise<{ cls: number; shifts: string[] }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const w = window as unknown as { cls: number; shifts: string[] };
                resolve({ cls: w.cls, shifts: w.shifts });
              }),
            ),
          ),
      );
      expect(cls, `${p.path} ${p.lang} at ${size.width} px: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.02);
    }
  }
  // No warning either: a hydration or router message would be one.
  expect(messages).toEqual([]);
});
