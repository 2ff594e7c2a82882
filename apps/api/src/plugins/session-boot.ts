import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_BOOT_ID, userResponseSchema } from '@arcanes/contracts/accounts';
import { getUser, userPublicView } from '#api/modules/accounts/accounts.service.ts';
import { SESSION_COOKIE } from './auth';

/**
 * The signed-in user of the request's session cookie, exactly as GET /api/user/profileIfConnected
 * answers it (the same contract strips the same fields), or null: no cookie, or one that names no
 * live session. Only the cookie counts — the HTML is what a browser asks for with its cookies, and a
 * token in a header is not a browser's page load.
 */
export async function sessionUserOf(app: FastifyInstance, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await app.resolveSession(token);
  if (!session) return null;
  const row = await getUser(app.db, session.id);
  return row ? userResponseSchema.parse({ user: userPublicView(row) }).user : null;
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

/** The page with the session's user for the app's first render (decision 0248), at the end of its head. */
export function withSessionBoot(html: string, user: unknown): string {
  const tag = `<script type="application/json" id="${SESSION_BOOT_ID}">${inertJson({ user })}</script>`;
  return html.replace('</head>', `  ${tag}\n  </head>`);
}
