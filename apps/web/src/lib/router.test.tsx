import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  NavLink,
  RouterProvider,
  StaticRouter,
  useParams,
  type RouteObject,
  type Router,
} from './router';

/** The browser's history, as far as the router uses it: entries, state, and the back button. */
function fakeBrowser(start: string) {
  const entries: { state: unknown; url: string }[] = [{ state: null, url: start }];
  let at = 0;
  const popListeners: (() => void)[] = [];
  const g = globalThis as Record<string, unknown>;
  g.history = {
    get state() {
      return entries[at]!.state;
    },
    pushState(state: unknown, _: string, url: string) {
      entries.splice(at + 1);
      entries.push({ state, url });
      at += 1;
    },
    replaceState(state: unknown, _: string, url?: string) {
      entries[at] = { state, url: url ?? entries[at]!.url };
    },
    scrollRestoration: 'auto',
  };
  g.window = {
    get location() {
      const u = new URL(entries[at]!.url, 'http://site');
      return { pathname: u.pathname, search: u.search, hash: u.hash };
    },
    addEventListener(type: string, listener: () => void) {
      if (type === 'popstate') popListeners.push(listener);
    },
    scrollY: 0,
  };
  return {
    entries,
    back() {
      at -= 1;
      for (const listener of popListeners) listener();
    },
  };
}

afterEach(() => {
  const g = globalThis as Record<string, unknown>;
  delete g.history;
  delete g.window;
});

/** Resolves once the router has committed a navigation. */
const committed = (router: Router) =>
  new Promise<void>((resolve) => {
    const stop = router.subscribe(() => {
      stop();
      resolve();
    });
  });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Page = () => null;
const leaf = (router: Router) => router.state.matches.at(-1)?.route.path;

