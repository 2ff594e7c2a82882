// What customers meet, on PostgreSQL in production settings (issue 37), measured in one run on one
// database filled as the growth bench fills it (growth-data.ts, GROWTH_SCALE, default 0.05), beside the
// in-process measures that exist:
// 1. A single question (astrology, numerology, tarot after its draw), one at a time, over HTTP to the
//    built server started as production starts it (NODE_ENV=production, the rate limits on, so their
//    counters in the database — the production store —, the default session settings), against the
//    same request through `app.inject` in this process without the rate limits (readings.bench.ts's
//    measure), rounds alternating A B A B: p50/p95 of each, their ratio and the load average.
//    The requests come from 20 customers, each from its own loopback address (127.0.0.x), so that
//    every request pays the rate-limit statements without any customer nearing a limit.
// 2. The wallet read (GET /api/user/wallet) by many customers: 20 000 accounts, 50 000 sessions, each
//    request from a session drawn at random among them — most are not in the server's 30 s session
//    cache, as in life —, against one customer's one session read again and again (a cache hit, the
//    measure of http.bench.ts), 8 requests in flight, rounds alternating: p50/p95, requests per second
//    and their ratios.
// Needs DATABASE_URL (a database of the server; one is created beside it, named after it, and
// dropped at the end unless PRODUCTION_KEEP is set) and the built server (npm run build first).
// The api's ambient declarations for three untyped packages; bench's tsconfig does not include apps/api.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/svg-to-pdfkit.d.ts" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/fontkit.d.ts" />
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../apps/api/src/db/schema';
import { hashToken } from '../apps/api/src/modules/accounts/sessions.service';
import { fillGrowthDatabase, growthSizes, onServer, prepareGrowthDatabase } from './growth-data';
import { benchSession, benchUser, inProcessApp, questionPayload, readyToOrder } from './in-process';
import { fmt, median, startBuiltServer } from './lib';

const base = process.env.DATABASE_URL;
if (!base) {
  console.log(
    'production bench skipped: it needs PostgreSQL — set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(0);
}
const SCALE = Number(process.env.GROWTH_SCALE ?? '0.05');
const SIZES = growthSizes(SCALE);
const QUESTION_CUSTOMERS = 20;
const QUESTION_ROUNDS = Number(process.env.PRODUCTION_ROUNDS ?? '8');
const PER_ROUND = 8; // requests per domain, per way, per round
const WALLET_USERS = 20_000;
const WALLET_SESSIONS = 50_000;
const WALLET_ROUNDS = 3;
const WALLET_SECONDS = 3;
const IN_FLIGHT = 8;

type Domain = 'astrology' | 'numerology' | 'tarot';
const DOMAINS: Domain[] = ['astrology', 'numerology', 'tarot'];
const questions = [
  'Vais-je trouver ma voie ?',
  'Dois-je changer de travail ?',
  'Que me réserve ce mois ?',
  'Comment apaiser cette relation ?',
];

function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] ?? Number.NaN;
}
const load = () =>
  os
    .loadavg()
    .map((x) => fmt(x, 2))
    .join(' ');

interface Customer {
  token: string;
  agent: http.Agent;
}

/** One JSON request over HTTP through `agent` (its loopback address); status and parsed body. */
function httpJson(
  url: string,
  agent: http.Agent,
  method: 'GET' | 'POST',
  token: string,
  body?: object,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          } catch {
            resolve({ status: res.statusCode ?? 0, json: text });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** Customers able to order a reading: consent, reading-data acceptance, a funded wallet, a session. */
async function questionCustomers(db: Kysely<Database>, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await benchUser(db, `production_q${i}`);
    await readyToOrder(db, user.id, 50_000_000);
    tokens.push(await benchSession(db, user.id, 'production-bench'));
  }
  return tokens;
}

