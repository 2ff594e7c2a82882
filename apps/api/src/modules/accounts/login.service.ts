import type { Kysely } from 'kysely';
import type { Database, User } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { notifyAccount } from './account-notices.service';
import { audit } from '#api/modules/audit/audit.service.ts';
import { linkVisitorConsents } from '#api/modules/consent/consent.service.ts';
import { findActiveUserByLogin, findUserById, recordLogin, updateUserRow } from './accounts.repository';
import {
  hashNewPassword,
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from './passwords.service';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  type SessionPolicy,
  type SessionUser,
} from './sessions.service';

export interface LoginInput {
  /** Username or e-mail address. */
  login: string;
  password: string;
  ip: string | null;
  userAgent: string | null;
  /** The anonymous visitor's id (consent cookie), to attach their consent choices to the account. */
  visitorId?: string | null;
  /** The session the request already carried: replaced by the new one. */
  previousSessionId?: number | null;
  /** Administrator login: only role 'admin' gets in. */
  admin?: boolean;
}

/**
 * Checks the password (Argon2id; a dummy verification when the account does not exist, so both
 * failures take the same time), records the seed's login statistics and opens a new session.
 */
export async function login(
  db: Kysely<Database>,
  policy: SessionPolicy,
  input: LoginInput,
): Promise<{ user: User; token: string; expiresAt: Date }> {
  const user = await findActiveUserByLogin(db, input.login);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyDummyPassword(input.password);
  const tried = input.login.trim().slice(0, 100);
  if (!user || !ok || (input.admin && user.role !== 'admin')) {
    await audit(db, {
      actorId: null,
      actorLabel: tried,
      action: input.admin ? 'auth.admin_login_failed' : 'auth.login_failed',
      target: user ? `user:${user.id}` : null,
      details: { username: tried, reason: !user ? 'unknown_account' : !ok ? 'wrong_password' : 'not_admin' },
      ip: input.ip,
    });
    throw new AppError(input.admin ? 'ADMIN_INVALID_CREDENTIALS' : 'INVALID_CREDENTIALS');
  }
  if (needsRehash(user.password_hash))
    await updateUserRow(db, user.id, { password_hash: await hashPassword(input.password) });
  return openSession(db, policy, user, input);
}

/**
 * Opens a session for a user whose identity is already proven (a checked password, or the account
 * just created with that password): replaces the request's previous session, records the seed's
 * login statistics, audits, and attaches the visitor's consent choices.
 */
export async function openSession(
  db: Kysely<Database>,
  policy: SessionPolicy,
  user: User,
  input: Omit<LoginInput, 'login' | 'password'>,
): Promise<{ user: User; token: string; expiresAt: Date }> {
  if (input.previousSessionId) await revokeSession(db, input.previousSessionId);
  await recordLogin(db, user.id, input.ip);
  const session = await createSession(db, user.id, policy, { ip: input.ip, userAgent: input.userAgent });
  await audit(db, {
    actorId: user.id,
    actorLabel: user.username,
    action: input.admin ? 'auth.admin_login' : 'auth.login',
    target: `user:${user.id}`,
    ip: input.ip,
  });
  if (input.visitorId) await linkVisitorConsents(db, input.visitorId, user.id);
  return { user, ...session };
}

/** Ends the session on the server (the route clears the cookie). */
export async function logout(
  db: Kysely<Database>,
  session: SessionUser,
  ip: string | null,
  admin = false,
): Promise<void> {
  await revokeSession(db, session.sessionId);
  await audit(db, {
    actorId: session.id,
    actorLabel: session.username,
    action: admin ? 'auth.admin_logout' : 'auth.logout',
    target: `user:${session.id}`,
    ip,
  });
}

/** Needs the current password; ends every other session of the account (the current one stays). */
export async function changePassword(
  db: Kysely<Database>,
  session: SessionUser,
  input: { currentPassword: string; newPassword: string; ip: string | null },
  /** Tells the owner by e-mail that the password changed. */
  notice?: { queue: Queue; lang: 'fr' | 'en' },
): Promise<void> {
  const user = await findUserById(db, session.id);
  if (!user || user.deleted_at) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw new AppError('CURRENT_PASSWORD_INVALID', {}, { current_password: 'invalid' });
  const passwordHash = await hashNewPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await updateUserRow(trx, user.id, { password_hash: passwordHash });
    await revokeAllSessions(trx, user.id, session.sessionId);
    await audit(trx, {
      actorId: user.id,
      actorLabel: user.username,
      action: 'password.changed',
      target: `user:${user.id}`,
      details: { by: 'owner' },
    });
    if (notice)
      await notifyAccount(
        { queue: notice.queue, trx },
        { userId: user.id, kind: 'password_changed', lang: notice.lang, detail: 'owner' },
      );
  });
}

/** The current password again, for actions that need it (e-mail change, account deletion). */
export async function confirmPassword(
  db: Kysely<Database>,
  userId: number,
  password: string | undefined,
  field = 'current_password',
): Promise<void> {
  if (!password) throw new AppError('REQUIRED_FIELDS', {}, { [field]: 'required' });
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at || !(await verifyPassword(user.password_hash, password)))
    throw new AppError('CURRENT_PASSWORD_INVALID', {}, { [field]: 'invalid' });
}
