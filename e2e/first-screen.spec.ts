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

/**
 * Each part's markup, the build's id suffix and React's text separators taken out (and the tests'
 * `data-testid` hooks, which the customer pages' copies leave out).
 */
async function markup(page: Page, root: string, parts: readonly string[], shell: string) {
  return page.evaluate(
    ({ root, parts, shell }) =>
      parts.map((sel) => {
        const el = document.querySelector(`${root} ${sel}`);
        if (!el) return `${sel}: missing`;
        return el.outerHTML
          .replace(/<!--.*?-->/g, '')
          .replace(/ data-testid="[^"]*"/g, '')
          .replaceAll(`--${shell}`, '');
      }),
    { root, parts, shell },
  );
}

/** Lets the app's code load, reloads, and expects React to paint the markup the copy showed. */
async function expectSameOnceReplaced(page: Page, before: string[], parts: readonly string[], shell: string) {
  await page.unroute(ENTRY);
  await page.reload();
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.locator('#root > .app-shell')).toHaveCount(0);
  expect(await markup(page, '#root', parts, shell)).toEqual(before);
}

/** The console's errors and warnings and the page's uncaught errors, as they come. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

/** Every layout shift from the first node on, summed (`window.cls`) and described (`window.shifts`). */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; shifts: string[] };
    w.cls = 0;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        startTime: number;
      }[]) {
        if (entry.hadRecentInput) continue;
        w.cls += entry.value;
        // Each source with its class, where it was and where it went, and its first words; when, and
        // whether the titles' face was there: a shift says what moved and why.
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        const face = document.fonts.check('600 16px "Cormorant Garamond"') ? 'face' : 'no face';
        const moved = (entry.sources ?? []).map((s) => {
          const node = s.node as Element | null;
          const words = (node?.textContent ?? '').trim().slice(0, 40);
          return `${node?.className ?? '?'} ${rect(s.previousRect)} → ${rect(s.currentRect)} « ${words} »`;
        });
        w.shifts.push(
          `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms (${face}): ${moved.join(' ; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, read two frames after the app's first render (every shift it caused is reported). */
async function shiftsAfterStart(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
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

    // With it: the app replaces it with the same markup (the home's first frame: the header's wallet
    // and theme as a visitor has them, the hero).
    await expectSameOnceReplaced(page, before, p.parts, p.shell);
  });
}

/**
 * When, in the page's own clock, start.js added the entry module, and when the page's first contentful
 * paint was; both read once the app has started.
 */
async function entryAndFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { entryAddedAt?: number };
    // start.js starts the app within a second whatever happens (its safety net): on a machine busy
    // enough to paint later than that, the net, not the paint, would start it. Here the net waits a
    // minute, so what is measured is always the paint's own trigger.
    const setTimeoutOfPage = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      setTimeoutOfPage(handler, delay === 1000 ? 60_000 : delay, ...rest)) as typeof window.setTimeout;
    new MutationObserver((records, observer) => {
      for (const r of records)
        r.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && /\/assets\/index-[\w-]+\.js$/.test(node.src)) {
            w.entryAddedAt ??= performance.now();
            observer.disconnect();
          }
        });
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => {
    await expect(page.locator('.site-footer')).toBeVisible();
    const times = () =>
      page.evaluate(() => ({
        entryAddedAt: (window as unknown as { entryAddedAt?: number }).entryAddedAt ?? null,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }));
    // The paint's entry is queued once the frame is shown, which can be after the app's first render.
    await expect.poll(async () => (await times()).firstPaint).not.toBeNull();
    return times();
  };
}

// A slow phone must not spend the time before its first paint downloading and evaluating the app
// (Lighthouse's model counted every script asked for before that paint into it: LCP 2.6 s, 1.3 s since).
for (const p of PAGES.filter((x) => x.lang === 'fr')) {
  test(`${p.path}: the app's code is asked for only once the pre-painted screen has painted`, async ({
    page,
  }) => {
    const read = await entryAndFirstPaint(page);
    await page.goto(p.path);
    const { entryAddedAt, firstPaint } = await read();
    expect(entryAddedAt).not.toBeNull();
    expect(entryAddedAt!).toBeGreaterThan(firstPaint!);
  });
}

