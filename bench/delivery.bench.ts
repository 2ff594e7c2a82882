// Job delivery latency through the built server in its own process (production settings, PGlite or
// DATABASE_URL), driven over HTTP only: one PDF report ordered alone, 20 ordered at once (order → e-mail
// sent, from the client's clock before the order to the server's sent_at), and the receipts of 2 000
// demo top-ups (time from the last top-up's answer until the last receipt is in the outbox).
import fs from 'node:fs';
import path from 'node:path';
import { fmt, median, registeredCustomer, startBuiltServer } from './lib';

const TOP_UPS = Number(process.env.BENCH_TOP_UPS ?? 2000);
const server = await startBuiltServer();
const api = async (method: string, url: string, token: string | null, body?: unknown) => {
  const res = await fetch(`${server.url}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 303 ? null : ((await res.json()) as Record<string, unknown>);
};

async function register(): Promise<string> {
  const { token } = await registeredCustomer(server.url);
  await api('POST', '/api/consent', token, { analytics: false, marketing: false, ia: true });
  // What a reading sends to the interpreter is accepted with the first order (decision 0143).
  await api('POST', '/api/consent/reading-data', token, { accept: true });
  return token;
}

async function topUp(token: string): Promise<void> {
  const checkout = await api('POST', '/api/payments/checkout', token, {
    option: 2,
    domain: 'numerologie',
    method: 'card',
    immediate_execution: true,
    withdrawal_waiver: true,
  });
  await api('POST', `/api/payments/demo/${checkout!.payment_id as string}/succeed`, token, {});
}

const outbox = path.join(server.dataDir, 'outbox');
const receipts = () =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes('receipt-')) : [];
async function until<T>(check: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error('not done in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Orders `count` reports at once; seconds from each order to its e-mail. */
async function orderReports(token: string, count: number): Promise<number[]> {
  const orders = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const started = Date.now();
      const res = await api('POST', '/api/openai/numerology/option2', token, {
        dateOfBirth: `19${70 + (i % 30)}-02-11`,
        fullName: 'Camille Martin',
        currentDate: '2026-11-24',
      });
      return { id: res!.reading_id as string, started };
    }),
  );
  return until(async () => {
    const rows = await Promise.all(orders.map((o) => api('GET', `/api/user/readings/${o.id}`, token)));
    if (rows.some((r) => r!.status !== 'sent' && r!.status !== 'refunded')) return null;
    if (rows.some((r) => r!.status === 'refunded')) throw new Error('a report was refunded');
    return rows.map((r, i) => (Date.parse(r!.sent_at as string) - orders[i]!.started) / 1000);
  }, 600_000);
}

function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!;
}

try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (built server, production)`);
  const token = await register();
  for (let i = 0; i < 21; i++) await topUp(token);
  await until(() => (receipts().length >= 21 ? true : null), 300_000);

  const alone = await orderReports(token, 1);
  console.log(`one report alone, order → e-mail: ${fmt(alone[0]!, 2)} s  (goal ≤ 1.5 s)`);
  const burst = await orderReports(token, 20);
  console.log(
    `20 reports at once, order → e-mail: median ${fmt(median(burst), 2)} s, p95 ${fmt(p95(burst), 2)} s  (goal p95 ≤ 12 s)`,
  );

  const before = receipts().length;
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < TOP_UPS) {
        next += 1;
        await topUp(token);
      }
    }),
  );
  const burstEnd = Date.now();
  const queuedAtEnd = before + TOP_UPS - receipts().length;
  await until(() => (receipts().length >= before + TOP_UPS ? true : null), 900_000);
  const drained = (Date.now() - burstEnd) / 1000;
  console.log(
    `${TOP_UPS} top-ups in ${fmt((burstEnd - started) / 1000, 1)} s; receipts still queued then: ${queuedAtEnd}; drained ${fmt(drained, 1)} s after the last top-up  (goal ≤ 60 s)`,
  );
} finally {
  await server.stop();
}
