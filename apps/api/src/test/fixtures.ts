import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../db/schema';
import { createSession } from '../modules/accounts/sessions.service';

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
