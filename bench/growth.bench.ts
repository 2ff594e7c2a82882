// Growth (issue 37): does a page cost the same on a database of a few years as on an empty one?
// Needs PostgreSQL (DATABASE_URL: any database of the server; two fresh ones are created beside it
// and dropped at the end). Fills one through the product's schema (its migrations, then bulk SQL)
// to GROWTH_SCALE × (200 000 users, 1 000 000 readings whose JSON is copied from readings the app
// itself produced, 2 000 000 ledger entries, 300 000 payments, 285 000 invoices, 202 000 AI calls,
// 5 000 000 audit rows), plus one customer with 2 000 readings whatever the scale; the other stays
// empty but for the same customer's account and the administrator. Then it times every customer
// and admin endpoint over HTTP against the built server (npm run build first) in production
// settings, with logged-in sessions, on both, and prints p50 empty, p50 big and big ÷ empty; the
// EXPLAIN (ANALYZE, BUFFERS) of the slowest endpoints' main queries are written to
// bench/plans/growth-<date>.txt (the data: growth-data.ts). GROWTH_SCALE: 1 is the full size (tens of minutes to fill);
// the default 0.05 fills in a few minutes and already shows what grows.
// Goal: no endpoint above 100 ms p50 on the big database, none growing more than 3×, but the export.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  fillGrowthDatabase,
  growthSizes,
  onServer,
  prepareGrowthDatabase,
  type Fixture,
} from './growth-data';
import { fmt, median, startBuiltServer } from './lib';