describe('the router', () => {
  test('matches an address of its own before a catch-all, in any case, with or without a final slash', async () => {
    fakeBrowser('/Tarot/Cartes/le-Mat/');
    const routes: RouteObject[] = [
      {
        element: null,
        errorElement: 'error',
        children: [
          { path: '*', Component: Page },
          { path: '/tarot/cartes/:slug', Component: Page },
          { path: '/', Component: Page },
        ],
      },
    ];
    const router = createBrowserRouter(routes);
    await committed(router);
    expect(leaf(router)).toBe('/tarot/cartes/:slug');
    expect(router.state.matches.at(-1)?.params).toEqual({ slug: 'le-Mat' });
    router.navigate('/une/page/inconnue');
    await committed(router);
    expect(leaf(router)).toBe('*');
  });

  test('decodes a parameter, and keeps one that is not valid percent-encoding as written', async () => {
    fakeBrowser('/c/%C3%A9toile');
    const router = createBrowserRouter([{ path: '/c/:slug', Component: Page }]);
    await committed(router);
    expect(router.state.matches[0]?.params.slug).toBe('étoile');
    router.navigate('/c/%E0%A4%A');
    await committed(router);
    expect(router.state.matches[0]?.params.slug).toBe('%E0%A4%A');
  });

  test('shows a page only once its module and loader are done; the address changes then', async () => {
    const browser = fakeBrowser('/');
    const module = deferred();
    const asked = deferred();
    const ran: string[] = [];
    const router = createBrowserRouter([
      { path: '/', Component: Page },
      {
        path: '/en/birth-chart',
        loader: () => ran.push('loader'),
        lazy: async () => {
          asked.resolve();
          await module.promise;
          ran.push('module');
          return { Component: Page };
        },
      },
    ]);
    await committed(router);
    expect(router.state.initialized).toBe(true);
    router.navigate('/en/birth-chart', { state: { from: '/' } });
    await asked.promise;
    // The module is being fetched: still on the page being left, at its address.
    expect(router.state.location.pathname).toBe('/');
    expect(browser.entries).toHaveLength(1);
    module.resolve();
    await committed(router);
    expect(ran).toEqual(['module', 'loader']);
    expect(router.state.location).toMatchObject({ pathname: '/en/birth-chart', state: { from: '/' } });
    expect(browser.entries.map((e) => e.url)).toEqual(['/', '/en/birth-chart']);
  });

  test('a later navigation wins over a slower one begun before it', async () => {
    const browser = fakeBrowser('/');
    const slow = deferred();
    const router = createBrowserRouter([
      { path: '/', Component: Page },
      { path: '/slow', lazy: () => slow.promise.then(() => ({ Component: Page })) },
      { path: '/fast', Component: Page },
    ]);
    await committed(router);
    const slowEnded = router.navigate('/slow');
    void router.navigate('/fast');
    await committed(router);
    slow.resolve();
    // The slow navigation has ended (its module arrived), and given way to the later one.
    await slowEnded;
    expect(router.state.location.pathname).toBe('/fast');
    expect(browser.entries.map((e) => e.url)).toEqual(['/', '/fast']);
  });

  test('a module that fails shows the nearest error element, and the next visit fetches it again', async () => {
    fakeBrowser('/');
    let attempts = 0;
    const router = createBrowserRouter([
      {
        element: null,
        errorElement: 'layout error',
        children: [
          { path: '/', Component: Page },
          {
            path: '/page',
            lazy: async () => {
              attempts += 1;
              if (attempts === 1) throw new Error('chunk failed');
              return { Component: Page };
            },
          },
        ],
      },
    ]);
    await committed(router);
    router.navigate('/page');
    await committed(router);
    expect(router.state.error).toEqual({ value: new Error('chunk failed'), at: 0 });
    router.navigate('/');
    await committed(router);
    expect(router.state.error).toBeNull();
    router.navigate('/page');
    await committed(router);
    expect(router.state.error).toBeNull();
    expect(attempts).toBe(2);
  });

  test('an address nothing matches is a 404 error response', () => {
    fakeBrowser('/nowhere');
    // Nothing to load: the router is ready as soon as it is made.
    const router = createBrowserRouter([{ path: '/', Component: Page, errorElement: 'x' }]);
    expect(router.state.initialized).toBe(true);
    expect(isRouteErrorResponse(router.state.error?.value)).toBe(true);
    expect((router.state.error?.value as { status: number }).status).toBe(404);
  });

  test('following a link to where one is adds no entry; back returns to an entry with its state and key', async () => {
    const browser = fakeBrowser('/');
    const router = createBrowserRouter([
      { path: '/', Component: Page },
      { path: '/a', Component: Page },
    ]);
    await committed(router);
    const firstKey = router.state.location.key;
    router.navigate('/a', { state: { success: 'ok' } });
    await committed(router);
    const aKey = router.state.location.key;
    router.navigate('/a');
    await committed(router);
    expect(browser.entries).toHaveLength(2);
    expect(router.state.action).toBe('REPLACE');
    router.navigate('/');
    await committed(router);
    browser.back();
    await committed(router);
    expect(router.state.action).toBe('POP');
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.location.key).not.toBe(aKey); // the replaced entry has a key of its own
    expect(router.state.location.key).not.toBe(firstKey);
  });

  test('a query or a #part alone stays on the current page', async () => {
    fakeBrowser('/theme-astral?x=1');
    const router = createBrowserRouter([{ path: '/theme-astral', Component: Page }]);
    await committed(router);
    router.navigate('?date=2000-01-01');
    await committed(router);
    expect(router.state.location).toMatchObject({ pathname: '/theme-astral', search: '?date=2000-01-01' });
    router.navigate('#resultat');
    await committed(router);
    expect(router.state.location).toMatchObject({ search: '?date=2000-01-01', hash: '#resultat' });
  });
});

describe('links', () => {
  test('a link is a real address; a navigation link marks its page and the pages below it', () => {
    const html = (at: string) =>
      renderToStaticMarkup(
        <StaticRouter location={at}>
          <Link to="/a" className="btn">
            A
          </Link>
          <NavLink to="/">home</NavLink>
          <NavLink to="/compte">account</NavLink>
          <NavLink to="/compte" end>
            exact
          </NavLink>
        </StaticRouter>,
      );
    expect(html(`/compte/historique`)).toBe(
      '<a class="btn" href="/a">A</a><a href="/">home</a>' +
        '<a class="active" aria-current="page" href="/compte">account</a><a href="/compte">exact</a>',
    );
    expect(html('/')).toContain('<a class="active" aria-current="page" href="/">home</a>');
    expect(html('/comptes')).not.toContain('aria-current');
  });

  test('a page reads the parameters of its address', async () => {
    fakeBrowser('/cartes/la-lune');
    let seen: Record<string, string> = {};
    function Card() {
      seen = useParams();
      return null;
    }
    const router = createBrowserRouter([{ path: '/cartes/:slug', Component: Card }]);
    await committed(router);
    renderToStaticMarkup(<RouterProvider router={router} />);
    expect(seen).toEqual({ slug: 'la-lune' });
  });
});