/** WALLET_USERS accounts and WALLET_SESSIONS sessions among them (two or three each); their tokens. */
async function walletPopulation(db: Kysely<Database>): Promise<string[]> {
  const first = await sql<{ id: number }>`
    insert into users (username, email, first_name, last_name, password_hash, sexe, balance_cents)
    select 'wallet_' || g, 'wallet_' || g || '@bench.test', 'Léa', 'Durand', 'x', 'femme', (g % 97) * 100
    from generate_series(1, ${WALLET_USERS}) g
    returning id`.execute(db);
  const ids = first.rows.map((r) => r.id);
  const tokens: string[] = [];
  for (let from = 0; from < WALLET_SESSIONS; from += 10_000) {
    const hashes: string[] = [];
    const users: number[] = [];
    for (let i = from; i < Math.min(WALLET_SESSIONS, from + 10_000); i++) {
      const token = crypto.randomBytes(32).toString('base64url');
      tokens.push(token);
      hashes.push(hashToken(token));
      users.push(ids[i % ids.length]!);
    }
    await sql`
      insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
      select h, u, now() + interval '30 days', '127.0.0.1', 'production-bench'
      from unnest(${hashes}::text[], ${users}::int[]) as t(h, u)`.execute(db);
  }
  return tokens;
}

