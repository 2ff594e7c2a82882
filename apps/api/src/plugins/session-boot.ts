import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatCents } from '@arcanes/domain/money/cents';
import { longDate } from '@arcanes/domain/writers/dates';
import { userResponseSchema } from '@arcanes/contracts/accounts';
import { SESSION_BOOT_ID, type SessionBoot } from '@arcanes/contracts/session-boot';
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

/** The per-customer values a customer page's copy holds (apps/web/src/app/first-screen.tsx, `SLOTS`). */
const SLOT_NAMES = ['name', 'balance', 'version'] as const;
type SlotName = (typeof SLOT_NAMES)[number];
type Lang = 'fr' | 'en';
/** A copy split at its slots: text of the build, then a slot, then text of the build… */
type Template = (string | { slot: SlotName })[];
type Variant = 'notice' | 'accepted';

/** Text as HTML text or attribute value: whatever a customer typed into their name stays text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function parseTemplate(html: string): Template {
  return html.split(/<!--slot:(\w+)-->/).map((part, i) => {
    if (i % 2 === 0) return part;
    if (!(SLOT_NAMES as readonly string[]).includes(part))
      throw new Error(`customer screens: unknown slot « ${part} »`);
    return { slot: part as SlotName };
  });
}

/** The copy with each slot's value written as text: joined, never through a replacement pattern. */
export function fillTemplate(template: Template, values: Record<SlotName, string>): string {
  return template.map((part) => (typeof part === 'string' ? part : escapeHtml(values[part.slot]))).join('');
}

/**
 * The customer pages' pre-painted first screens (decision 0251), from the build's
 * `customer-screens.json` (apps/web/build/app-shell.ts): for a page sent to a signed-in customer, the
 * page's French and English copies with their name, balance and the reading-data text's version in
 * the slots, or '' — for a visitor (no copy is ever in a visitor's page), an administrator (whose header
 * has one more link), an address the copies were not made for (exact path, no query: `?domaine=`
 * opens an option on arrival). Null when the build has none.
 */
export function loadCustomerScreens(
  root: string,
): ((pathname: string, search: string, boot: SessionBoot) => string) | null {
  const file = path.join(root, 'customer-screens.json');
  if (!fs.existsSync(file)) return null;
  const { screens } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    screens: Record<string, Record<Variant, Record<Lang, string>>>;
  };
  const templates = new Map<string, Record<Variant, Record<Lang, Template>>>();
  for (const [pathname, variants] of Object.entries(screens)) {
    const parsed = (variant: Variant) => ({
      fr: parseTemplate(variants[variant].fr),
      en: parseTemplate(variants[variant].en),
    });
    templates.set(pathname, { notice: parsed('notice'), accepted: parsed('accepted') });
  }
  return (pathname, search, { user, readingData }) => {
    const page = templates.get(pathname);
    if (!page || search !== '' || !user || user.role === 'admin' || !readingData) return '';
    const copies = page[readingData.accepted ? 'accepted' : 'notice'];
    return (['fr', 'en'] as const)
      .map((lang) =>
        fillTemplate(copies[lang], {
          name: user.first_name || user.username,
          balance: formatCents(user.wallet_cents, lang),
          // Written as the notice writes it (« 23 novembre 2026 »), not as stored.
          version: /^\d{4}-\d{2}-\d{2}$/.test(readingData.current_version)
            ? longDate(readingData.current_version, lang)
            : readingData.current_version,
        }),
      )
      .join('');
  };
}

/**
 * The page with a customer's copies at the start of `#root` (boot.js names the one to show) and the
 * page's stylesheets in its head: the copy is laid out by the page's CSS, which otherwise arrives
 * with its code (a stylesheet link holds the first paint until it is there — here that paint is the
 * copy's). Vite's loader finds the links and does not add them again.
 */
export function withCustomerScreen(html: string, screen: string, stylesheets: string[]): string {
  if (!screen) return html;
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return html
    .replace('</head>', () => `  ${links}\n  </head>`)
    .replace('<div id="root">', () => `<div id="root">${screen}`);
}
