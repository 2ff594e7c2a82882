import type { Kysely } from 'kysely';
import {
  createUserInputSchema,
  isAdultOn,
  updateUserInputSchema,
  type CreateUserInput,
  type ProfileUpdateInput,
  type UpdateUserInput,
} from '@arcanes/contracts/accounts';
import type { Database, User, UserUpdate } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { requirePlace } from '#api/modules/places/places.service.ts';
import {
  findActiveUserByLogin,
  findConflicts,
  findUserById,
  insertUser,
  updateUserRow,
} from './accounts.repository';
import { confirmPassword } from './login.service';
import { hashNewPassword } from './passwords.service';
import { revokeAllSessions } from './sessions.service';
import { parseOrThrow } from './validation';

export { hashPassword, verifyPassword } from './passwords.service';
export { confirmPassword };
export { revokeAllSessions, sessionPolicy } from './sessions.service';
export { eraseUser } from './gdpr.service';
export { ONLINE_WINDOW_MS, userProfile, userPublicView } from './user-view';
export type { CreateUserInput, UpdateUserInput };

type Lang = 'fr' | 'en';

/** Who acts: the user themself, an administrator, or the command line (id null). */
export interface Actor {
  id: number | null;
  label?: string | null;
  ip?: string | null;
  lang?: Lang;
}

export async function getUser(db: Db, id: number): Promise<User | undefined> {
  return findUserById(db, id);
}

async function assertAvailable(db: Db, values: { username?: string; email?: string }, exceptId?: number) {
  const taken = await findConflicts(db, values, exceptId);
  if (taken.username) throw new AppError('USERNAME_TAKEN', {}, { username: 'invalid' });
  if (taken.email) throw new AppError('EMAIL_TAKEN', {}, { email: 'invalid' });
}

/** A race between the check and the insert ends at the unique indexes: same answer as the check. */
function mapWriteError(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; message?: string };
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (e.code === '23505' && where.includes('users_username_key'))
    return new AppError('USERNAME_TAKEN', {}, { username: 'invalid' });
  if (e.code === '23505' && where.includes('users_email_key'))
    return new AppError('EMAIL_TAKEN', {}, { email: 'invalid' });
  if (typeof e.code === 'string' && /^2[23]/.test(e.code)) return new AppError('REGISTER_FAILED');
  return error;
}

type Birth = { date: string; time: string | null };
type BirthColumns = { birth_date?: string | null; birth_time?: string | null };
type PlaceColumns = Partial<
  Pick<User, 'birth_place_id' | 'birth_place_label' | 'birth_lat' | 'birth_lon' | 'birth_zone'>
>;

/** Columns for a birth date and time: an explicit time wins, "unknown" clears it, else the date's own. */
function birthColumns(
  date: Birth | null | undefined,
  time: string | undefined,
  unknown: boolean | undefined,
): BirthColumns {
  const out: BirthColumns = {};
  if (date === null) return { birth_date: null, birth_time: null };
  if (date) {
    if (!isAdultOn(date.date)) throw new AppError('REGISTER_FAILED', {}, { date_naissance: 'is_adult' });
    out.birth_date = date.date;
    if (date.time) out.birth_time = date.time;
  }
  if (time) out.birth_time = time;
  if (unknown) out.birth_time = null;
  return out;
}

function placeColumns(input: string | null | undefined, lang: Lang): PlaceColumns {
  if (input === undefined) return {};
  if (input === null || input === '')
    return {
      birth_place_id: null,
      birth_place_label: null,
      birth_lat: null,
      birth_lon: null,
      birth_zone: null,
    };
  const place = requirePlace(input, 'lieu_naissance', lang);
  return {
    birth_place_id: place.id,
    birth_place_label: place.label,
    birth_lat: place.lat,
    birth_lon: place.lon,
    birth_zone: place.zone,
  };
}

/**
 * Creates an account with the registration rules (password policy, unique username and e-mail, a
 * birth place that resolves, 18 or older) and an Argon2id hash. `actor.id` null means the person
 * registered themself (or the command line made it); the role is 'user' unless the caller says 'admin'.
 */
export async function createUser(
  db: Db,
  input: CreateUserInput,
  actor: Actor & { termsAccepted?: boolean } = { id: null },
): Promise<User> {
  const v = parseOrThrow(createUserInputSchema, input);
  const lang = actor.lang ?? 'fr';
  const birth = v.date_naissance
    ? birthColumns(v.date_naissance, v.heure_naissance, v.birth_time_unknown)
    : {};
  const place = placeColumns(v.lieu_naissance ?? undefined, lang);
  await assertAvailable(db, { username: v.username, email: v.email });
  const passwordHash = await hashNewPassword(v.password);
  const now = new Date();
  try {
    return await inTransaction(db, async (trx) => {
      const user = await insertUser(trx, {
        username: v.username,
        email: v.email,
        first_name: v.first_name,
        last_name: v.last_name,
        password_hash: passwordHash,
        sexe: v.sexe ?? null,
        birth_date: birth.birth_date ?? null,
        birth_time: birth.birth_time ?? null,
        birth_place_id: place.birth_place_id ?? null,
        birth_place_label: place.birth_place_label ?? null,
        birth_lat: place.birth_lat ?? null,
        birth_lon: place.birth_lon ?? null,
        birth_zone: place.birth_zone ?? null,
        role: v.role,
        terms_accepted_at: actor.termsAccepted ? now : null,
        adult_confirmed_at: actor.termsAccepted ? now : null,
      });
      await audit(trx, {
        actorId: actor.id ?? user.id,
        actorLabel: actor.label ?? user.username,
        action: actor.id === null && actor.termsAccepted ? 'user.registered' : 'user.created',
        target: `user:${user.id}`,
        details: { username: user.username, role: user.role },
        ip: actor.ip ?? null,
      });
      return user;
    });
  } catch (error) {
    throw mapWriteError(error);
  }
}

