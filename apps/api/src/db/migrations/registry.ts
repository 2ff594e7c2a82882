import type { Migration } from 'kysely/migration';
import * as initial from './2026-11-22T05-00-initial';
import * as paymentsReceipt from './2026-11-24T09-00-payments-receipt';
import * as readingsDelivery from './2026-11-24T12-00-readings-delivery';
import * as pageViews from './2026-11-24T14-00-page-views';
import * as accounts from './2026-11-24T16-00-accounts';
import * as rateLimits from './2026-11-24T18-00-rate-limits';
import * as readingWriting from './2026-11-25T09-00-reading-writing';
import * as emailVerification from './2026-11-25T10-00-email-verification';
import * as withdrawals from './2026-11-25T11-00-withdrawals';
import * as invoices from './2026-11-25T11-10-invoices';
import * as orderAcceptances from './2026-11-25T11-20-order-acceptances';
import * as readingData from './2026-11-25T11-30-reading-data';
import * as spendingLimit from './2026-11-25T11-40-spending-limit';
import * as sessionNotify from './2026-11-25T14-00-session-notify';
import * as dailyCards from './2026-11-26T10-00-daily-cards';
import * as compatibilityOption from './2026-11-26T11-00-compatibility-option';
import * as topUpsAsAmounts from './2026-11-26T12-00-top-ups-as-amounts';
import * as dailySky from './2026-11-26T13-00-daily-sky';
import * as tarotJournal from './2026-11-27T10-00-tarot-journal';
import * as balanceNotify from './2026-11-28T09-00-balance-notify';
import * as balanceInNotice from './2026-11-29T09-00-balance-in-notice';
import * as firstNameInSession from './2026-11-30T09-00-first-name-in-session';
import * as reviews from './2026-11-27T09-00-reviews';
import * as fundsByOrigin from './2026-12-01T09-00-funds-by-origin';
import * as topUpWithoutWaiver from './2026-12-01T10-00-top-up-without-waiver';
import * as priorEmail from './2026-12-01T11-00-prior-email';
import * as jobHolds from './2026-12-01T12-00-job-holds';
import * as sexeInSession from './2026-12-01T13-00-sexe-in-session';
import * as linkSecrets from './2026-12-01T14-00-link-secrets';
import * as auditRetention from './2026-12-10T03-00-audit-retention';
import * as noWakeTrigger from './2026-12-10T01-00-no-wake-trigger';
import * as jobWakeups from './2026-12-10T01-10-job-wakeups';
import * as termsVersionPerOrder from './2026-12-10T04-00-terms-version-per-order';
import * as growthIndexes from './2026-12-10T05-00-growth-indexes';
import * as adminTotals from './2026-12-10T05-10-admin-totals';
import * as vatRegime from './2026-12-11T06-00-vat-regime';
import * as withdrawalPaths from './2026-12-11T07-00-withdrawal-paths';
import * as dataExports from './2026-12-11T08-00-data-exports';
import * as reviewReportLang from './2026-12-12T01-00-review-report-lang';
import * as readingsOpenByUser from './2026-12-13T05-00-readings-open-by-user';
import * as adminListsOrder from './2026-12-13T05-10-admin-lists-order';
import * as reviewsByAuthor from './2026-12-13T05-20-reviews-by-author';
import * as usersSorts from './2026-12-14T06-00-users-sorts';

// Migrations are listed here (not read from disk) so that the bundled server carries them.
// Names are ISO-dated and sort in the order they apply.
export const migrations: Record<string, Migration> = {
  '2026-11-22T05-00-initial': initial,
  '2026-11-24T09-00-payments-receipt': paymentsReceipt,
  '2026-11-24T12-00-readings-delivery': readingsDelivery,
  '2026-11-24T14-00-page-views': pageViews,
  '2026-11-24T16-00-accounts': accounts,
  '2026-11-24T18-00-rate-limits': rateLimits,
  '2026-11-25T09-00-reading-writing': readingWriting,
  '2026-11-25T10-00-email-verification': emailVerification,
  '2026-11-25T11-00-withdrawals': withdrawals,
  '2026-11-25T11-10-invoices': invoices,
  '2026-11-25T11-20-order-acceptances': orderAcceptances,
  '2026-11-25T11-30-reading-data': readingData,
  '2026-11-25T11-40-spending-limit': spendingLimit,
  '2026-11-25T14-00-session-notify': sessionNotify,
  '2026-11-26T10-00-daily-cards': dailyCards,
  '2026-11-26T11-00-compatibility-option': compatibilityOption,
  '2026-11-26T12-00-top-ups-as-amounts': topUpsAsAmounts,
  '2026-11-26T13-00-daily-sky': dailySky,
  '2026-11-27T09-00-reviews': reviews,
  '2026-11-27T10-00-tarot-journal': tarotJournal,
  '2026-11-28T09-00-balance-notify': balanceNotify,
  '2026-11-29T09-00-balance-in-notice': balanceInNotice,
  '2026-11-30T09-00-first-name-in-session': firstNameInSession,
  '2026-12-01T09-00-funds-by-origin': fundsByOrigin,
  '2026-12-01T10-00-top-up-without-waiver': topUpWithoutWaiver,
  '2026-12-01T11-00-prior-email': priorEmail,
  '2026-12-01T12-00-job-holds': jobHolds,
  '2026-12-01T13-00-sexe-in-session': sexeInSession,
  '2026-12-01T14-00-link-secrets': linkSecrets,
  '2026-12-10T01-00-no-wake-trigger': noWakeTrigger,
  '2026-12-10T01-10-job-wakeups': jobWakeups,
  '2026-12-10T03-00-audit-retention': auditRetention,
  '2026-12-10T04-00-terms-version-per-order': termsVersionPerOrder,
  '2026-12-10T05-00-growth-indexes': growthIndexes,
  '2026-12-10T05-10-admin-totals': adminTotals,
  '2026-12-11T06-00-vat-regime': vatRegime,
  '2026-12-11T07-00-withdrawal-paths': withdrawalPaths,
  '2026-12-11T08-00-data-exports': dataExports,
  '2026-12-12T01-00-review-report-lang': reviewReportLang,
  '2026-12-13T05-00-readings-open-by-user': readingsOpenByUser,
  '2026-12-13T05-10-admin-lists-order': adminListsOrder,
  '2026-12-13T05-20-reviews-by-author': reviewsByAuthor,
  '2026-12-14T06-00-users-sorts': usersSorts,
};
