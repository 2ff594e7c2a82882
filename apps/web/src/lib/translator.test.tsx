import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, test } from 'vitest';
import { Translator } from './translator';
import { TranslatorProvider, useTranslation } from './use-translation';

// Catalogues shaped like ours (packages/contracts/src/locales), with keys made up for the test: the
// `t` functions are cast, since their keys are typed against the real catalogues.
const fr = {
  common: {
    ui: { retry: 'Réessayer', hello: 'Bonjour {{name}}, {{ name }} !' },
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    list: ['Un {{x}}', 'Deux {{x}}'],
    group: { a: 'A {{x}}', b: { c: 'C' } },
    onlyFr: 'Seulement en français',
  },
  home: { title: 'Accueil' },
};
const en = {
  common: {
    ui: { retry: 'Retry', hello: 'Hello {{name}}, {{ name }}!' },
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
};
type Loose = (key: string, options?: Record<string, unknown>) => unknown;

function translator(lng = 'fr', load?: (lang: string, ns: string) => Promise<Record<string, unknown>>) {
  return new Translator({
    lng,
    fallbackLng: 'fr',
    resources: structuredClone({ fr, en }) as Record<string, Record<string, Record<string, unknown>>>,
    load,
  });
}

describe('Translator', () => {
  test('looks a key up by its path and fills every placeholder, spaced or not', () => {
    const t = translator().fixedT('common') as unknown as Loose;
    expect(t('ui.retry')).toBe('Réessayer');
    expect(t('ui.hello', { name: 'Léa' })).toBe('Bonjour Léa, Léa !');
  });

  test('keeps a placeholder without a value as it is, and never fills a value’s own braces', () => {
    const t = translator().fixedT('common') as unknown as Loose;
    expect(t('ui.hello')).toBe('Bonjour {{name}}, {{ name }} !');
    expect(t('ui.hello', { name: '{{name}}' })).toBe('Bonjour {{name}}, {{name}} !');
  });

  test('chooses the plural by the language’s rules: 0 and 1 are singular in French, 0 is plural in English', () => {
    const t = translator('fr').fixedT('common') as unknown as Loose;
    expect([0, 1, 2].map((count) => t('days', { count }))).toEqual(['0 jour', '1 jour', '2 jours']);
    const tEn = translator('en').fixedT('common') as unknown as Loose;
    expect([0, 1, 2].map((count) => tEn('days', { count }))).toEqual(['0 days', '1 day', '2 days']);
  });

  test('reads another namespace by prefix or option, and gives the key back when nothing has it', () => {
    const i18n = translator();
    const t = i18n.fixedT('home') as unknown as Loose;
    expect(t('title')).toBe('Accueil');
    expect(t('common:ui.retry')).toBe('Réessayer');
    expect(t('ui.retry', { ns: 'common' })).toBe('Réessayer');
    expect(t('nothing.here')).toBe('nothing.here');
    expect(t('period.p9', { defaultValue: 'p9 ({{n}})', n: 2 })).toBe('p9 (2)');
    expect(i18n.t('ui.retry')).toBe('Réessayer');
    expect(i18n.exists('title', { ns: 'home' })).toBe(true);
    expect(i18n.exists('nothing', { ns: 'home' })).toBe(false);
  });

  test('gives a list or group filled on request, and its key otherwise', () => {
    const t = translator().fixedT('common') as unknown as Loose;
    expect(t('list', { returnObjects: true, x: 'x' })).toEqual(['Un x', 'Deux x']);
    expect(t('group', { returnObjects: true, x: 'y' })).toEqual({ a: 'A y', b: { c: 'C' } });
    expect(t('group')).toBe('group');
  });

  test('falls back on French for a key the English catalogue lacks', () => {
    const t = translator('en').fixedT('common') as unknown as Loose;
    expect(t('ui.retry')).toBe('Retry');
    expect(t('onlyFr')).toBe('Seulement en français');
  });

  test('switches language only once the namespaces on screen are there in it, then tells its listeners', async () => {
    const asked: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const i18n = translator('fr', async (lang, ns) => {
      asked.push(`${lang}/${ns}`);
      await gate;
      return { title: 'Home' };
    });
    const heard: string[] = [];
    i18n.subscribe(() => heard.push(i18n.language));
    const t = i18n.fixedT('home') as unknown as Loose;
    const switched = i18n.changeLanguage('en');
    await Promise.resolve();
    expect(asked).toEqual(['en/home']);
    expect(i18n.language).toBe('fr');
    expect(t('title')).toBe('Accueil');
    release();
    await switched;
    expect(i18n.language).toBe('en');
    expect(heard).toEqual(['en']);
    expect((i18n.fixedT('home') as unknown as Loose)('title')).toBe('Home');
  });

  test('stays in its language when the new one’s texts cannot be fetched', async () => {
    const i18n = translator('fr', () => Promise.reject(new Error('offline')));
    const heard: string[] = [];
    i18n.subscribe(() => heard.push(i18n.language));
    expect(await i18n.changeLanguage('en')).toBe(false);
    expect(i18n.language).toBe('fr');
    expect(heard).toEqual([]);
  });

  test('fetches a namespace once however often it is asked, and again after a failure', async () => {
    let calls = 0;
    const i18n = translator('fr', async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { k: 'v' };
    });
    const first = i18n.missing(['journal' as never]);
    expect(first).toBeInstanceOf(Promise);
    await expect(first).rejects.toThrow('offline');
    // The failure is given once (to an error boundary), then the next render fetches again.
    expect(i18n.missing(['journal' as never])).toEqual({ error: new Error('offline') });
    const again = i18n.missing(['journal' as never]);
    const same = i18n.loadNamespaces('journal');
    await Promise.all([again, same]);
    expect(calls).toBe(2);
    expect(i18n.missing(['journal' as never])).toBeNull();
  });
});

describe('useTranslation', () => {
  function Title() {
    const { t } = useTranslation('journal');
    return <h1>{(t as unknown as Loose)('title') as string}</h1>;
  }

  test('suspends until its namespace has arrived, then renders its text', async () => {
    const i18n = translator('fr', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { title: 'Journal' };
    });
    const { prelude } = await prerenderToNodeStream(
      <TranslatorProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <Title />
        </Suspense>
      </TranslatorProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html.replace(/<!--.*?-->/g, '')).toBe('<h1>Journal</h1>');
  });
});
