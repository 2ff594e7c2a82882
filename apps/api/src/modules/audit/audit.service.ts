import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  actorId?: number | null;
  actorLabel?: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends to the audit log (append-only at the database). Pass `trx` to record inside a transaction. */
export async function audit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId ?? null,
      actor_label: entry.actorLabel ?? null,
      action: entry.action,
      target: entry.target ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}
