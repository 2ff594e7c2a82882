import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { mailsTo, mailTo } from '#api/test/outbox.ts';
import { createUser } from './accounts.service';
import { exportFile, purgeExpiredExports } from './data-export.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Nébuleuse#42';

async function account(name: string) {
  const user = await createUser(t.app.db, {
    username: name,
    email: `${name}@exemple.fr`,
    password: PASSWORD,
    first_name: `Prénom-${name}`,
    last_name: `Nom-${name}`,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: name, password: PASSWORD },
  });
  return { user, headers: { authorization: `Bearer ${res.json().token}` } };
}

/** The download path the e-mail's button names (and the export's id in it). */
function linkOf(html: string): { path: string; id: string } {
  const m = /http:\/\/127\.0\.0\.1:3000(\/api\/user\/exports\/([0-9a-f-]{36})\?sig=[A-Za-z0-9_-]+)/.exec(
    html,
  );
  if (!m) throw new Error('no export link in the e-mail');
  return { path: m[1]!, id: m[2]! };
}

/** Counts the lines of a gzip JSON-lines file by type, reading it as a stream. */
async function linesByType(file: string) {
  const counts = new Map<string, number>();
  const first: Record<string, unknown> = {};
  const rl = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()) });
  for await (const line of rl) {
    const parsed = JSON.parse(line) as { type: string; row?: unknown };
    counts.set(parsed.type, (counts.get(parsed.type) ?? 0) + 1);
    first[parsed.type] ??= parsed.row ?? parsed;
  }
  return { counts, first };
}

