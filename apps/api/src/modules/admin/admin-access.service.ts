import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { audit, auditedRecently } from '#api/modules/audit/audit.service.ts';

/** One notice per person per quarter of an hour: a user clicking around the admin area is one event. */
const QUIET_MINUTES = 15;

/**
 * The seed tells whoever opens the admin area without the right to that "a notification is sent to
 * the site manager": it is. Every refusal is an audit entry (seen in /admin/logs); a signed-in user's
 * also goes to ADMIN_EMAIL by e-mail. Anonymous callers (robots probing /api/admin) are only logged,
 * once per address and quarter of an hour, so that they cannot flood the manager's mailbox.
 */
export async function notifyDeniedAccess(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config; log: FastifyBaseLogger },
  who: { id: number; username: string } | null,
  request: { method: string; path: string; ip: string | null },
): Promise<void> {
  const quiet = await auditedRecently(deps.db, {
    action: 'admin.access_denied',
    actorId: who?.id ?? null,
    ip: request.ip,
    minutes: QUIET_MINUTES,
  });
  if (quiet) return;
  await audit(deps.db, {
    actorId: who?.id ?? null,
    actorLabel: who?.username ?? null,
    action: 'admin.access_denied',
    target: `${request.method} ${request.path}`,
    details: { signed_in: who !== null },
    ip: request.ip,
  });
  if (!who) return;
  const when = new Date().toISOString();
  // The owner's notice is in French, the site's language.
  const t = texts('fr', 'mail');
  await deps.mailer
    .send({
      to: deps.config.ADMIN_EMAIL,
      subject: t('adminAccess.subject', { replace: { username: who.username } }),
      text: t('adminAccess.text', {
        replace: {
          username: who.username,
          id: who.id,
          request: `${request.method} ${request.path}`,
          ip: request.ip ?? t('adminAccess.unknownIp'),
          date: when,
        },
      }),
    })
    .catch((error: unknown) =>
      deps.log.error({ err: error }, 'could not e-mail the denied admin access notice'),
    );
}
