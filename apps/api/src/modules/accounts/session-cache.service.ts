import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Listen } from '#api/db/database.ts';
import type { Database } from '#api/db/schema.ts';
import {
  checkActivity,
  hashToken,
  isTokenShaped,
  loadSession,
  type LoadedSession,
  type SessionPolicy,
  type SessionUser,
} from './sessions.service';

/** The channel the database triggers of migration 2026-11-25T14-00 announce session changes on. */
export const SESSION_CHANNEL = 'arcanes_session';

/**
 * Resolved sessions kept in this process for at most `ttlMs`, so that an authenticated read costs
 * no session statement (decision 0160). Served only while this process listens to the database's
 * session notices: a notice (a session deleted, or a user's role, password, e-mail, username or
 * erasure changed) drops that user's entries; a change of balance alone carries the new balance,
 * which the entries take (decision 0247); losing the listening connection empties the cache and
 * every request reads the database until listening again.
 */
export class SessionCache {
  private readonly byHash = new Map<string, LoadedSession & { cachedAt: number }>();
  private readonly byUser = new Map<number, Set<string>>();
  private generation = 0;
  private listening = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private readonly barriers = new Map<string, () => void>();
  private notify: ((payload: string) => Promise<unknown>) | null = null;
  /** 'notice' (user id) after entries were dropped; 'listening' and 'lost' as the connection goes. */
  readonly events = new EventEmitter();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.byHash.size;
  }

  /**
   * Starts listening (the cache serves nothing without it); reconnects after a loss. `notify` sends a
   * payload on the channel, for `barrier()`; without it (PGlite) barriers are not needed.
   */
  async start(listen: Listen | undefined, notify?: (payload: string) => Promise<unknown>): Promise<void> {
    if (notify) this.notify = notify;
    if (!listen || this.stopped) return;
    try {
      this.unlisten = await listen(
        SESSION_CHANNEL,
        (payload) => this.notice(payload),
        () => this.lost(listen),
      );
      this.listening = !this.stopped;
      this.events.emit('listening');
    } catch {
      this.lost(listen);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    this.clear();
    await this.unlisten?.().catch(() => {});
  }

  /** The session for `token`, from memory when fresh, else from the database (then remembered). */
  async resolve(db: Kysely<Database>, token: string, policy: SessionPolicy): Promise<SessionUser | null> {
    if (!isTokenShaped(token)) return null;
    const hash = hashToken(token);
    const now = Date.now();
    const hit = this.listening ? this.byHash.get(hash) : undefined;
    if (hit && now - hit.cachedAt < this.ttlMs) {
      if (await checkActivity(db, hit, policy, now)) return hit.user;
      this.dropUser(hit.user.id);
      return null;
    }
    if (hit) this.forget(hash, hit.user.id);
    const generation = this.generation;
    const loaded = await loadSession(db, token, policy);
    // A notice that arrived while the row was read may concern it: do not keep what was read.
    if (loaded && this.listening && generation === this.generation) this.remember(hash, loaded, now);
    return loaded?.user ?? null;
  }

  /**
   * Resolves once this process has read every notice committed before it was called (PostgreSQL
   * delivers notices in commit order): a request that changed a session answers only after its own
   * process has dropped the old entry. Past `timeoutMs` without the echo, the cache is emptied instead.
   */
  async barrier(timeoutMs = 2000): Promise<void> {
    const notify = this.notify;
    if (!this.listening || !notify) return;
    const id = `b:${crypto.randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.barriers.set(id, resolve);
      timer = setTimeout(() => {
        this.clear();
        resolve();
      }, timeoutMs);
    });
    try {
      await notify(id);
      await echoed;
    } catch {
      this.clear();
    } finally {
      clearTimeout(timer);
      this.barriers.delete(id);
    }
  }

  private notice(payload: string): void {
    if (payload.startsWith('b:')) {
      this.barriers.get(payload)?.();
      return;
    }
    // `<user id>` drops the user's entries; `<user id>:<balance>:<n>` is a change of balance alone.
    const [user, balance] = payload.split(':');
    if (balance === undefined) this.dropUser(Number(user));
    else this.setBalance(Number(user), Number(balance));
  }

  /**
   * A committed change of the user's balance and of nothing else the session holds: the entries keep
   * being served, with that balance. Notices arrive in commit order, so the last one is the balance now.
   */
  private setBalance(userId: number, balanceCents: number): void {
    if (!Number.isSafeInteger(balanceCents)) return this.dropUser(userId);
    // A session read while this commits may hold the balance before it: not kept (see resolve).
    this.generation += 1;
    for (const hash of this.byUser.get(userId) ?? []) {
      const entry = this.byHash.get(hash);
      // A new object: a request already holding the old one keeps what it read.
      if (entry) this.byHash.set(hash, { ...entry, user: { ...entry.user, balanceCents } });
    }
    this.events.emit('notice', userId);
  }

  /** Drops every entry of a user (also called by the process that made the change, at once). */
  dropUser(userId: number): void {
    this.generation += 1;
    for (const hash of this.byUser.get(userId) ?? []) this.byHash.delete(hash);
    this.byUser.delete(userId);
    this.events.emit('notice', userId);
  }

  clear(): void {
    this.generation += 1;
    this.byHash.clear();
    this.byUser.clear();
  }

  private remember(hash: string, loaded: LoadedSession, now: number): void {
    if (this.byHash.size >= this.maxEntries) {
      const oldest = this.byHash.entries().next().value;
      if (oldest) this.forget(oldest[0], oldest[1].user.id);
    }
    this.byHash.set(hash, { ...loaded, cachedAt: now });
    const hashes = this.byUser.get(loaded.user.id) ?? new Set<string>();
    hashes.add(hash);
    this.byUser.set(loaded.user.id, hashes);
  }

  private forget(hash: string, userId: number): void {
    this.byHash.delete(hash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }

  private lost(listen: Listen): void {
    this.listening = false;
    this.clear();
    for (const release of this.barriers.values()) release();
    this.events.emit('lost');
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start(listen);
    }, 1000);
    this.retry.unref();
  }
}
