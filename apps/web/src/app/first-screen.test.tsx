import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { Translator } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/use-translation.tsx';
import { StaticRouter } from '#web/lib/router.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, test } from 'vitest';
// build/ sits beside src/, outside the #web/ subpath: the one import that climbs out of src.
// eslint-disable-next-line no-restricted-imports
import { renderCustomerScreens, renderShells, type CustomerScreens } from '../../build/app-shell';
import { Hero } from '#web/features/home/components/hero.tsx';
import { LegalPageFrame } from '#web/features/legal/components/legal-page.tsx';
import { SiteHeader } from './site-header';
import { markSlots } from './first-screen';

const LOCALES = fileURLToPath(new URL('../../../../packages/contracts/src/locales', import.meta.url));
const catalogue = <T,>(lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')) as T;
interface Home {
  hero: { title: string; trust: string[] };
}
type Legal = Record<'notice' | 'privacy' | 'terms', { title: string }>;
const frHome = catalogue<Home>('fr', 'home');
const enHome = catalogue<Home>('en', 'home');
const frLegal = catalogue<Legal>('fr', 'legal');
const enLegal = catalogue<Legal>('en', 'legal');

/**
 * The first screen the build writes into index.html (build/app-shell.ts) is the components' own
 * markup: rendered here by React apart from the build's code (another router, another translator
 * instance), the header and the hero are found in it as they are, so a change to hero.tsx or
 * site-header.tsx changes the pre-painted screen with it.
 */
const resources = Object.fromEntries(
  (['fr', 'en'] as const).map((lang) => [
    lang,
    Object.fromEntries(
      ['common', 'home', 'legal'].map((ns) => [ns, catalogue<Record<string, unknown>>(lang, ns)]),
    ),
  ]),
);

function render(lang: 'fr' | 'en', path: string, node: React.ReactNode): string {
  const i18n = new Translator({ lng: lang, fallbackLng: 'fr', resources });
  return renderToStaticMarkup(
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>{node}</StaticRouter>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

let shells: Map<string, string>;
let customer: CustomerScreens;
beforeAll(async () => {
  customer = await renderCustomerScreens(LOCALES);
  const html = await renderShells(LOCALES);
  shells = new Map(
    [
      ...html.matchAll(/<div class="app-shell" data-shell="([\w-]+)" lang="\w+" inert aria-hidden="true">/g),
    ].map((m, i, all) => {
      const start = m.index + m[0].length;
      const end = all[i + 1]?.index ?? html.length;
      const name = m[1] ?? '';
      // React's separators between adjacent texts and the copy's own ids taken out.
      const body = html
        .slice(start, end)
        .replace(/<\/div>\s*$/, '')
        .replace(/<!-- -->/g, '')
        .replaceAll(`--${name}`, '');
      return [name, body];
    }),
  );
}, 60_000);

describe('the pre-painted first screen', () => {
  test('one per page and language', () => {
    expect([...shells.keys()].sort()).toEqual(
      ['home', 'notice', 'privacy', 'terms'].flatMap((p) => [`${p}-en`, `${p}-fr`]).sort(),
    );
  });

  test.each(['fr', 'en'] as const)('home (%s): the header and the hero as React renders them', (lang) => {
    const shell = shells.get(`home-${lang}`) ?? '';
    const header = render(lang, '/', <SiteHeader />);
    const hero = render(lang, '/', <Hero />);
    expect(header).toContain('site-header--over-hero');
    expect(shell).toContain(header);
    expect(shell).toContain(hero);
    // and those are the catalogue's texts, in the page's language
    const texts = lang === 'fr' ? frHome : enHome;
    expect(shell).toContain(`<h1 id="hero-title">${texts.hero.title}</h1>`);
    for (const item of texts.hero.trust) expect(shell).toContain(item);
  });

  test('the legal pages: the header and the page down to its introduction', () => {
    for (const doc of ['notice', 'privacy', 'terms'] as const)
      for (const lang of ['fr', 'en'] as const) {
        const shell = shells.get(`${doc}-${lang}`) ?? '';
        const path = {
          notice: '/mentions-legales',
          privacy: '/confidentialite',
          terms: '/conditions-generales',
        };
        expect(shell).toContain(render(lang, path[doc], <SiteHeader />));
        expect(shell).toBe(
          render(lang, path[doc], <SiteHeader />) + render(lang, path[doc], <LegalPageFrame doc={doc} />),
        );
        expect(shell).toContain(`<h1>${(lang === 'fr' ? frLegal : enLegal)[doc].title}</h1>`);
      }
  });
});

/**
 * The customer pages' copies (decision 0251): rendered for a stand-in customer, whose values become
 * the slots the server fills; with the reading-data notice and without.
 */
describe('the customer pages’ first screens', () => {
  interface Domains {
    readingData: { title: string };
    connected: { title: string };
  }
  const texts = { fr: catalogue<Domains>('fr', 'domains'), en: catalogue<Domains>('en', 'domains') };

  test('both pages, both variants, both languages: the customer’s values as slots, no test hooks', () => {
    expect(Object.keys(customer.screens).sort()).toEqual(['/choisir-un-domaine', '/user/UserConnected']);
    for (const [path, variants] of Object.entries(customer.screens))
      for (const variant of ['notice', 'accepted'] as const)
        for (const lang of ['fr', 'en'] as const) {
          const html = variants[variant][lang];
          const name = `${path === '/choisir-un-domaine' ? 'domains' : 'connected'}-${lang}`;
          expect(html).toMatch(
            new RegExp(
              `^<div class="app-shell" data-shell="${name}" lang="${lang}" inert aria-hidden="true">`,
            ),
          );
          // The header's wallet (twice: the menu's and the chip).
          expect(html.match(/<!--slot:balance-->/g)?.length).toBeGreaterThanOrEqual(2);
          expect(html.includes(texts[lang].readingData.title)).toBe(variant === 'notice');
          expect(html.includes('<!--slot:version-->')).toBe(variant === 'notice');
          expect(html).not.toContain('data-testid');
          expect(html).not.toContain('zzslot');
          if (path === '/user/UserConnected')
            expect(html).toContain(
              `<h1>${texts[lang].connected.title.replace('{{name}}', '<!--slot:name-->')}</h1>`,
            );
        }
  });

  test('a stand-in value left in a copy fails the build', () => {
    expect(markSlots('<p>zzslotnamezz</p>', 'fr')).toBe('<p><!--slot:name--></p>');
    expect(() => markSlots('<p>zzslotnamezz</p><p>zzslot-other</p>', 'fr')).toThrow(/stand-in/);
  });
});
