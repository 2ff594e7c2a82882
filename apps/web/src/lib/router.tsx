// The web's router: a table of routes matched against the address, each page's code (and texts, and
// data) fetched before the page it leaves is replaced, history kept by the browser, scroll restored.
// What the site used of React Router's data router, and no more (decision 0262); the same names, so a
// component reads as it did (`<Link to>`, `useNavigate()`, `useLocation()`, `<Outlet />`).
import {
  Component as ReactComponent,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface RouteObject {
  /** Absolute (`/tarot/cartes/:slug`), or `*` for any address; none for a layout. */
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Shown instead of this route (and what is below it) when loading or rendering it fails. */
  errorElement?: ReactNode;
  /** Run before the route shows (after its `lazy`). */
  loader?: () => unknown;
  /** The route's module: its `Component` (and anything else of a RouteObject). */
  lazy?: () => Promise<Partial<Pick<RouteObject, 'Component' | 'element' | 'loader'>>>;
  children?: RouteObject[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Names one entry of the history (scroll positions are kept by it). */
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface Match {
  route: RouteObject;
  params: Record<string, string>;
}

export interface RouterState {
  /** False until the first address's routes have loaded. */
  initialized: boolean;
  location: Location;
  action: NavigationType;
  matches: Match[];
  /** What failed to load, and the match whose error element shows it. */
  error: { value: unknown; at: number } | null;
}

/** What the router throws when no route matches an address (the table's `*` routes make it rare). */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}
export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}

/** `/a/:slug` → a test of the address and the names of its parameters (case-insensitive, `/` at the end allowed). */
function compile(path: string): { test: RegExp; names: string[]; splat: boolean } {
  if (path === '*') return { test: /^.*$/, names: [], splat: true };
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { test: new RegExp(`^${source}/?$`, 'i'), names, splat: false };
}

interface Branch {
  chain: RouteObject[];
  test: RegExp;
  names: string[];
  splat: boolean;
}

function branchesOf(routes: RouteObject[], parents: RouteObject[] = []): Branch[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const own = route.path === undefined ? [] : [{ chain, ...compile(route.path) }];
    return [...own, ...branchesOf(route.children ?? [], chain)];
  });
}

