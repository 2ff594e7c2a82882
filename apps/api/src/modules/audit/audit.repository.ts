import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

export interface AuditRow {
  actor_id: number | null;
  actor_label: string | null;
  action: string;
  target: string | null;
  details: string;
  ip: string | null;
}

export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Whether `action` was recorded for this actor (or, anonymous, this address) in the last `minutes`. */
export async function hasRecentEntry(
  db: Db,
  q: { action: string; actorId: number | null; ip: string | null; minutes: number },
): Promise<boolean> {
  let recent = db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', q.action)
    .where(sql<boolean>`at > now() - make_interval(mins => ${q.minutes})`);
  recent =
    q.actorId !== null
      ? recent.where('actor_id', '=', q.actorId)
      : recent.where('actor_id', 'is', null).where('ip', '=', q.ip ?? '');
  return (await recent.executeTakeFirst()) !== undefined;
}
