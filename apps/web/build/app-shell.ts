import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The home page's first screen (header and hero, French and English) written into index.html at
 * build time from the locale files, so that it paints as soon as the HTML and CSS arrive instead of
 * after the JavaScript. React replaces it when it starts (createRoot empties #root); boot.js keeps
 * it for `/` only, and CSS shows the visitor's language (see `.app-shell` in styles/global.css).
 * The markup mirrors features/home/components/hero.tsx and app/site-header.tsx: same classes,
 * same layout, so nothing moves when React takes over.
 */
type Json = Record<string, unknown>;

const esc = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function read(dir: string, lang: string, ns: string): Json {
  return JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Json;
}

const LANG_NAMES = { fr: 'Français', en: 'English' } as const;
type Lang = keyof typeof LANG_NAMES;

function header(common: Json, overHero: boolean): string {
  const label = esc((common.brand as Json).home);
  return `<header class="site-header${overHero ? ' site-header--over-hero' : ''}"><div class="site-header__inner"><a class="brand" href="/" aria-label="${label}"><span class="brand__mark" aria-hidden="true">✦</span> Arcanes</a></div></header>`;
}

function homeShell(home: Json, common: Json): string {
  const hero = home.hero as Json;
  const trust = (hero.trust as string[])
    .map((item) => `<li><span aria-hidden="true">✦</span> ${esc(item)}</li>`)
    .join('');
  return `${header(common, true)}
<main><section class="hero"><div class="hero__sky" aria-hidden="true"></div><div class="hero__inner"><div class="hero__content">
<p class="eyebrow">${esc(hero.eyebrow)}</p><h1>${esc(hero.title)}</h1><p class="hero__lead">${esc(hero.lead)}</p>
<div class="hero__actions"><a class="btn btn--gold btn--lg" href="/#tarifs">${esc(hero.ctaOffers)}</a><a class="btn btn--ghost btn--lg" href="/choisir-un-domaine">${esc(hero.ctaDomains)}</a></div>
<ul class="hero__trust">${trust}</ul>
</div><div class="hero__art" aria-hidden="true"></div></div></section></main>`;
}

/** Mirrors features/legal/components/legal-page.tsx down to the introduction. */
function legalShell(
  lang: Lang,
  doc: 'notice' | 'privacy' | 'terms',
  legal: Json,
  common: Json,
  updated: string,
): string {
  const page = legal[doc] as Json;
  const switches = (Object.keys(LANG_NAMES) as Lang[])
    .map((l) => `<button type="button" lang="${l}" aria-pressed="${l === lang}">${LANG_NAMES[l]}</button>`)
    .join('');
  return `${header(common, false)}
<main class="page legal-page"><div class="legal-lang" role="group" aria-label="${esc(legal.switch)}">${switches}</div>
<h1>${esc(page.title)}</h1><p class="legal-updated">${esc(String(legal.lastUpdated).replace('{{date}}', updated))}</p><p class="lead">${esc(page.intro)}</p></main>`;
}

/** The pages that get a pre-painted first screen, by path (boot.js picks one with the same table). */
export const SHELL_PAGES = {
  home: ['/'],
  notice: ['/mentions-legales'],
  privacy: ['/confidentialite', '/politique-de-confidentialite'],
  terms: ['/conditions-generales'],
} as const;

/** LEGAL_LAST_UPDATED, read from the contract's source (the config cannot import TypeScript packages). */
function legalLastUpdated(contractFile: string): string {
  const found = /LEGAL_LAST_UPDATED = '(\d{4}-\d{2}-\d{2})'/.exec(fs.readFileSync(contractFile, 'utf8'));
  if (!found?.[1]) throw new Error(`app shell: LEGAL_LAST_UPDATED not found in ${contractFile}`);
  return found[1];
}

export function appShell(localesDir: string, legalContractFile: string): Plugin {
  const [y, m, d] = legalLastUpdated(legalContractFile).split('-');
  const updated = `${d}/${m}/${y}`;
  return {
    name: 'arcanes-app-shell',
    transformIndexHtml(html) {
      const shells: string[] = [];
      for (const lang of Object.keys(LANG_NAMES) as Lang[]) {
        const common = read(localesDir, lang, 'common');
        const legal = read(localesDir, lang, 'legal');
        shells.push(
          `<div class="app-shell" data-shell="home-${lang}" lang="${lang}">${homeShell(read(localesDir, lang, 'home'), common)}</div>`,
        );
        for (const doc of ['notice', 'privacy', 'terms'] as const) {
          shells.push(
            `<div class="app-shell" data-shell="${doc}-${lang}" lang="${lang}">${legalShell(lang, doc, legal, common, updated)}</div>`,
          );
        }
      }
      return html.replace('<div id="root"></div>', `<div id="root">${shells.join('\n')}</div>`);
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
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('app shell: entry script not found in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const tag = `<script src="/start.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}" defer></script>`;
        return out.replace('</body>', `  ${tag}\n  </body>`);
      },
    },
  };
}
