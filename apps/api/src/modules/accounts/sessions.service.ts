import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import {
  deleteSession,
  deleteUserSessions,
  findSessionByHash,
  insertSession,
  touchSession,
} from './sessions.repository';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  /** The account's first name ('' when none); a change of it drops the user's sessions. */
  firstName: string;
  /** The account's registered sex (agreement in a tarot reading, whose form asks none); a change drops the sessions. */
  sexe: 'homme' | 'femme' | null;
  role: 'user' | 'admin';
  sessionId: number;
  /**
   * The wallet's balance read with the session, in cents: what the wallet page shows. Kept in memory
   * under the same rule as the session (dropped on the database's notice of any change to it, decision
   * 0160), and never the basis of a movement: debits test the balance in their own statement.
   */
  balanceCents: number;
  /**
   * The user had accepted this version of the reading-data text when the session was read. Trusted only
   * when true (acceptances are never withdrawn; only the account's deletion removes them): a reading's
   * guard that finds false asks the database (decision 0259).
   */
  readingDataAccepted: boolean;
}

export interface SessionPolicy {
  idleHours: number;
  absoluteDays: number;
}

/** The configured expiry: idle (SESSION_IDLE_HOURS) and absolute (SESSION_ABSOLUTE_DAYS). */
export function sessionPolicy(config: {
  SESSION_IDLE_HOURS: number;
  SESSION_ABSOLUTE_DAYS: number;
}): SessionPolicy {
  return { idleHours: config.SESSION_IDLE_HOURS, absoluteDays: config.SESSION_ABSOLUTE_DAYS };
}

/** 256-bit opaque token; only its SHA-256 is stored, so a database leak reveals no usable session. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  policy: SessionPolicy,
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + policy.absoluteDays * 86_400_000);
  await insertSession(db, {
    token_hash: hash,
    user_id: userId,
    expires_at: expiresAt,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The session's user when the token is valid, not expired (absolute) and not idle for too long. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
): Promise<SessionUser | null> {
  return (await loadSession(db, token, policy))?.user ?? null;
}

/** A valid session with its expiry and last activity (the cache re-checks both on each hit). */
export interface LoadedSession {
  user: SessionUser;
  expiresAt: number;
  lastUsedAt: number;
}

export async function loadSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
): Promise<LoadedSession | null> {
  if (!isTokenShaped(token)) return null;
  const row = await findSessionByHash(db, hashToken(token));
  if (!row || row.deleted_at) return null;
  const session: LoadedSession = {
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name ?? '',
      sexe: row.sexe ?? null,
      role: row.role,
      sessionId: row.sessionId,
      balanceCents: Number(row.balance_cents),
      readingDataAccepted: Boolean(row.reading_data_accepted),
    },
    expiresAt: new Date(row.expires_at).getTime(),
    lastUsedAt: new Date(row.last_used_at).getTime(),
  };
  return (await checkActivity(db, session, policy, Date.now())) ? session : null;
}

export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * Ends an expired or idle session (false), or stamps its activity at most once a minute (isOnline
 * and the idle expiry read the stamp) and updates `session.lastUsedAt`.
 */
export async function checkActivity(
  db: Kysely<Database>,
  session: LoadedSession,
  policy: SessionPolicy,
  now: number,
): Promise<boolean> {
  const idleLimit = session.lastUsedAt + policy.idleHours * 3_600_000;
  if (session.expiresAt <= now || idleLimit <= now) {
    await deleteSession(db, session.user.sessionId);
    return false;
  }
  if (now - session.lastUsedAt > 60_000) {
    session.lastUsedAt = now;
    await touchSession(db, session.user.sessionId, session.user.id, new Date(now));
  }
  return true;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await deleteSession(db, sessionId);
}

export async function revokeAllSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  await deleteUserSessions(db, userId, exceptSessionId);
}
