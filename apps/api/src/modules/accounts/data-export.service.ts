/**
 * The GDPR export as a background job (issue 37, decision 0355). Asking for it records a request and
 * queues the job; the job walks the account's tables in small batches and writes them as JSON lines
 * through gzip to a file under DATA_DIR/exports, so its memory stays the size of one batch whatever
 * the account's size; then it e-mails a link, signed for that export and its owner, valid
 * EXPORT_LINK_DAYS (the expiry is kept on the request's row). The link works only in a session of the account it was made for; after
 * its expiry it answers 410 and the purge removes the file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Db } from '#api/db/tx.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { JobAddress, Queue } from '#api/jobs/job.ts';
import type { Lang } from '#api/lib/lang.ts';
import { consentsOf } from '#api/modules/consent/consent.service.ts';
import { reviewsForExport } from '#api/modules/reviews/reviews.service.ts';
import { findUserById } from './accounts.repository';
import {
  auditBatch,
  contactBatch,
  EXPORT_SOURCES,
  expiredExports,
  exportBatch,
  exportLinkSecret,
  findExport,
  insertExport,
  markExportExpired,
  markExportReady,
  pdfBatch,
  pendingExportOf,
} from './data-export.repository';

/** How long the e-mailed link stays valid. */
export const EXPORT_LINK_DAYS = 3;
/** Rows read at once: a reading with its texts is a few tens of KB, so a batch stays a few MB. */
export const EXPORT_BATCH = 100;
const DAY_MS = 86_400_000;

/** JSON-safe copy: dates as ISO strings, 64-bit integers as numbers, binary left out. */
export function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** Details of another person's action, without the name they typed (a failed login's "username"). */
function othersDetails(details: unknown): unknown {
  const parsed = typeof details === 'string' ? (JSON.parse(details) as unknown) : details;
  if (!parsed || typeof parsed !== 'object') return parsed;
  const { username: _typed, ...rest } = parsed as Record<string, unknown>;
  return rest;
}

function withoutKeys<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!k.startsWith('__')) out[k] = v;
  return out;
}

const PROFILE_COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'sexe',
  'birth_date',
  'birth_time',
  'birth_place_id',
  'birth_place_label',
  'birth_lat',
  'birth_lon',
  'birth_zone',
  'role',
  'balance_cents',
  'terms_accepted_at',
  'adult_confirmed_at',
  'created_at',
  'updated_at',
  'last_login_at',
  'login_count',
  'last_ip',
  'last_seen_at',
  'email_verified_at',
  'prior_email',
] as const;

/**
 * Everything stored about the person, and only about them (GDPR Art. 15 and 20), as lines handed to
 * `write` one at a time: `{"type":"export",…}` first, then one `{"type": <table>, "row": {…}}` per
 * row. `write` is awaited, so a slow disk holds the reading back. Returns the number of rows.
 */
export async function writeUserExport(
  db: Db,
  userId: number,
  write: (line: string) => Promise<void>,
  batch = EXPORT_BATCH,
): Promise<number> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at) throw new AppError('UNAUTHENTICATED');
  let rows = 0;
  const emit = (type: string, row: unknown) => {
    rows += 1;
    return write(`${JSON.stringify({ type, row: plain(row) })}\n`);
  };
  await write(
    `${JSON.stringify({ type: 'export', format: 1, user_id: userId, generated_at: new Date().toISOString() })}\n`,
  );
  const profile: Record<string, unknown> = {};
  for (const c of PROFILE_COLUMNS) profile[c] = (user as Record<string, unknown>)[c];
  await emit('profile', profile);
  for (const consent of await consentsOf(db, userId)) await emit('consents', consent);

  for (const source of EXPORT_SOURCES) {
    let after: string | null = null;
    for (;;) {
      const page = await exportBatch(db, source, userId, after, batch);
      for (const row of page) await emit(source.name, withoutKeys(row));
      if (page.length < batch) break;
      after = page[page.length - 1]!.__key;
    }
  }
  for (let after: string | null = null; ;) {
    const page = await pdfBatch(db, userId, after, batch);
    for (const row of page) await emit('reading_pdfs', withoutKeys(row));
    if (page.length < batch) break;
    after = page[page.length - 1]!.__key;
  }
  for (const review of await reviewsForExport(db, userId)) await emit('reviews', review);
  // What others did to the account stays listed, but not who they were or where from: an
  // administrator's name and address, or a stranger's failed login, are their personal data.
  for (const walk of ['actor', 'target'] as const) {
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const page = await auditBatch(db, userId, walk, after, batch);
      for (const entry of page) {
        const row = withoutKeys(entry);
        await emit(
          'audit',
          walk === 'actor'
            ? row
            : { ...row, actor_id: null, actor_label: null, ip: null, details: othersDetails(row.details) },
        );
      }
      if (page.length < batch) break;
      const last = page[page.length - 1]!;
      after = { at: last.__at, id: last.__id };
    }
  }
  // Anyone can type any address in the contact form: its messages are the account's only once the
  // owner has proved the address is theirs (issue 16).
  if (user.email_verified_at)
    for (let after: string | null = null; ;) {
      const page = await contactBatch(db, user.email, after, batch);
      for (const row of page) await emit('contact_messages', withoutKeys(row));
      if (page.length < batch) break;
      after = page[page.length - 1]!.__key;
    }
  return rows;
}

