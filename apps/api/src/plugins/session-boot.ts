import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_BOOT_ID, userResponseSchema, type SessionBoot } from '@arcanes/contracts/accounts';
import { readingDataResponseSchema } from '@arcanes/contracts/reading-data';
import { readingDataStatus } from '#api/modules/consent/reading-data.service.ts';
import { getUser, userPublicView } from '#api/modules/accounts/accounts.service.ts';
import { SESSION_COOKIE } from './auth';

/**
 * What the app's first screen needs of the request's session cookie, exactly as the API answers it
 * (the same contracts strip the same fields): the signed-in user as GET /api/user/profileIfConnected
 * gives it, and whether they accepted what a reading sends (GET /api/consent/reading-data: its notice
 * heads the reading pages). `{ user: null }` without a cookie or with one that names no live
 * session. Only the cookie counts — the HTML is what a browser asks for with its cookies, and a token
 * in a header is not a browser's page load.
 */
export async function sessionBootOf(app: FastifyInstance, request: FastifyRequest): Promise<SessionBoot> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { user: null };
  const session = await app.resolveSession(token);
  if (!session) return { user: null };
  const [row, readingData] = await Promise.all([
    getUser(app.db, session.id),
    readingDataStatus(app.db, session.id),
  ]);
  if (!row) return { user: null };
  return {
    user: userResponseSchema.parse({ user: userPublicView(row) }).user,
    readingData: readingDataResponseSchema.parse(readingData),
  };
}

/**
 * JSON that stays data inside a `<script type="application/json">`: no `<` (so no `</script>` nor
 * `<!--`), no `>` or `&`, and no U+2028/U+2029, whatever the user typed into their name. The browser
 * never executes that element (not JavaScript, so the CSP's `script-src 'self'` has nothing to allow);
 * the app reads it with JSON.parse.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page with the session's data for the app's first render (decision 0249), at the end of its head. */
export function withSessionBoot(html: string, boot: SessionBoot): string {
  const tag = `<script type="application/json" id="${SESSION_BOOT_ID}">${inertJson(boot)}</script>`;
  // A function, not a string: a name holding « $' » or « $& » must not pull the page into the script.
  return html.replace('</head>', () => `  ${tag}\n  </head>`);
}
