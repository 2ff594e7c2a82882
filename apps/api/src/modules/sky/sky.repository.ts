import type { Db } from '#api/db/tx.ts';

/** What the sky needs of an account: the birth data, the name and address for the e-mail. */
export async function skyAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('sky_subscriptions', 'sky_subscriptions.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.email',
      'users.email_verified_at',
      'users.deleted_at',
      'users.birth_date',
      'users.birth_time',
      'users.birth_lat',
      'users.birth_lon',
      'users.birth_zone',
      'sky_subscriptions.zone as sky_zone',
      'sky_subscriptions.lang as sky_lang',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function upsertSubscription(db: Db, row: { userId: number; zone: string; lang: 'fr' | 'en' }) {
  await db
    .insertInto('sky_subscriptions')
    .values({ user_id: row.userId, zone: row.zone, lang: row.lang })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ zone: row.zone, lang: row.lang }))
    .execute();
}

export async function deleteSubscription(db: Db, userId: number) {
  await db.deleteFrom('sky_subscriptions').where('user_id', '=', userId).execute();
}

/** Customers who asked for the morning e-mail, with a confirmed address and a birth date. */
export async function subscribers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('sky_subscriptions')
    .innerJoin('users', 'users.id', 'sky_subscriptions.user_id')
    .select('users.id')
    .where('users.deleted_at', 'is', null)
    .where('users.email_verified_at', 'is not', null)
    .where('users.birth_date', 'is not', null)
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}

/** True for the one caller that records the day first: only it enqueues the day's job. */
export async function claimDay(db: Db, day: string): Promise<boolean> {
  const row = await db
    .insertInto('sky_days')
    .values({ day })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return Boolean(row);
}

/** True for the one worker that claims this customer's e-mail of the day: only it sends. */
export async function claimMail(db: Db, userId: number, day: string): Promise<boolean> {
  const row = await db
    .insertInto('sky_mails')
    .values({ user_id: userId, day })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return Boolean(row);
}

/** A send that failed gives the claim back, so that the job's retry can send. */
export async function releaseMail(db: Db, userId: number, day: string) {
  await db
    .deleteFrom('sky_mails')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('sent_at', 'is', null)
    .execute();
}

export async function markMailSent(db: Db, userId: number, day: string) {
  await db
    .updateTable('sky_mails')
    .set({ sent_at: new Date() })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}

/** The key a kind of link is signed with: made by the first process that asks, the same for all after. */
export async function linkSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db
    .insertInto('link_secrets')
    .values({ name, secret: fresh })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('link_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
