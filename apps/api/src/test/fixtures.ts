import crypto from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, NewUser } from '#api/db/schema.ts';
import { createSession } from '#api/modules/accounts/sessions.service.ts';

/** Inserts a user directly (no password check needed); for tests that are not about registration. */
export async function insertUser(db: Kysely<Database>, overrides: Partial<NewUser> = {}) {
  const n = crypto.randomBytes(4).toString('hex');
  return db
    .insertInto('users')
    .values({
      username: `user_${n}`,
      email: `user_${n}@exemple.fr`,
      first_name: 'Camille',
      last_name: 'Martin',
      password_hash: 'not-a-real-hash',
      sexe: 'femme',
      birth_date: '1990-05-17',
      birth_time: '14:30',
      birth_place_id: 'paris-fr',
      birth_place_label: 'Paris, Île-de-France, FR',
      birth_lat: 48.8566,
      birth_lon: 2.3522,
      birth_zone: 'Europe/Paris',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A logged-in session for `userId`: headers to pass to `inject` (cookie and bearer both work). */
export async function sessionFor(db: Kysely<Database>, userId: number) {
  const { token } = await createSession(
    db,
    userId,
    { idleHours: 24, absoluteDays: 1 },
    { ip: '127.0.0.1', userAgent: 'test' },
  );
  return { token, headers: { authorization: `Bearer ${token}` }, cookie: `arcanes_session=${token}` };
}

/** The app as the test fixtures drive it: anything that answers `inject` like Fastify does. */
interface Injectable {
  inject(opts: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: unknown;
  }): PromiseLike<{ statusCode: number; body: string; json(): unknown }>;
}

/**
 * A top-up paid through the demo checkout, as the browser does it (checkout, then the demo page's
 * « succeed » form, same origin); returns the payment id. Fails the test if either step is refused.
 */
export async function demoTopUp(app: Injectable, cookie: string, option: 1 | 2 | 3 = 2): Promise<string> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie },
    payload: { option, domain: 'tarot', method: 'card', immediate_execution: true, withdrawal_waiver: true },
  });
  if (checkout.statusCode !== 200)
    throw new Error(`checkout refused: ${checkout.statusCode} ${checkout.body}`);
  const id = (checkout.json() as { payment_id: string }).payment_id;
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payments/demo/${id}/succeed`,
    headers: { cookie, origin: 'http://127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=fr',
  });
  if (paid.statusCode !== 303) throw new Error(`demo payment refused: ${paid.statusCode} ${paid.body}`);
  return id;
}

/** A tarot reading row of `userId` as the readings module leaves it in `status` (fields overridable). */
export async function insertReadingRow(
  db: Kysely<Database>,
  userId: number,
  overrides: Partial<Insertable<Database['readings']>> = {},
) {
  return db
    .insertInto('readings')
    .values({
      user_id: userId,
      domain: 'tarot',
      option: 1,
      lang: 'fr',
      inputs: JSON.stringify({ question: 'Vais-je réussir ?' }),
      price_cents: 699,
      status: 'answered',
      idempotency_key: crypto.randomUUID(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
