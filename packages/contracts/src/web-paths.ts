import { PUBLIC_PAGES } from './public-pages';

/**
 * Every route of the web app, in one typed place: the web routes by it, the server answers 404 for any
 * other address (issue 41; decision 0291).
 */
export const paths = {
  home: '/',
  domains: '/choisir-un-domaine',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  privacyAlt: '/politique-de-confidentialite',
  terms: '/conditions-generales',
  cookies: '/gestion-des-cookies',
  /** The accessibility statement and the EAA information (issue 41), one address per language. */
  accessibility: { fr: '/accessibilite', en: '/en/accessibility' },
  workflowConfirmation: '/workflow/confirmation',
  /** The withdrawal function, reachable without a session (footer « Se rétracter du contrat ici »; decision 0350). */
  withdrawal: '/retractation',
  /** Pages with an address per language (the address says the language). */
  freeChart: PUBLIC_PAGES.freeChart,
  freeNumerology: PUBLIC_PAGES.freeNumerology,
  cardLibrary: PUBLIC_PAGES.cardLibrary,
  horoscope: PUBLIC_PAGES.horoscope,
  user: {
    profile: '/user/profile',
    login: '/user/UserLogin',
    register: '/user/UserRegister',
    forgot: '/user/UserForgotPassword',
    reset: '/user/reset-password',
    verifyEmail: '/user/verify-email',
    connected: '/user/UserConnected',
    history: '/user/history',
    request: '/user/request',
    subscription: '/user/subscription',
    subscriptionAlt: '/user/SubscriptionManagementUser',
    payments: '/user/payments',
    privacy: '/user/privacy',
    sky: '/user/sky',
    skyAlt: '/user/ciel-du-jour',
    journal: '/user/journal',
  },
  admin: {
    dashboard: '/admin/dashboard',
    connected: '/admin/AdminConnected',
    users: '/admin/users',
    payments: '/admin/payments',
    subscriptions: '/admin/subscriptions',
    analytics: '/admin/analytics',
    logs: '/admin/logs',
    roles: '/admin/roles',
    aiCalls: '/admin/ai-calls',
    reviews: '/admin/reviews',
  },
} as const;

/** A path's shape for comparing: no trailing slash, lower case (the app's router ignores case). */
const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

const EXACT = new Set([...leaves(paths), '/admin'].map(norm));
/** Pages with one more segment: a card of the library, a sign's horoscope (the server checks the slug). */
const WITH_SLUG = [PUBLIC_PAGES.cardLibrary, PUBLIC_PAGES.horoscope].flatMap((p) => [p.fr, p.en]).map(norm);

/** True when the web app has a page at this path (query string excluded). */
export function isAppPath(pathname: string): boolean {
  let p: string;
  try {
    p = norm(decodeURI(pathname));
  } catch {
    return false;
  }
  if (EXACT.has(p)) return true;
  const slash = p.lastIndexOf('/');
  return slash > 0 && WITH_SLUG.includes(p.slice(0, slash)) && p.length > slash + 1;
}
