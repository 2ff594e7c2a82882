import type { Db } from '#api/db/tx.ts';
import { hasRecentEntry, insertAuditEntry } from './audit.repository';

export interface AuditEntry {
  actorId?: number | null;
  actorLabel?: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends to the audit log (append-only at the database). Pass `trx` to record inside a transaction. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actor_id: entry.actorId ?? null,
    actor_label: entry.actorLabel ?? null,
    action: entry.action,
    target: entry.target ?? null,
    details: JSON.stringify(entry.details ?? {}),
    ip: entry.ip ?? null,
  });
}

/**
 * Whether `action` was audited in the last `minutes` for this user, or for this address when there is
 * no user (anonymous entries are told apart by their address only).
 */
export async function auditedRecently(
  db: Db,
  q: { action: string; actorId: number | null; ip: string | null; minutes: number },
): Promise<boolean> {
  return hasRecentEntry(db, q);
}
