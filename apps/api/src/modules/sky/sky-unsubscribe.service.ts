/**
 * One-click unsubscribe from the morning e-mail (RFC 8058, decision 0277). Each e-mail names
 * `/api/sky/unsubscribe?token=…` in List-Unsubscribe; the token is the customer's id and an HMAC of it
 * under a key the site made for itself, so it cannot be guessed or forged for someone else, needs no
 * session, and stays valid after use (a second POST answers the same: idempotent).
 */
import crypto from 'node:crypto';
import type { Db } from '#api/db/tx.ts';
import { deleteSubscription, linkSecret } from './sky.repository';

const SECRET_NAME = 'sky-unsubscribe';
/** The path the e-mail's List-Unsubscribe header names. */
export const UNSUBSCRIBE_PATH = '/api/sky/unsubscribe';

// One key per database (tests run several apps side by side, each with its own).
const keys = new WeakMap<Db, Promise<string>>();

function keyOf(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = linkSecret(db, SECRET_NAME, crypto.randomBytes(32).toString('base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: string, userId: number) =>
  crypto.createHmac('sha256', key).update(`sky-unsubscribe:${userId}`).digest('base64url');

export async function unsubscribeToken(db: Db, userId: number): Promise<string> {
  return `${userId}.${mac(await keyOf(db), userId)}`;
}

/** The customer a token was made for, or null when it was not made by us. */
export async function tokenUser(db: Db, token: string): Promise<number | null> {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(mac(await keyOf(db), userId));
  const given = Buffer.from(m[2]!);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}

/** Ends the morning e-mail of the token's customer; true when the token is ours (subscribed or not). */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const userId = await tokenUser(db, token);
  if (userId === null) return false;
  await deleteSubscription(db, userId);
  return true;
}