function matchBranches(branches: Branch[], pathname: string): Match[] | null {
  // An address of its own before a catch-all, whatever their order in the table.
  for (const splat of [false, true])
    for (const branch of branches) {
      if (branch.splat !== splat) continue;
      const found = branch.test.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      branch.names.forEach((name, i) => {
        const raw = found[i + 1] ?? '';
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return branch.chain.map((route) => ({ route, params }));
    }
  return null;
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function hrefOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** `to` (absolute, or `?query` / `#hash` on the current page) → its parts. */
function resolve(to: string, from: Pick<Location, 'pathname' | 'search'>) {
  const base = to.startsWith('?')
    ? from.pathname
    : to.startsWith('#')
      ? `${from.pathname}${from.search}`
      : '';
  const url = new URL(`${base}${to}`, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A route's module, fetched once: what it gives is kept on the route. */
const lazyLoads = new WeakMap<RouteObject, Promise<void>>();
function loadRoute(route: RouteObject): Promise<void> {
  if (!route.lazy) return Promise.resolve();
  let pending = lazyLoads.get(route);
  if (!pending) {
    const lazy = route.lazy;
    pending = lazy().then(
      (mod) => {
        Object.assign(route, mod);
        delete route.lazy;
      },
      (error: unknown) => {
        // A later visit tries again (a deployment, a network that came back).
        lazyLoads.delete(route);
        throw error;
      },
    );
    lazyLoads.set(route, pending);
  }
  return pending;
}

export interface Router {
  /** The last address loaded (replaced, never changed in place, at each navigation). */
  state: RouterState;
  /** Resolves when this navigation has ended: committed, or given up for a later one. */
  navigate: (to: string, options?: NavigateOptions) => Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** A router over the browser's history, for the route table given. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const branches = branchesOf(routes);
  const listeners = new Set<(state: RouterState) => void>();
  let latest = 0;
  let index = typeof history.state?.idx === 'number' ? (history.state.idx as number) : 0;

  // An entry the router has not made (the first one, a `#part` followed by the browser) gets a key.
  const current = (): Location => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: (history.state as { usr?: unknown } | null)?.usr ?? null,
    key: (history.state as { key?: string } | null)?.key ?? createKey(),
  });
  const first = current();
  history.replaceState({ ...history.state, usr: first.state, key: first.key, idx: index }, '');
  window.addEventListener('pagehide', () => rememberScroll(router.state.location.key));

  const router: Router = {
    state: { initialized: false, location: first, action: 'POP', matches: [], error: null },
    navigate(to, options = {}) {
      const target = resolve(to, router.state.location);
      // Following a link to where one is already does not add an entry to the history.
      const replace = options.replace ?? hrefOf(target) === hrefOf(router.state.location);
      const location: Location = { ...target, state: options.state ?? null, key: createKey() };
      return go(location, replace ? 'REPLACE' : 'PUSH');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  async function go(location: Location, action: NavigationType) {
    const id = ++latest;
    const matches = matchBranches(branches, location.pathname);
    let error: RouterState['error'] = null;
    if (!matches) {
      error = { value: new RouteErrorResponse(404, 'Not Found'), at: 0 };
    } else {
      // Every module of the address in parallel, then their loaders (a loader may need its module).
      const failed = await Promise.all(matches.map((m) => loadRoute(m.route))).then(
        async () => {
          for (const [i, m] of matches.entries()) {
            try {
              await m.route.loader?.();
            } catch (value) {
              return { value, i };
            }
          }
          return null;
        },
        (value: unknown) => ({ value, i: matches.length - 1 }),
      );
      if (failed) {
        let at = failed.i;
        while (at > 0 && matches[at]?.route.errorElement === undefined) at -= 1;
        error = { value: failed.value, at };
      }
    }
    // A later navigation has begun meanwhile: it wins.
    if (id !== latest) return;
    // Where the reader was on the page being left, for a return to it (ScrollRestoration).
    if (router.state.initialized) rememberScroll(router.state.location.key);
    if (action === 'PUSH') index += 1;
    if (action !== 'POP') {
      const entry = { usr: location.state, key: location.key, idx: index };
      if (action === 'PUSH') history.pushState(entry, '', hrefOf(location));
      else history.replaceState(entry, '', hrefOf(location));
    }
    router.state = { initialized: true, location, action, matches: matches ?? [], error };
    for (const listener of [...listeners]) listener(router.state);
  }

  window.addEventListener('popstate', () => {
    index = typeof history.state?.idx === 'number' ? (history.state.idx as number) : index;
    void go(current(), 'POP');
  });
  void go(router.state.location, 'POP');
  return router;
}

interface Navigation {
  location: Location;
  action: NavigationType;
  navigate: NavigateFunction;
}
const NavigationContext = createContext<Navigation | null>(null);
interface RouteContextValue {
  matches: Match[];
  index: number;
  error: RouterState['error'];
}
const RouteContext = createContext<RouteContextValue>({ matches: [], index: -1, error: null });
const RouteErrorContext = createContext<unknown>(undefined);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('router hooks are used outside a router');
  return navigation;
}

/** The page for the router's current address, rendered again (in a transition) after each navigation. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // A navigation that ended between the first render and this subscription is not missed.
    if (router.state !== state) setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribed once; `state` read at that time only
  }, [router]);
  const navigation = useMemo(
    () => ({ location: state.location, action: state.action, navigate: router.navigate }),
    [state.location, state.action, router.navigate],
  );
  if (!state.initialized) return null;
  return (
    <NavigationContext.Provider value={navigation}>
      <RenderMatch matches={state.matches} index={0} error={state.error} />
    </NavigationContext.Provider>
  );
}

class RouteErrorBoundary extends ReactComponent<
  { fallback: ReactNode; location: Location; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ) {
    // Another address clears the error: the visitor has gone elsewhere.
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

function RenderMatch({ matches, index, error }: RouteContextValue) {
  const { location } = useNavigation();
  const match = matches[index];
  if (!match) return null;
  const { route } = match;
  let content: ReactNode;
  if (error && error.at === index) {
    content = (
      <RouteErrorContext.Provider value={error.value}>{route.errorElement}</RouteErrorContext.Provider>
    );
  } else {
    const Page = route.Component;
    content = (
      <RouteContext.Provider value={{ matches, index, error }}>
        {Page ? <Page /> : route.element === undefined ? <Outlet /> : route.element}
      </RouteContext.Provider>
    );
  }
  if (route.errorElement === undefined) return content;
  return (
    <RouteErrorBoundary fallback={route.errorElement} location={location}>
      {content}
    </RouteErrorBoundary>
  );
}

/** Where a layout shows the route below it. */
export function Outlet() {
  const { matches, index, error } = useContext(RouteContext);
  return <RenderMatch matches={matches} index={index + 1} error={error} />;
}

/** A tree that renders at one fixed address (the build's pre-rendered first screens, tests). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const navigation = useMemo<Navigation>(
    () => ({
      location: { ...resolve(location, { pathname: '/', search: '' }), state: null, key: 'default' },
      action: 'POP',
      navigate: () => {},
    }),
    [location],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export function useLocation(): Location {
  return useNavigation().location;
}

/**
 * True when this navigation returns to an entry whose scroll position was kept (back or forward): a
 * page that renders its lower parts over several frames renders them at once then, so that the
 * position restored after the commit is not clamped to the page's first, shorter height.
 */
export function useReturningToPosition(): boolean {
  const { location, action } = useNavigation();
  return action === 'POP' && scrollPositions()[location.key] !== undefined;
}

export function useNavigate(): NavigateFunction {
  return useNavigation().navigate;
}

export function useParams(): Record<string, string> {
  const { matches, index } = useContext(RouteContext);
  return matches[index]?.params ?? {};
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The address's query, and a setter that navigates to the same page with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useMemo(
    () => (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `?${query}` : location.pathname, options);
    },
    [navigate, location.pathname],
  );
  return [params, set];
}

/** Navigates once rendered (a page that sends its visitor elsewhere). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // Braces: navigate's promise (it resolves when the navigation ends) must not be taken by React for
  // this effect's clean-up.
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
} & NavigateOptions;

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link within the site: a real `<a href>`, followed without reloading the page. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useNavigation();
  const external = /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (external || !isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** A link of a navigation: `aria-current="page"` (and the class `active`) on the page it leads to. */
export function NavLink({
  className,
  end,
  ...props
}: Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active on its own address only, not on those below it. */
  end?: boolean;
}) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const to = resolve(props.to, { pathname: '/', search: '' }).pathname.toLowerCase();
  const isActive =
    here === to || (!end && to !== '/' && here.startsWith(to) && here.charAt(to.length) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...props} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

const SCROLL_KEY = 'router-scroll-positions';
let positions: Record<string, number> | null = null;
function scrollPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}
function rememberScroll(key: string) {
  scrollPositions()[key] = window.scrollY;
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused (private mode, full): positions are kept for this page's life only.
  }
}

/**
 * After each navigation: back and forward return where the reader was on that entry, an address with
 * a `#part` goes to it, any other starts at the top.
 */
export function ScrollRestoration() {
  const { location, action } = useNavigation();
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const saved = action === 'POP' ? scrollPositions()[location.key] : undefined;
    // A page arrives at its place at once: the site's smooth scrolling (global.css) is for moving within
    // a page, and a new page scrolled up from the old one's bottom would show the wrong header meanwhile.
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      return;
    }
    if (location.hash) {
      let id = location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape: the id as written
      }
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location, action]);
  return null;
}