test('a page without a pre-painted screen starts its app without waiting for a paint', async ({ page }) => {
  const read = await entryAndFirstPaint(page);
  await page.goto('/gestion-des-cookies');
  const { entryAddedAt, firstPaint } = await read();
  // Nothing paints there before the app: its first paint is the app's own.
  expect(entryAddedAt).not.toBeNull();
  expect(entryAddedAt!).toBeLessThan(firstPaint!);
});

// The titles' face may arrive after that first paint (a slow phone, a cold cache): the title then keeps
// its fallback for the page's life (`font-display: optional`) rather than swapping under the reader.
test('a display face that arrives after the first paint moves nothing', async ({ page }) => {
  await observeShifts(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await choose(page, 'fr');
  let appStarted!: () => void;
  const started = new Promise<void>((resolve) => (appStarted = resolve));
  let fontServed!: () => void;
  const served = new Promise<void>((resolve) => (fontServed = resolve));
  // The face's download is held until the app has replaced the pre-painted screen.
  await page.route(/\.woff2$/, async (route) => {
    await started;
    await route.continue();
    fontServed();
  });
  // (The page's load event waits for the held face.)
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.site-footer')).toBeVisible();
  await expect(page.locator('#root > .app-shell')).toHaveCount(0);
  appStarted();
  await served;
  const { cls, shifts } = await shiftsAfterStart(page);
  expect(cls, shifts.join(' | ')).toBeLessThanOrEqual(0.02);
});

test('nothing moves when the app replaces the first screen, and the console stays clean', async ({
  page,
}) => {
  const messages = consoleProblems(page);
  await observeShifts(page);
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
      const { cls, shifts } = await shiftsAfterStart(page);
      expect(cls, `${p.path} ${p.lang} at ${size.width} px: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.02);
    }
  }
  // No warning either: a hydration or router message would be one.
  expect(messages).toEqual([]);
});

/**
 * The customer pages' first screens (decision 0251): in a signed-in customer's page only, built by React
 * at build time with slots that the server fills with the customer's name, balance and the
 * reading-data text's version — as text, whatever the customer typed as their first name.
 */
const HOSTILE_NAME = `Léa <script>window.__xss = 1</script> "Zoé" l'a $' $& $\``;

/** A customer registered and logged in through the API: the page's context holds the session cookie. */
async function customer(page: Page, { accepted }: { accepted: boolean }) {
  const username = `prepaint_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const password = 'Prepaint!pass2026';
  const register = await page.request.post('/api/user/register', {
    data: {
      username,
      prenom: HOSTILE_NAME,
      nom: 'Martin',
      email: `${username}@example.com`,
      password,
      confirm_password: password,
      sexe: 'femme',
      date_naissance: '1990-01-01',
      heure_naissance: '12:00',
      lieu_naissance: 'Paris',
      accept_terms: true,
      is_adult: true,
    },
  });
  expect(register.status(), await register.text()).toBeLessThan(300);
  expect((await page.request.post('/api/user/login', { data: { username, password } })).status()).toBe(200);
  if (accepted) {
    const accept = await page.request.post('/api/consent/reading-data', { data: { accept: true } });
    expect(accept.status()).toBe(200);
  }
}

const CUSTOMER_PAGES = [
  {
    path: '/choisir-un-domaine',
    lang: 'fr',
    shell: 'domains-fr',
    accepted: false,
    parts: [
      'header.site-header',
      '.reading-data-notice',
      '.domain-area > h1',
      '.domain-area > p',
      '.domain-tabs',
    ],
  },
  {
    path: '/user/UserConnected',
    lang: 'fr',
    shell: 'connected-fr',
    accepted: false,
    parts: [
      'header.site-header',
      '.reading-data-notice',
      '.connected-welcome',
      '.card-of-the-day > h2',
      '.domain-area > h2',
      '.domain-area > p',
      '.domain-tabs',
    ],
  },
  {
    path: '/user/UserConnected',
    lang: 'en',
    shell: 'connected-en',
    accepted: true,
    parts: [
      'header.site-header',
      '.connected-welcome',
      '.card-of-the-day > h2',
      '.domain-area > h2',
      '.domain-area > p',
      '.domain-tabs',
    ],
  },
] as const;

for (const p of CUSTOMER_PAGES) {
  test(`${p.path} (${p.lang}, a customer${p.accepted ? ' who accepted the reading data' : ''}): the pre-painted first screen is the one React paints`, async ({
    page,
  }) => {
    await customer(page, { accepted: p.accepted });
    await choose(page, p.lang);
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(p.path);
    const root = `#root > [data-shell="${p.shell}"]`;
    await expect(page.locator(root)).toBeVisible();
    await expect(page.locator('#root > .app-shell:visible')).toHaveCount(1);
    await expect(page.locator(root)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator(root)).toHaveAttribute('inert', '');
    await expect(page.locator(`${root} .reading-data-notice`)).toHaveCount(p.accepted ? 0 : 1);
    // The name the customer typed, as text: nothing of it ran, nothing of it became markup.
    if (p.shell.startsWith('connected'))
      await expect(page.locator(`${root} .connected-welcome h1`)).toHaveText(
        p.lang === 'fr' ? `Bienvenue, ${HOSTILE_NAME}` : `Welcome, ${HOSTILE_NAME}`,
      );
    await expect(page.locator(`${root} script`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const before = await markup(page, root, p.parts, p.shell);
    expect(before.join('\n')).not.toContain('missing');

    await expectSameOnceReplaced(page, before, p.parts, p.shell);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
}

test('a customer page: nothing moves when the app replaces its first screen, and the console stays clean', async ({
  page,
}) => {
  const messages = consoleProblems(page);
  await customer(page, { accepted: false });
  await observeShifts(page);
  for (const size of [
    { width: 1366, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/choisir-un-domaine', '/user/UserConnected']) {
      await page.goto(path);
      await expect(page.locator('.site-footer')).toBeVisible();
      await expect(page.locator('#root > .app-shell')).toHaveCount(0);
      const { cls, shifts } = await shiftsAfterStart(page);
      expect(cls, `${path} at ${size.width} px: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.02);
    }
  }
  expect(messages).toEqual([]);
});

test('a visitor on the customer pages gets no copy: the chooser’s visitor page, the connected page’s refusal', async ({
  page,
}) => {
  for (const path of ['/choisir-un-domaine', '/user/UserConnected']) {
    await page.route(ENTRY, (route) => route.abort());
    await page.goto(path);
    expect(await page.locator('#root > .app-shell').count()).toBeGreaterThan(0); // the visitor pages' copies
    await expect(page.locator('#root > .app-shell:visible')).toHaveCount(0);
    await expect(
      page.locator('#root > [data-shell^="domains-"], #root > [data-shell^="connected-"]'),
    ).toHaveCount(0);
    await page.unroute(ENTRY);
  }
  await page.goto('/choisir-un-domaine');
  await expect(page.getByText('Vous pouvez tout parcourir sans compte', { exact: false })).toBeVisible();
  await page.goto('/user/UserConnected');
  await expect(page.getByText('Vous devez être connecté pour accéder aux consultations.')).toBeVisible();
});

// The first texts (header, footer, cookie banner, home) are fetched in the visitor's language only:
// start.js preloads the files the build named for that language beside the entry.
for (const lang of ['fr', 'en'] as const) {
  test(`a ${lang} visitor's start fetches the first texts in ${lang} only, with the entry`, async ({
    page,
  }) => {
    await choose(page, lang);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('#root > .app-shell')).toHaveCount(0);
    const start = page.locator('script[src="/start.js"]');
    const files = async (attribute: string) => ((await start.getAttribute(attribute)) ?? '').split(' ');
    const own = await files(`data-preload-${lang}`);
    const other = await files(`data-preload-${lang === 'fr' ? 'en' : 'fr'}`);
    expect(own).toHaveLength(3);
    for (const file of own) expect(scripts).toContain(file);
    for (const file of other) expect(scripts).not.toContain(file);
    expect(scripts.some((s) => ENTRY.test(s))).toBe(true);
    await expect(page.locator('.site-footer')).toContainText(
      lang === 'fr' ? 'Mentions légales' : 'Legal notice',
    );
  });
}