describe('the GDPR export as a background job', () => {
  test('asked for, written by the job, e-mailed as a link for that account only, until it expires', async () => {
    const alice = await account('alice_exp');
    const bruno = await account('bruno_exp');
    const asked = await t.app.inject({ method: 'POST', url: '/api/user/export', headers: alice.headers });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toMatch(/par e-mail/);
    // Asked again while it is written: the same request, one e-mail.
    const again = await t.app.inject({ method: 'POST', url: '/api/user/export', headers: alice.headers });
    expect([again.json().id, asked.json().id]).toContain(asked.json().id);

    const mail = await mailTo(t.dataDir, 'alice_exp@exemple.fr', 'données');
    const link = linkOf(String(mail.html));
    expect(link.id).toBe(asked.json().id);

    const got = await t.app.inject({ method: 'GET', url: link.path, headers: alice.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/gzip');
    expect(got.headers['content-disposition']).toMatch(
      /^attachment; filename="arcanes-\d+-\d{4}-\d{2}-\d{2}\.jsonl\.gz"$/,
    );
    const lines = zlib
      .gunzipSync(got.rawPayload)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; row?: Record<string, unknown> });
    expect(lines[0]).toMatchObject({ type: 'export', format: 1, user_id: alice.user.id });
    expect(lines.find((l) => l.type === 'profile')?.row).toMatchObject({ username: 'alice_exp' });
    expect(lines.find((l) => l.type === 'profile')?.row?.password_hash).toBeUndefined();
    expect(lines.filter((l) => l.type === 'audit').map((l) => l.row?.action)).toEqual(
      expect.arrayContaining(['user.created', 'auth.login']),
    );
    expect(JSON.stringify(lines)).not.toContain('bruno_exp');

    // Another account's session, no session, a changed signature: refused, nothing given.
    const other = await t.app.inject({ method: 'GET', url: link.path, headers: bruno.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('EXPORT_LINK_INVALID');
    expect((await t.app.inject({ method: 'GET', url: link.path })).statusCode).toBe(401);
    const forged = link.path.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ method: 'GET', url: forged, headers: alice.headers })).statusCode).toBe(404);
    // Bruno's own link does not open Alice's export either.
    const brunoAsked = await t.app.inject({
      method: 'POST',
      url: '/api/user/export',
      headers: bruno.headers,
    });
    const brunoLink = linkOf(String((await mailTo(t.dataDir, 'bruno_exp@exemple.fr', 'données')).html));
    expect(brunoLink.id).toBe(brunoAsked.json().id);
    const swapped = `/api/user/exports/${link.id}?${brunoLink.path.split('?')[1]}`;
    expect((await t.app.inject({ method: 'GET', url: swapped, headers: bruno.headers })).statusCode).toBe(
      404,
    );

    // Expired: 410 in the reader's language, then the purge deletes the file.
    await t.app.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute();
    const expired = await t.app.inject({
      method: 'GET',
      url: link.path,
      headers: { ...alice.headers, 'accept-language': 'en' },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'EXPORT_LINK_EXPIRED',
      message: expect.stringMatching(/expired/),
    });
    expect(fs.existsSync(exportFile(t.dataDir, link.id))).toBe(true);
    expect(await purgeExpiredExports(t.app.db, t.dataDir)).toBe(1);
    expect(fs.existsSync(exportFile(t.dataDir, link.id))).toBe(false);
    expect(fs.existsSync(exportFile(t.dataDir, brunoLink.id))).toBe(true);
    const row = await t.app.db
      .selectFrom('data_exports')
      .select('status')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect((await t.app.inject({ method: 'GET', url: link.path, headers: alice.headers })).statusCode).toBe(
      410,
    );
  });

  test(
    'a large account is exported with bounded memory: the heap grows by a fraction of the file',
    { timeout: 180_000 },
    async () => {
      const heavy = await account('heavy_exp');
      // 6 000 readings of ~20 KB of text each: ~120 MB of JSON, which one in-memory document could not hold flat.
      const READINGS = 6_000;
      const TEXT = 20_000;
      await sql`insert into readings (user_id, domain, option, lang, inputs, ai_text, price_cents, status, idempotency_key, created_at)
      select ${heavy.user.id}::int4, 'tarot', 1, 'fr', jsonb_build_object('question', 'Question ' || g),
        repeat(md5(g::text), ${TEXT / 32}::int4), 699, 'answered', 'heavy-' || g, now() - make_interval(hours => g)
      from generate_series(1, ${READINGS}::int4) g`.execute(t.app.db);
      await sql`insert into audit_log (actor_id, actor_label, action, target, at)
      select ${heavy.user.id}::int4, 'heavy_exp', 'reading.viewed', 'reading:' || g, now() - make_interval(mins => g)
      from generate_series(1, 2000) g`.execute(t.app.db);

      // Sampled without forcing collections (a full collection per sample over PGlite's heap takes
      // the export past minutes): garbage not yet collected counts too, so the bound is loose: less than
      // the account's text alone, which one in-memory document holds whole (then its JSON again).
      const base = process.memoryUsage().heapUsed;
      let peak = base;
      let samples = 0;
      const sampler = setInterval(() => {
        samples += 1;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 5);
      try {
        const asked = await t.app.inject({ method: 'POST', url: '/api/user/export', headers: heavy.headers });
        expect(asked.statusCode).toBe(202);
        // The collections slow the process down: a longer wait than mailTo's.
        const mail = await eventually(
          async () =>
            (await mailsTo(t.dataDir, 'heavy_exp@exemple.fr')).find((m) => m.subject?.includes('données')),
          90_000,
        );
        expect(linkOf(String(mail.html)).id).toBe(asked.json().id);
      } finally {
        clearInterval(sampler);
      }
      const row = await t.app.db
        .selectFrom('data_exports')
        .select(['id', 'rows', 'bytes'])
        .where('user_id', '=', heavy.user.id)
        .executeTakeFirstOrThrow();
      const { counts } = await linesByType(exportFile(t.dataDir, row.id));
      expect(counts.get('readings')).toBe(READINGS);
      expect(counts.get('audit')).toBeGreaterThanOrEqual(2000);
      const uncompressed = READINGS * TEXT;
      const growth = peak - base;
      console.log(
        `export of ${READINGS} readings (${(uncompressed / 1e6).toFixed(0)} MB of text, ${(Number(row.bytes) / 1e6).toFixed(1)} MB gzip, ${row.rows} rows): heap growth ${(growth / 1e6).toFixed(1)} MB at most (${samples} samples)`,
      );
      expect(samples).toBeGreaterThan(10);
      // One batch (100 readings, ~2 MB) and its JSON copies at a time, plus the garbage not yet collected
      // (the heap is sampled without forcing a collection: 142 MB seen on PostgreSQL in CI). The whole
      // document in memory would hold the texts as strings (2 bytes a character: 240 MB) and its JSON
      // copy on top, well above this bound.
      expect(growth).toBeLessThan(2 * uncompressed);
    },
  );
});
