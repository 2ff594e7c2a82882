// Component tests (decision 0395): a component rendered in jsdom inside what the app gives it — the
// translator with the real catalogues, TanStack Query, the site's router on jsdom's own `history` — and
// the network answered at its edge (`fetch`) with the API's contract shapes. Tests drive it through
// roles, labels and text, as a person would.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createBrowserRouter, RouterProvider } from '#web/lib/router.tsx';
import { Translator } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/use-translation.tsx';

// (A path, not a URL: in jsdom `URL` is the page's, which knows no file: scheme.)
const LOCALES = path.join(import.meta.dirname, '../../../../packages/contracts/src/locales');

function resources() {
  return Object.fromEntries(
    (['fr', 'en'] as const).map((lang) => [
      lang,
      Object.fromEntries(
        fs
          .readdirSync(path.join(LOCALES, lang))
          .filter((f) => f.endsWith('.json'))
          .map((f) => [
            f.replace(/\.json$/, ''),
            JSON.parse(fs.readFileSync(path.join(LOCALES, lang, f), 'utf8')),
          ]),
      ),
    ]),
  );
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  /** Lower-cased names. */
  headers: Record<string, string>;
}

/**
 * What the fake network answers: `[status, body]` for a request, nothing (a 404), or `'offline'`: the
 * request fails as `fetch` does when the server cannot be reached or the page is being left.
 */
export type Answer = (request: FakeRequest) => [number, unknown] | 'offline' | undefined;

/** `fetch` answered by `answer`; the requests made are kept in order. */
export function fakeNetwork(answer: Answer) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = Object.fromEntries(
      [...new Headers(init.headers).entries()].map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request = { method, path: url.pathname + url.search, body, headers };
    requests.push(request);
    const answered = answer(request);
    if (answered === 'offline') throw new TypeError('Failed to fetch');
    const [status, json] = answered ?? [404, { status: 'error', message: 'Not found' }];
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

/** Renders `node` at `at` (an address of the site) in `lang`, with a fresh query cache. */
export function renderComponent(
  node: ReactNode,
  { lang = 'fr', at = '/' }: { lang?: 'fr' | 'en'; at?: string } = {},
) {
  window.history.replaceState(null, '', at);
  const i18n = new Translator({ lng: lang, fallbackLng: 'fr', resources: resources() });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createBrowserRouter([{ path: '*', element: node }]);
  return render(
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}