const base = process.env.DATABASE_URL;
if (!base) {
  console.log(
    'growth bench skipped: it needs PostgreSQL — set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(0);
}
const SCALE = Number(process.env.GROWTH_SCALE ?? '0.05');
const SIZES = growthSizes(SCALE);
const ROUNDS = Number(process.env.GROWTH_ROUNDS ?? '15');
const here = path.dirname(fileURLToPath(import.meta.url));

const ENDPOINTS: { name: string; path: string; as: 'customer' | 'admin' }[] = [
  { name: 'customer wallet', path: '/api/user/wallet', as: 'customer' },
  { name: 'customer profile', path: '/api/user/profile', as: 'customer' },
  { name: 'customer history', path: '/api/user/history', as: 'customer' },
  { name: 'customer prompts', path: '/api/user/prompts', as: 'customer' },
  { name: 'customer payments', path: '/api/user/payments', as: 'customer' },
  { name: 'customer ledger', path: '/api/user/ledger', as: 'customer' },
  { name: 'customer invoices', path: '/api/user/invoices', as: 'customer' },
  { name: 'customer withdrawals', path: '/api/user/withdrawals', as: 'customer' },
  { name: 'admin summary', path: '/api/admin/summary', as: 'admin' },
  { name: 'admin logs', path: '/api/admin/logs', as: 'admin' },
  { name: 'admin logs by user', path: '/api/admin/logs?actor=growth_customer', as: 'admin' },
  { name: 'admin logs by action', path: '/api/admin/logs?action=admin', as: 'admin' },
  { name: 'admin payments', path: '/api/admin/payments', as: 'admin' },
  { name: 'admin payments refunded', path: '/api/admin/payments?status=refunded', as: 'admin' },
  { name: 'admin users', path: '/api/admin/users', as: 'admin' },
  { name: 'admin users search', path: '/api/admin/users?q=dubois', as: 'admin' },
  { name: 'admin users by name', path: '/api/admin/users?sort=last_name&order=asc', as: 'admin' },
  { name: 'admin users by wallet', path: '/api/admin/users?sort=wallet', as: 'admin' },
  { name: 'admin AI calls', path: '/api/admin/ai-calls', as: 'admin' },
  { name: 'admin subscriptions', path: '/api/admin/subscriptions', as: 'admin' },
  { name: 'admin reviews', path: '/api/admin/reviews', as: 'admin' },
];

/** The main query behind an endpoint, for its plan (the slowest ones are explained). */
const PLANS: Record<string, string> = {
  'admin summary': `select domain, option, sum(sold) from reading_day_totals group by 1, 2`,
  'admin logs': `select a.*, coalesce(u.username, a.actor_label) from audit_log a left join users u on u.id = a.actor_id order by a.at desc, a.id desc limit 21`,
  'admin logs by user': `select * from audit_log a where a.actor_id = (select id from users where username = 'growth_customer') order by a.at desc, a.id desc limit 21`,
  // The bounded count is the part of this page that grows (its page walks the date index).
  'admin logs by action': `select count(*) from (select 1 from audit_log a where (a.action collate "C") >= 'admin.' collate "C" and (a.action collate "C") < 'admin/' collate "C" limit 1001) m`,
  'admin payments': `select * from payments order by created_at desc, id desc limit 20`,
  'admin users': `select * from users where deleted_at is null order by created_at desc, id desc limit 20`,
  'admin users search': `select * from users where deleted_at is null and (lower(username) || ' ' || lower(email) || ' ' || lower(first_name) || ' ' || lower(last_name)) like '%dubois%' order by created_at desc limit 20`,
  'admin users by wallet': `select * from users where deleted_at is null order by balance_cents desc, id desc limit 21`,
  'admin AI calls': `select id, created_at from ai_calls order by created_at desc, id desc limit 21`,
  'customer withdrawals': `select * from ledger_entries where payment_id in (select id from payments where user_id = (select id from users where username = 'growth_customer'))`,
  'customer history': `select id, created_at from readings where user_id = (select id from users where username = 'growth_customer') order by created_at desc, id desc limit 21`,
};

/**
 * Both servers run at once and each round asks the empty one then the big one (A B A B …): the
 * machine's other load moves both alike, and their ratio holds.
 */
async function time(fxs: [Fixture, Fixture]): Promise<[Map<string, number>, Map<string, number>]> {
  const servers = await Promise.all(fxs.map((fx) => startBuiltServer({ DATABASE_URL: fx.url })));
  const out: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  try {
    for (const e of ENDPOINTS) {
      const once = async (i: 0 | 1) => {
        const fx = fxs[i];
        const headers = { authorization: `Bearer ${e.as === 'admin' ? fx.adminToken : fx.customerToken}` };
        const t0 = performance.now();
        const res = await fetch(`${servers[i]!.url}${e.path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${e.path}: ${res.status}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 5; i++) {
        await once(0);
        await once(1);
      }
      const ms: [number[], number[]] = [[], []];
      for (let i = 0; i < ROUNDS; i++) {
        ms[0].push(await once(0));
        ms[1].push(await once(1));
      }
      out[0].set(e.name, median(ms[0]));
      out[1].set(e.name, median(ms[1]));
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return out;
}

const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
// Named after DATABASE_URL's database, so that each engineer's runs stay under their own prefix.
const prefix = new URL(base).pathname.slice(1) || 'arcanes';
const small = `${prefix}_growth_empty_${process.pid}`;
const big = `${prefix}_growth_big_${process.pid}`;
console.log(`growth bench: scale ${SCALE} (${JSON.stringify(SIZES)})`);
try {
  const emptyFx = await prepareGrowthDatabase(base, small);
  const bigFx = await prepareGrowthDatabase(base, big);
  console.log('filling the big database:');
  await fillGrowthDatabase(bigFx.url, SIZES);
  const [emptyMs, bigMs] = await time([emptyFx, bigFx]);
  console.log('\n| endpoint | p50 empty (ms) | p50 big (ms) | big ÷ empty |');
  console.log('| --- | ---: | ---: | ---: |');
  let over = 0;
  for (const e of ENDPOINTS) {
    const a = emptyMs.get(e.name)!;
    const b = bigMs.get(e.name)!;
    const flag = b > 100 || b / a > 3 ? ' ⚠' : '';
    if (flag) over++;
    console.log(`| ${e.name} | ${fmt(a)} | ${fmt(b)} | ${fmt(b / a, 2)}${flag} |`);
  }
  console.log(
    `\n${over} endpoint(s) above 100 ms p50 on the big database or growing more than 3× (goal: 0).`,
  );
  // The plans of the slowest endpoints' main queries, on the big database.
  const slowest = [...bigMs.entries()]
    .sort((x, y) => y[1] - x[1])
    .filter(([name]) => PLANS[name])
    .slice(0, 6);
  const c = new pg.Client({ connectionString: bigFx.url });
  c.on('error', () => {}); // the database is dropped at the end, whatever happened
  await c.connect();
  const lines: string[] = [`growth bench ${stamp}, scale ${SCALE}, ${JSON.stringify(SIZES)}`];
  for (const [name, ms] of slowest) {
    lines.push('', `== ${name}: p50 ${fmt(ms)} ms over HTTP`, PLANS[name]!);
    try {
      const plan = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${PLANS[name]}`);
      lines.push(...plan.rows.map((r) => r['QUERY PLAN']));
    } catch (error) {
      // A schema of before (a table this query reads does not exist yet): said, not fatal.
      lines.push(`(no plan: ${(error as Error).message})`);
    }
  }
  await c.end();
  fs.mkdirSync(path.join(here, 'plans'), { recursive: true });
  const file = path.join(here, 'plans', `growth-${stamp}.txt`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`plans: ${path.relative(process.cwd(), file)}`);
} finally {
  if (!process.env.GROWTH_KEEP) {
    await onServer(base, `drop database if exists ${small} with (force)`);
    await onServer(base, `drop database if exists ${big} with (force)`);
  }
}
