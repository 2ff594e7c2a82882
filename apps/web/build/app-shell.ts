import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type * as FirstScreenModule from '../src/app/first-screen';
import type { Resource } from '../src/app/first-screen';
import { FIRST_NAMESPACES } from '../src/lib/first-namespaces';

/**
 * The first screen of the home page and of the legal pages (header and hero; header and the page
 * down to its introduction), in French and English, written into index.html at build time so that
 * it paints as soon as the HTML and CSS arrive instead of after the JavaScript. It is rendered in
 * Node by React from the app's own components (src/app/first-screen.tsx), so it cannot drift from
 * them. React replaces it when it starts (createRoot empties #root); boot.js names the page and
 * language on `<html data-shell>` and CSS shows that one (see `.app-shell` in styles/global.css).
 * The copies are inert and hidden from assistive technologies: their buttons do nothing until the
 * app has started, and a screen reader reads the app's own page a moment later.
 */
const LANGS = ['fr', 'en'] as const;
const FIRST_SCREEN_MODULE = fileURLToPath(new URL('../src/app/first-screen.tsx', import.meta.url));

function readResources(localesDir: string): Resource {
  const resources: Resource = {};
  for (const lang of LANGS) {
    resources[lang] = {};
    for (const file of fs.readdirSync(path.join(localesDir, lang))) {
      if (!file.endsWith('.json')) continue;
      resources[lang][file.slice(0, -'.json'.length)] = JSON.parse(
        fs.readFileSync(path.join(localesDir, lang, file), 'utf8'),
      ) as Record<string, unknown>;
    }
  }
  return resources;
}

/**
 * Loads src/app/first-screen.tsx through Vite in Node (the dev server's own module loader when there
 * is one, else a short-lived one without any of this config's plugins but React's).
 */
