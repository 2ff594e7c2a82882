import type { Db } from '#api/db/tx.ts';

export interface NewConsent {
  userId: number | null;
  visitorId: string | null;
  analytics: boolean;
  marketing: boolean;
  ia: boolean;
  policyVersion: string;
  ip: string | null;
  userAgent: string | null;
}

export async function insertConsent(db: Db, c: NewConsent) {
  return db
    .insertInto('consents')
    .values({
      user_id: c.userId,
      visitor_id: c.visitorId,
      necessary: true,
      analytics: c.analytics,
      marketing: c.marketing,
      ia: c.ia,
      policy_version: c.policyVersion,
      ip: c.ip,
      user_agent: c.userAgent?.slice(0, 300) ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest record of a user, or of an anonymous visitor; `id` breaks ties within one instant. */
export async function latestConsent(db: Db, who: { userId: number } | { visitorId: string }) {
  let q = db.selectFrom('consents').selectAll();
  // A visitor's records stay theirs after they are attached to an account (same browser, same choices).
  q = 'userId' in who ? q.where('user_id', '=', who.userId) : q.where('visitor_id', '=', who.visitorId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function attachVisitorConsents(db: Db, visitorId: string, userId: number): Promise<void> {
  await db
    .updateTable('consents')
    .set({ user_id: userId })
    .where('visitor_id', '=', visitorId)
    .where('user_id', 'is', null)
    .execute();
}

export async function listUserConsents(db: Db, userId: number) {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Erasure keeps the choices and their dates (proof of lawful processing) but not where they came from. */
export async function stripConsentOrigin(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('consents')
    .set({ ip: null, user_agent: null, visitor_id: null })
    .where('user_id', '=', userId)
    .execute();
}