/**
 * Changes an account's identity, birth data, role or password (an administrator's edit, or the
 * owner's through the profile). Never the balance: that moves only through the wallet's ledger.
 * A new password ends every session of the account.
 */
export async function updateUser(db: Db, id: number, patch: UpdateUserInput, actor: Actor): Promise<User> {
  const v = parseOrThrow(updateUserInputSchema, patch);
  const current = await findUserById(db, id);
  if (!current || current.deleted_at) throw new AppError('NOT_FOUND');
  const set: UserUpdate = {
    ...birthColumns(v.date_naissance, v.heure_naissance, v.birth_time_unknown),
    ...placeColumns(v.lieu_naissance, actor.lang ?? 'fr'),
  };
  if (v.username !== undefined && v.username !== current.username) set.username = v.username;
  if (v.email !== undefined && v.email !== current.email) set.email = v.email;
  if (v.first_name !== undefined) set.first_name = v.first_name;
  if (v.last_name !== undefined) set.last_name = v.last_name;
  if (v.sexe !== undefined) set.sexe = v.sexe;
  if (v.role !== undefined && v.role !== current.role) set.role = v.role;
  await assertAvailable(db, { username: set.username, email: set.email }, id);
  if (v.password !== undefined) set.password_hash = await hashNewPassword(v.password);
  const changed = Object.keys(set).filter((k) => k !== 'password_hash');
  // A new address is nobody's until its owner opens the link sent to it: until then what is for the
  // owner's eyes keeps going to the address it replaces (or to the one it replaced, already held).
  if (set.email) {
    set.email_verified_at = null;
    set.prior_email = current.prior_email ?? current.email;
  }
  try {
    return await inTransaction(db, async (trx) => {
      const user = (await updateUserRow(trx, id, set))!;
      const base = {
        actorId: actor.id,
        actorLabel: actor.label ?? null,
        target: `user:${id}`,
        ip: actor.ip ?? null,
      };
      if (changed.length) await audit(trx, { ...base, action: 'user.updated', details: { fields: changed } });
      if (set.role)
        await audit(trx, {
          ...base,
          action: 'user.role_changed',
          details: { from: current.role, to: set.role },
        });
      if (set.email)
        await audit(trx, {
          ...base,
          action: 'user.email_changed',
          details: { from: current.email, to: set.email },
        });
      if (set.password_hash) {
        await revokeAllSessions(trx, id);
        await audit(trx, {
          ...base,
          action: 'password.changed',
          details: { by: actor.id === id ? 'owner' : 'administrator' },
        });
      }
      return user;
    });
  } catch (error) {
    throw mapWriteError(error);
  }
}

/** The owner's own edit: names, e-mail (with the current password), sex, birth data; not username or role. */
export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: number,
  input: ProfileUpdateInput,
  actor: Actor,
): Promise<User> {
  const current = await findUserById(db, userId);
  if (!current || current.deleted_at) throw new AppError('UNAUTHENTICATED');
  if (input.email !== undefined && input.email !== current.email)
    await confirmPassword(db, userId, input.current_password);
  return updateUser(
    db,
    userId,
    {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      sexe: input.sexe,
      date_naissance: input.date_naissance,
      heure_naissance: input.heure_naissance,
      birth_time_unknown: input.birth_time_unknown,
      lieu_naissance: input.lieu_naissance,
    },
    actor,
  );
}

/**
 * `npm run admin:create`: makes a new administrator with the registration rules, or promotes the
 * live account that has this username (or e-mail), leaving its password as it is.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  input: { username: string; email: string; password?: string },
  actor: Actor = { id: null, label: 'admin:create' },
): Promise<{ action: 'created' | 'promoted' | 'unchanged'; user: User }> {
  const existing =
    (await findActiveUserByLogin(db, input.username)) ?? (await findActiveUserByLogin(db, input.email));
  if (existing) {
    if (existing.role === 'admin') return { action: 'unchanged', user: existing };
    return { action: 'promoted', user: await updateUser(db, existing.id, { role: 'admin' }, actor) };
  }
  const user = await createUser(
    db,
    { username: input.username, email: input.email, password: input.password ?? '', role: 'admin' },
    actor,
  );
  return { action: 'created', user };
}
