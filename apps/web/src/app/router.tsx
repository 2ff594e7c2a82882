import { Navigate, createBrowserRouter } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import { languageOfAddress, withNamespaces } from '#web/lib/i18n.ts';
import { prefetchLegalInfo } from '#web/lib/legal-info.ts';
import { withData } from '#web/lib/query-client.ts';
import { Layout } from './layout';
// The landing page is part of the first download: no second round trip before it can paint.
import { Component as HomeRoute } from './routes/home-route';
import { ErrorPage } from './routes/error-page';

// Routes are split per page: each page's code loads when it is first visited.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { path: paths.home, Component: HomeRoute },
      {
        path: paths.legalNotice,
        lazy: withNamespaces(
          ['legal'],
          withData([prefetchLegalInfo], () => import('./routes/legal-notice-route')),
        ),
      },
      {
        path: paths.privacy,
        lazy: withNamespaces(
          ['legal'],
          withData([prefetchLegalInfo], () => import('./routes/privacy-route')),
        ),
      },
      {
        path: paths.privacyAlt,
        lazy: withNamespaces(
          ['legal'],
          withData([prefetchLegalInfo], () => import('./routes/privacy-route')),
        ),
      },
      {
        path: paths.terms,
        lazy: withNamespaces(
          ['legal'],
          withData([prefetchLegalInfo], () => import('./routes/terms-route')),
        ),
      },
      { path: paths.cookies, lazy: () => import('./routes/cookies-route') },
      {
        path: paths.workflowConfirmation,
        lazy: withNamespaces(['purchase'], () => import('./routes/workflow-confirmation-route')),
      },
      { path: paths.user.login, lazy: withNamespaces(['auth'], () => import('./routes/login-route')) },
      {
        path: paths.user.profile,
        lazy: withNamespaces(
          ['auth', 'account', 'card-library'],
          () => import('./routes/user-profile-route'),
        ),
      },
      { path: paths.user.register, lazy: withNamespaces(['auth'], () => import('./routes/register-route')) },
      {
        path: paths.user.forgot,
        lazy: withNamespaces(['auth'], () => import('./routes/forgot-password-route')),
      },
      {
        path: paths.user.reset,
        lazy: withNamespaces(['auth'], () => import('./routes/reset-password-route')),
      },
      {
        path: paths.user.verifyEmail,
        lazy: withNamespaces(['auth'], () => import('./routes/verify-email-route')),
      },
      {
        path: paths.domains,
        lazy: withNamespaces(
          ['domains', 'readings', 'tarot', 'home'],
          () => import('./routes/user-domains-route'),
        ),
      },
      {
        path: paths.user.connected,
        lazy: withNamespaces(
          ['domains', 'readings', 'tarot', 'card-library'],
          () => import('./routes/user-connected-route'),
        ),
      },
      {
        path: paths.user.history,
        lazy: withNamespaces(['account', 'readings', 'reviews'], () => import('./routes/user-history-route')),
      },
      {
        path: paths.user.request,
        lazy: withNamespaces(['domains', 'readings'], () => import('./routes/user-request-route')),
      },
      {
        path: paths.user.subscription,
        lazy: withNamespaces(['account'], () => import('./routes/user-subscription-route')),
      },
      {
        path: paths.user.subscriptionAlt,
        lazy: withNamespaces(['account'], () => import('./routes/user-subscription-route')),
      },
      {
        path: paths.user.payments,
        lazy: withNamespaces(['account'], () => import('./routes/user-payments-route')),
      },
      {
        path: paths.withdrawal,
        lazy: withNamespaces(['account'], () => import('./routes/withdrawal-route')),
      },
      {
        path: paths.user.sky,
        lazy: withNamespaces(['account', 'sky'], () => import('./routes/user-sky-route')),
      },
      {
        path: paths.user.skyAlt,
        lazy: withNamespaces(['account', 'sky'], () => import('./routes/user-sky-route')),
      },
      {
        path: paths.user.journal,
        lazy: withNamespaces(['account', 'journal'], () => import('./routes/user-journal-route')),
      },
      {
        path: paths.user.privacy,
        lazy: withNamespaces(['account'], () => import('./routes/user-privacy-route')),
      },
      // Public pages with an address per language: the address sets the language.
      ...(['fr', 'en'] as const).flatMap((lang) => [
        {
          path: paths.freeChart[lang],
          loader: languageOfAddress(lang),
          lazy: withNamespaces(['free-tools'], () => import('./routes/free-chart-route')),
        },
        {
          path: paths.freeNumerology[lang],
          loader: languageOfAddress(lang),
          lazy: withNamespaces(['free-tools'], () => import('./routes/free-numerology-route')),
        },
        {
          path: paths.cardLibrary[lang],
          loader: languageOfAddress(lang),
          lazy: withNamespaces(['card-library'], () => import('./routes/card-library-route')),
        },
        {
          path: `${paths.cardLibrary[lang]}/:slug`,
          loader: languageOfAddress(lang),
          lazy: withNamespaces(['card-library'], () => import('./routes/card-route')),
        },
        {
          path: paths.accessibility[lang],
          loader: languageOfAddress(lang),
          lazy: withNamespaces(
            ['legal'],
            withData([prefetchLegalInfo], () => import('./routes/accessibility-route')),
          ),
        },
        {
          path: paths.horoscope[lang],
          loader: languageOfAddress(lang),
          lazy: withNamespaces(['sky'], () => import('./routes/daily-route')),
        },
        {
          path: `${paths.horoscope[lang]}/:slug`,
          loader: languageOfAddress(lang),
          lazy: withNamespaces(['sky'], () => import('./routes/sign-route')),
        },
      ]),
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
  // The admin area has its own frame (side navigation, logout) and checks the session first.
  {
    path: paths.admin.dashboard,
    errorElement: <ErrorPage />,
    lazy: withNamespaces(['admin'], () => import('./routes/admin-dashboard-route')),
  },
  { path: '/admin', element: <Navigate to={paths.admin.dashboard} replace /> },
  {
    errorElement: <ErrorPage />,
    lazy: withNamespaces(['admin'], () => import('./routes/admin-layout-route')),
    children: [
      {
        path: paths.admin.connected,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-connected-route')),
      },
      {
        path: paths.admin.users,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-users-route')),
      },
      {
        path: paths.admin.payments,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-payments-route')),
      },
      {
        path: paths.admin.subscriptions,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-subscriptions-route')),
      },
      {
        path: paths.admin.analytics,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-analytics-route')),
      },
      { path: paths.admin.logs, lazy: withNamespaces(['admin'], () => import('./routes/admin-logs-route')) },
      {
        path: paths.admin.roles,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-roles-route')),
      },
      {
        path: paths.admin.aiCalls,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-ai-calls-route')),
      },
      {
        path: paths.admin.reviews,
        lazy: withNamespaces(['admin'], () => import('./routes/admin-reviews-route')),
      },
    ],
  },
]);

/**
 * Resolves once the first address's route is ready (its code, its namespaces, its loader). Until
 * then the router would render nothing: the app starts rendering only then, so the pre-painted first
 * screen (build/app-shell.ts) stays on screen meanwhile instead of a blank page.
 */
export const routerReady: Promise<void> = router.state.initialized
  ? Promise.resolve()
  : new Promise((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