/**
 * Asks for an export: records it and queues its job in one transaction. While one is waiting to be
 * written, asking again answers the same request (one file, one e-mail).
 */
export async function requestExport(
  db: Db,
  queue: Queue,
  job: JobAddress,
  userId: number,
  lang: Lang,
): Promise<{ id: string; requested_at: Date }> {
  return inTransaction(db, async (trx) => {
    const pending = await pendingExportOf(trx, userId);
    if (pending) return pending;
    const created = await insertExport(trx, userId, lang);
    await queue.send(job, { exportId: created.id }, { trx });
    return created;
  });
}

export function exportFile(dataDir: string, id: string): string {
  return path.join(dataDir, 'exports', `${id}.jsonl.gz`);
}

// One key per database (tests run several apps side by side, each with its own).
const keys = new WeakMap<Db, Promise<string>>();
function keyOf(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = exportLinkSecret(db, crypto.randomBytes(32).toString('base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

// The expiry is the row's (the server's word), not the link's: a link cannot be made to live longer.
const mac = (key: string, id: string, userId: number) =>
  crypto.createHmac('sha256', key).update(`data-export:${id}:${userId}`).digest('base64url');

/** The download path of an export, signed for its id and its owner. */
export async function exportLink(db: Db, id: string, userId: number): Promise<string> {
  return `/api/user/exports/${id}?sig=${mac(await keyOf(db), id, userId)}`;
}

/**
 * Writes export `id` to its file and returns what its e-mail needs; null when there is nothing to
 * send (the request is unknown, or the account was erased meanwhile). Run twice (a retry after the
 * e-mail failed), an export already written is not written again.
 */
export async function buildExport(db: Db, dataDir: string, id: string, now = new Date()) {
  const request = await findExport(db, id);
  if (!request) return null;
  const user = await findUserById(db, request.user_id);
  if (!user || user.deleted_at || request.status === 'expired') {
    if (request.status !== 'expired') await markExportExpired(db, id);
    return null;
  }
  let expiresAt = request.expires_at ? new Date(request.expires_at) : null;
  if (request.status !== 'ready' || !expiresAt) {
    const file = exportFile(dataDir, id);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const gzip = zlib.createGzip();
    const done = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
    let failed: unknown = null;
    done.catch((e: unknown) => (failed = e));
    const write = async (line: string) => {
      if (failed) throw failed;
      if (!gzip.write(line)) await new Promise<void>((resolve) => gzip.once('drain', resolve));
    };
    let rows: number;
    try {
      rows = await writeUserExport(db, user.id, write);
      gzip.end();
      await done;
    } catch (e) {
      gzip.destroy();
      await fs.promises.rm(partial, { force: true });
      throw e;
    }
    await fs.promises.rename(partial, file);
    const { size } = await fs.promises.stat(file);
    expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
    await markExportReady(db, id, { bytes: size, rows, expiresAt });
  }
  return {
    to: user.email,
    name: user.first_name || user.username,
    lang: request.lang,
    expiresAt,
    link: await exportLink(db, id, user.id),
  };
}

/**
 * The file of export `id` for the signed-in `userId`: 404 unless the signature was made for this
 * export and this person (another account's session gets 404 too), 410 once expired.
 */
export async function exportDownload(
  db: Db,
  dataDir: string,
  id: string,
  sig: string,
  userId: number,
  now = new Date(),
) {
  const request = await findExport(db, id);
  if (!request || request.user_id !== userId || request.status === 'pending' || !request.expires_at)
    throw new AppError('EXPORT_LINK_INVALID');
  const expiresAt = new Date(request.expires_at);
  const expected = Buffer.from(mac(await keyOf(db), id, userId));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw new AppError('EXPORT_LINK_INVALID');
  if (request.status === 'expired' || expiresAt.getTime() <= now.getTime())
    throw new AppError('EXPORT_LINK_EXPIRED');
  const file = exportFile(dataDir, id);
  try {
    await fs.promises.access(file);
  } catch {
    throw new AppError('EXPORT_LINK_EXPIRED');
  }
  return {
    file,
    bytes: Number(request.bytes ?? 0),
    day: new Date(request.ready_at ?? now).toISOString().slice(0, 10),
  };
}

/** Removes the files of exports whose link expired, and says so on their rows. Returns how many. */
export async function purgeExpiredExports(db: Db, dataDir: string, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const expired = await expiredExports(db, now, 100);
    for (const { id } of expired) {
      await fs.promises.rm(exportFile(dataDir, id), { force: true });
      await markExportExpired(db, id);
      purged += 1;
    }
    if (expired.length < 100) return purged;
  }
}
