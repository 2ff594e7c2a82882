import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_LOGS_COUNT_CAP, type AdminLogsResponse } from '@arcanes/contracts/admin';
import { boundedCountQuery } from '#api/lib/paging.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { logsMatching } from './admin-reports.repository';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

// Issue 37: the admin lists page by keyset (decision 0305) — every row reached exactly once, rows
// added between two pages neither repeated nor hiding older ones — and count without scanning.

let t: TestApp;
let headers: Record<string, string>;
let actorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(t.app.db, { role: 'admin' });
  actorId = admin.id;
  headers = (await sessionFor(t.app.db, admin.id)).headers;
});
afterAll(async () => t?.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('GET /api/admin/logs', () => {
  test('pages through every entry exactly once, also while new entries arrive, ties on the time included', async () => {
    // 75 entries of this actor, by groups of five sharing the very same instant.
    await sql`insert into audit_log (actor_id, action, target, at)
      select ${actorId}, 'paging.test', 'n:' || g, timestamptz '2026-06-01 12:00:00+00' + make_interval(secs => g / 5)
      from generate_series(1, 75) g`.execute(t.app.db);
    const expected = (
      await t.app.db.selectFrom('audit_log').select('id').where('actor_id', '=', actorId).execute()
    ).map((r) => Number(r.id));
    expect(expected).toHaveLength(75);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminLogsResponse = await get(
        `/api/admin/logs?actor=${actorId}&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.logs.map((l) => l.id));
      // Newest first within the page.
      const times = page.logs.map((l) => Date.parse(l.timestamp));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = page.next_cursor;
      pages++;
      // A newer entry arrives between two pages: it is not read, and pushes nothing out.
      await sql`insert into audit_log (actor_id, action, target) values (${actorId}, 'paging.test', 'new')`.execute(
        t.app.db,
      );
    } while (cursor);
    expect(pages).toBe(8);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });

  test('the total is counted up to the cap, and says when there are more', async () => {
    await sql`insert into audit_log (action, actor_label, target)
      select 'paging.bulk', 'bulk', 'n:' || g from generate_series(1, ${ADMIN_LOGS_COUNT_CAP + 5}) g`.execute(
      t.app.db,
    );
    const capped: AdminLogsResponse = await get('/api/admin/logs?action=paging.bulk&limit=5');
    expect(capped).toMatchObject({ total: ADMIN_LOGS_COUNT_CAP, total_capped: true });
    expect(capped.logs).toHaveLength(5);
    const exact: AdminLogsResponse = await get('/api/admin/logs?actor=bulk&action=paging.test');
    expect(exact).toMatchObject({ total: 0, total_capped: false, next_cursor: null });
    // The action names come from the index, each once, sorted.
    expect(capped.actions).toEqual(expect.arrayContaining(['paging.bulk', 'paging.test']));
    expect(new Set(capped.actions).size).toBe(capped.actions.length);
    expect(capped.actions).toEqual([...capped.actions].sort());
  });

  test('by action, the count reads the action index up to the cap, however many entries the action has', async () => {
    // Three times the cap under one action, among many other entries: the planner expects fewer
    // matches than the cap, and read into a bitmap the count would read them all (issue 37: 35 714 rows
    // for a count capped at 10 000).
    await sql`insert into audit_log (action, actor_label, target)
      select case when g % 40 = 0 then 'paging.many.' || (g % 3) else 'paging.other' end, 'bulk', 'n:' || g
      from generate_series(1, ${ADMIN_LOGS_COUNT_CAP * 120}) g`.execute(t.app.db);
    await sql`vacuum analyze audit_log`.execute(t.app.db);
    const { parts } = await logsMatching(t.app.db, { action: 'paging.many' });
    const rowsRead: number[] = [];
    type PlanNode = {
      'Node Type': string;
      'Actual Rows': number;
      'Rows Removed by Filter'?: number;
      Plans?: PlanNode[];
    };
    const walk = (node: PlanNode) => {
      if (/Scan/.test(node['Node Type']))
        rowsRead.push(node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0));
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const part of parts) {
      const plan = await sql<{ 'QUERY PLAN': unknown }>`explain (analyze, format json) ${boundedCountQuery(
        part,
        ADMIN_LOGS_COUNT_CAP,
      )}`.execute(t.app.db);
      const doc = plan.rows[0]!['QUERY PLAN'];
      walk((typeof doc === 'string' ? JSON.parse(doc) : doc)[0].Plan);
    }
    expect(rowsRead.length).toBeGreaterThan(0);
    expect(Math.max(...rowsRead)).toBeLessThanOrEqual(ADMIN_LOGS_COUNT_CAP + 1);
    const page: AdminLogsResponse = await get('/api/admin/logs?action=paging.many&limit=5');
    expect(page).toMatchObject({ total: ADMIN_LOGS_COUNT_CAP, total_capped: true });
  });

  test('a damaged cursor, or one of another list: 400 INVALID_CURSOR in the request’s language', async () => {
    const bad = await t.app.inject({ url: '/api/admin/logs?cursor=abc&lang=en', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CURSOR' });
    expect(bad.json().message).toMatch(/not valid/);
    const other = Buffer.from(JSON.stringify(['history', '2026-01-01T00:00:00.000000Z', '1'])).toString(
      'base64url',
    );
    const fr = await t.app.inject({ url: `/api/admin/logs?cursor=${other}`, headers });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toMatch(/n’est pas valable/);
  });
});
