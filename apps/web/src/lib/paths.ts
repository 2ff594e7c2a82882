import { PUBLIC_PAGES, type PageLang } from '@arcanes/contracts/public-pages';

/** Every route of the web app, in one typed place. */
export const paths = {
  home: '/',
  domains: '/choisir-un-domaine',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  privacyAlt: '/politique-de-confidentialite',
  terms: '/conditions-generales',
  cookies: '/gestion-des-cookies',
  workflowConfirmation: '/workflow/confirmation',
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

/** A card's page in the library: /tarot/cartes/la-papesse, /en/tarot/cards/the-popess. */
export const cardPath = (slug: string, lang: PageLang) => `${PUBLIC_PAGES.cardLibrary[lang]}/${slug}`;

/** What a page passes to the login and registration pages so that they bring the person back. */
export interface ReturnState {
  from: string;
}

/** The in-app path to go back to after logging in or registering, if the navigation state names one. */
export function returnPath(state: unknown): string | null {
  const from = (state as Partial<ReturnState> | null)?.from;
  // Only a path of this site: "/…", never "//host" or a full address.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** A sign's daily horoscope: /horoscope/lion, /en/horoscope/leo. */
export const signPath = (slug: string, lang: PageLang) => `${PUBLIC_PAGES.horoscope[lang]}/${slug}`;