const stamp = new Date().toISOString();
const prefix = new URL(base).pathname.slice(1) || 'arcanes';
const dbName = `${prefix}_production_${process.pid}`;
console.log(`production bench ${stamp}: growth data at scale ${SCALE} (${JSON.stringify(SIZES)})`);
try {
  const fx = await prepareGrowthDatabase(base, dbName);
  console.log('filling:');
  await fillGrowthDatabase(fx.url, SIZES);
  const { app, close } = await inProcessApp('bench-production', { DATABASE_URL: fx.url });
  // The production server: production settings, the rate limits on (lib's default turns them off).
  const server = await startBuiltServer({ DATABASE_URL: fx.url, RATE_LIMITS: 'true' });
  try {
    const db = app.db;
    const t0 = performance.now();
    const qTokens = await questionCustomers(db, QUESTION_CUSTOMERS);
    const walletTokens = await walletPopulation(db);
    await sql`vacuum analyze users`.execute(db);
    await sql`vacuum analyze sessions`.execute(db);
    console.log(
      `  ${QUESTION_CUSTOMERS} question customers, ${WALLET_USERS} wallet accounts, ${WALLET_SESSIONS} sessions: ${fmt((performance.now() - t0) / 1000)} s`,
    );
    const customers: Customer[] = qTokens.map((token, i) => ({
      token,
      agent: new http.Agent({ keepAlive: true, localAddress: `127.0.0.${2 + i}` }),
    }));

    // ---- 1. The single question: in process (inject, no rate limit) against HTTP (production).
    let n = 0;
    const ask = async (domain: Domain, way: 'inject' | 'http', c: Customer): Promise<number> => {
      n += 1;
      let drawId: string | undefined;
      if (domain === 'tarot') {
        const draw =
          way === 'inject'
            ? (
                await app.inject({
                  method: 'POST',
                  url: '/api/tarot/draw',
                  headers: { authorization: `Bearer ${c.token}` },
                  payload: { option: 1, count: 3 },
                })
              ).json()
            : (
                await httpJson(`${server.url}/api/tarot/draw`, c.agent, 'POST', c.token, {
                  option: 1,
                  count: 3,
                })
              ).json;
        drawId = (draw as { draw_id: string }).draw_id;
      }
      const question = `${questions[n % questions.length]} (${n})`;
      const { url, payload } = questionPayload(domain, question, n, drawId);
      const started = performance.now();
      let status: number;
      let body: unknown;
      if (way === 'inject') {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${c.token}` },
          payload,
        });
        status = res.statusCode;
        body = res.body;
      } else {
        const res = await httpJson(`${server.url}${url}`, c.agent, 'POST', c.token, payload);
        status = res.status;
        body = res.json;
      }
      const ms = performance.now() - started;
      if (status !== 200) throw new Error(`${way} ${url}: ${status} ${JSON.stringify(body)}`);
      return ms;
    };
    const times: Record<'inject' | 'http', Record<Domain, number[]>> = {
      inject: { astrology: [], numerology: [], tarot: [] },
      http: { astrology: [], numerology: [], tarot: [] },
    };
    // Warm-up: both ways compile their paths first (not recorded).
    for (const domain of DOMAINS)
      for (let i = 0; i < 6; i++) {
        await ask(domain, 'inject', customers[i % customers.length]!);
        await ask(domain, 'http', customers[(i + 7) % customers.length]!);
      }
    const loadBefore = load();
    let next = 0;
    for (let round = 0; round < QUESTION_ROUNDS; round++)
      for (const way of ['inject', 'http'] as const)
        for (const domain of DOMAINS)
          for (let i = 0; i < PER_ROUND; i++)
            times[way][domain].push(await ask(domain, way, customers[next++ % customers.length]!));
    const loadAfter = load();
    console.log(
      `\nsingle question, one at a time, ${QUESTION_ROUNDS * PER_ROUND} per domain and way (load average before ${loadBefore}, after ${loadAfter}):`,
    );
    console.log(
      '| domain | in process p50 (ms) | p95 | HTTP production p50 (ms) | p95 | ratio p50 | ratio p95 |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    const all = { inject: [] as number[], http: [] as number[] };
    for (const domain of DOMAINS) {
      const a = times.inject[domain];
      const b = times.http[domain];
      all.inject.push(...a);
      all.http.push(...b);
      console.log(
        `| ${domain} | ${fmt(median(a))} | ${fmt(p95(a))} | ${fmt(median(b))} | ${fmt(p95(b))} | ${fmt(median(b) / median(a), 2)} | ${fmt(p95(b) / p95(a), 2)} |`,
      );
    }
    console.log(
      `| the three | ${fmt(median(all.inject))} | ${fmt(p95(all.inject))} | ${fmt(median(all.http))} | ${fmt(p95(all.http))} | ${fmt(median(all.http) / median(all.inject), 2)} | ${fmt(p95(all.http) / p95(all.inject), 2)} |`,
    );

    // ---- 2. The wallet read: one session again and again, against sessions drawn among 50 000.
    const seen = new Map<string, number>();
    let misses = 0;
    let reads = 0;
    const walletRound = async (pick: () => string) => {
      const ms: number[] = [];
      const until = performance.now() + WALLET_SECONDS * 1000;
      const started = performance.now();
      const worker = async () => {
        while (performance.now() < until) {
          const token = pick();
          const t = performance.now();
          const res = await fetch(`${server.url}/api/user/wallet`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`/api/user/wallet: ${res.status}`);
          ms.push(performance.now() - t);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      return { ms, rate: ms.length / ((performance.now() - started) / 1000) };
    };
    const one = customers[0]!.token;
    const spread = () => {
      const token = walletTokens[crypto.randomInt(walletTokens.length)]!;
      const now = performance.now();
      const last = seen.get(token);
      // The server keeps a resolved session 30 s: a first use, or one older than that, is a miss.
      if (last === undefined || now - last > 30_000) misses += 1;
      reads += 1;
      seen.set(token, now);
      return token;
    };
    await walletRound(() => one); // warm-up
    const wallet = {
      one: [] as number[],
      many: [] as number[],
      oneRate: [] as number[],
      manyRate: [] as number[],
    };
    const walletLoadBefore = load();
    for (let round = 0; round < WALLET_ROUNDS; round++) {
      const a = await walletRound(() => one);
      wallet.one.push(...a.ms);
      wallet.oneRate.push(a.rate);
      const b = await walletRound(spread);
      wallet.many.push(...b.ms);
      wallet.manyRate.push(b.rate);
    }
    console.log(
      `\nwallet read, ${IN_FLIGHT} in flight, ${WALLET_ROUNDS} rounds of ${WALLET_SECONDS} s each way (load average before ${walletLoadBefore}, after ${load()}):`,
    );
    console.log('| sessions | p50 (ms) | p95 (ms) | req/s | cache misses |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(
      `| one customer, one session (cache hit) | ${fmt(median(wallet.one))} | ${fmt(p95(wallet.one))} | ${fmt(median(wallet.oneRate), 0)} | 0 % |`,
    );
    console.log(
      `| ${WALLET_SESSIONS} sessions of ${WALLET_USERS} customers, at random | ${fmt(median(wallet.many))} | ${fmt(p95(wallet.many))} | ${fmt(median(wallet.manyRate), 0)} | ${fmt((100 * misses) / reads, 0)} % |`,
    );
    console.log(
      `ratio many ÷ one: p50 ${fmt(median(wallet.many) / median(wallet.one), 2)}, p95 ${fmt(p95(wallet.many) / p95(wallet.one), 2)}, req/s ${fmt(median(wallet.manyRate) / median(wallet.oneRate), 2)}`,
    );
    for (const c of customers) c.agent.destroy();
  } finally {
    await server.stop();
    await close();
  }
} finally {
  if (!process.env.PRODUCTION_KEEP) await onServer(base, `drop database if exists ${dbName} with (force)`);
}