async function loadFirstScreen(dev: ViteDevServer | null): Promise<typeof FirstScreenModule> {
  if (dev) return (await dev.ssrLoadModule(FIRST_SCREEN_MODULE)) as typeof FirstScreenModule;
  const server = await createServer({
    configFile: false,
    root: path.dirname(path.dirname(FIRST_SCREEN_MODULE)),
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return (await server.ssrLoadModule(FIRST_SCREEN_MODULE)) as typeof FirstScreenModule;
  } finally {
    await server.close();
  }
}

/**
 * The ids of one copy made its own (`uk-t` → `uk-t--home-fr`), with the references to them: eight
 * copies share the document until React starts, and an SVG's `url(#uk-t)` would otherwise point into
 * the first of them, hidden (`display: none`) on every other page. Links to the page's sections
 * (`href="#tarifs"`) are left as they are.
 */
export function scopeIds(html: string, scope: string): string {
  const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  const own = (id: string) => (ids.has(id) ? `${id}--${scope}` : id);
  return html
    .replace(/ id="([^"]+)"/g, (_, id: string) => ` id="${own(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${own(id)})`)
    .replace(
      / (aria-labelledby|aria-describedby|aria-controls|for)="([^"]+)"/g,
      (_, attr: string, list: string) => ` ${attr}="${list.split(' ').map(own).join(' ')}"`,
    );
}

type FirstScreens = typeof FirstScreenModule;

/** One copy's wrapper: named for boot.js and the CSS, inert and hidden from assistive technologies. */
function shell(name: string, lang: string, html: string): string {
  return `<div class="app-shell" data-shell="${name}" lang="${lang}" inert aria-hidden="true">${scopeIds(html, name)}</div>`;
}

async function visitorShells(mod: FirstScreens, resources: Resource): Promise<string> {
  const { FIRST_SCREENS, renderFirstScreen } = mod;
  const shells: string[] = [];
  for (const lang of LANGS) {
    for (const screen of Object.keys(FIRST_SCREENS) as (keyof typeof FIRST_SCREENS)[]) {
      shells.push(shell(`${screen}-${lang}`, lang, await renderFirstScreen(screen, lang, resources)));
    }
  }
  return shells.join('\n');
}

/** The `<div class="app-shell">` blocks, one per page and language. */
export async function renderShells(localesDir: string, dev: ViteDevServer | null = null): Promise<string> {
  return visitorShells(await loadFirstScreen(dev), readResources(localesDir));
}

/**
 * The customer pages' copies (decision 0251), as `dist/customer-screens.json` holds them: for each
 * address, with the reading-data notice and without, the French and the English copy, their
 * per-customer values as `<!--slot:name-->` markers that the server fills (the balance is written in
 * each copy's language).
 */
export interface CustomerScreens {
  screens: Record<string, Record<'notice' | 'accepted', Record<(typeof LANGS)[number], string>>>;
}

async function customerScreensOf(mod: FirstScreens, resources: Resource): Promise<CustomerScreens> {
  const { CUSTOMER_SCREENS, CUSTOMER_VARIANTS, renderCustomerScreen } = mod;
  const screens: CustomerScreens['screens'] = {};
  for (const screen of Object.keys(CUSTOMER_SCREENS) as (keyof typeof CUSTOMER_SCREENS)[]) {
    const variants = { notice: { fr: '', en: '' }, accepted: { fr: '', en: '' } };
    for (const variant of CUSTOMER_VARIANTS) {
      for (const lang of LANGS) {
        // Without the tests' hooks: two copies in the page would make `getByTestId('connected-wallet')`
        // name three elements until the app has started.
        const html = (await renderCustomerScreen(screen, variant, lang, resources)).replace(
          / data-testid="[^"]*"/g,
          '',
        );
        variants[variant][lang] = shell(`${screen}-${lang}`, lang, html);
      }
    }
    screens[CUSTOMER_SCREENS[screen].path] = variants;
  }
  return { screens };
}

export async function renderCustomerScreens(
  localesDir: string,
  dev: ViteDevServer | null = null,
): Promise<CustomerScreens> {
  return customerScreensOf(await loadFirstScreen(dev), readResources(localesDir));
}

export function appShell(localesDir: string): Plugin {
  let dev: ViteDevServer | null = null;
  let customer: CustomerScreens | null = null;
  let outDir = 'dist';
  return {
    name: 'arcanes-app-shell',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      dev = server;
    },
    async transformIndexHtml(html) {
      const mod = await loadFirstScreen(dev);
      const resources = readResources(localesDir);
      const shells = await visitorShells(mod, resources);
      // The dev server's page carries no session (0249), so no customer copy either.
      if (!dev) customer = await customerScreensOf(mod, resources);
      return html.replace('<div id="root"></div>', `<div id="root">${shells}</div>`);
    },
    writeBundle(output) {
      if (!customer) throw new Error('app shell: the customer screens were not rendered');
      fs.writeFileSync(
        path.join(output.dir ?? outDir, 'customer-screens.json'),
        `${JSON.stringify(customer, null, 2)}\n`,
      );
    },
  };
}

/**
 * Asks for the titles' face (tokens.css) with the CSS rather than once the CSS has been read: it is
 * then there for the first paint far more often, and the pre-painted hero's title does not swap
 * from the fallback face (whose line breaks can differ) a moment after it has appeared.
 */
export function preloadDisplayFont(): Plugin {
  return {
    name: 'arcanes-preload-display-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) =>
          /cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/.test(f),
        );
        if (!font) throw new Error('app shell: the display font is not in the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Starts the app right after the first paint rather than with the HTML: the pre-painted home
 * screen shows while the JavaScript downloads (public/start.js adds the entry module and its
 * preloads). The entry and preload URLs are read from the tags Vite wrote, then those tags removed.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'arcanes-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.bundle) assertNotInFirstLoad(ctx.bundle, /[\\/]node_modules[\\/]zod[\\/]/, 'zod');
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('app shell: entry script not found in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const texts = ctx.bundle ? firstTexts(ctx.bundle) : { fr: [], en: [] };
        const tag = `<script src="/start.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}" data-preload-fr="${texts.fr.join(' ')}" data-preload-en="${texts.en.join(' ')}" defer></script>`;
        return out.replace('</body>', `  ${tag}\n  </body>`);
      },
    },
  };
}

/**
 * The files of the first namespaces (src/lib/first-namespaces.ts) in each language: start.js preloads
 * the visitor's language's beside the entry, which fetches them before its first render.
 */
export function firstTexts(
  bundle: Record<string, { type: string; fileName: string; facadeModuleId?: string | null }>,
): Record<(typeof LANGS)[number], string[]> {
  const out = { fr: [] as string[], en: [] as string[] };
  for (const lang of LANGS)
    for (const ns of FIRST_NAMESPACES) {
      const chunk = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`/locales/${lang}/${ns}.json`),
      );
      if (!chunk) throw new Error(`app shell: no chunk of its own for the texts ${lang}/${ns}`);
      out[lang].push(`/${chunk.fileName}`);
    }
  return out;
}

/**
 * Fails the build when a module matching `pattern` is in the entry chunk or a chunk it imports
 * statically, i.e. evaluated before any page's first render. zod and the schemas written with it
 * belong to the forms' chunks: in the first load they were tens of kilobytes, and a long task on a
 * phone, on every page (decision 0253: one constant imported from a schema module had brought them).
 */
export function assertNotInFirstLoad(
  bundle: Record<string, { type: string; isEntry?: boolean; imports?: string[]; moduleIds?: string[] }>,
  pattern: RegExp,
  what: string,
): void {
  const seen = new Set<string>();
  const pending = Object.keys(bundle).filter(
    (name) => bundle[name]?.type === 'chunk' && bundle[name]?.isEntry,
  );
  while (pending.length) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') continue;
    const found = (chunk.moduleIds ?? []).find((id) => pattern.test(id));
    if (found) throw new Error(`app shell: ${what} is in the first load (${found}, chunk ${name})`);
    pending.push(...(chunk.imports ?? []));
  }
}
