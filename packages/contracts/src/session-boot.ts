// No zod here, nor any value from a schema module: the web app's entry imports this on every page
// (the first load carries neither zod nor the accounts schemas, decision 0253).
import type { UserView } from './accounts';
import type { ReadingDataResponse } from './reading-data';

/**
 * The id of the `<script type="application/json">` in which the server gives the page what its first
 * screen needs of the session cookie (`SessionBoot`, decision 0249): no request for it before the
 * app's first render.
 */
export const SESSION_BOOT_ID = 'arcanes-session';

/** The page's session data: the user as /api/user/profileIfConnected answers it, or null. */
export interface SessionBoot {
  user: UserView | null;
  /** As GET /api/consent/reading-data answers it, with a user only. */
  readingData?: ReadingDataResponse;
}
