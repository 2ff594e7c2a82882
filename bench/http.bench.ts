// Requests per second of the built server against a bare Fastify "hello" on the same machine, in one
// run: GET /healthz, and an authenticated read (GET /api/user/wallet with a session) once it exists —
// one session, then many customers' sessions in turn (each first read of a session goes to the
// database; the per-process session cache keeps it 30 s), then each of those sessions once (all misses).
// Each server runs in its own process, the load generator in this one. DATABASE_URL: PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fmt, freePort, median, registeredCustomer, startBuiltServer, waitFor } from './lib';

const here = path.dirname(fileURLToPath(import.meta.url));

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: 3, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

const barePort = await freePort();
const bare = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-hello.ts')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitFor(`http://127.0.0.1:${barePort}/hello`);
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
const server = await startBuiltServer({}, { keep: true }).catch((error: unknown) => {
  bare.kill('SIGTERM');
  throw error;
}); // passes DATABASE_URL on when set
try {
  // An authenticated read: register and log in a user, then read the wallet.
  const { token } = await registeredCustomer(server.url);
  const wallet = await fetch(`${server.url}/api/user/wallet`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!wallet.ok) throw new Error('/api/user/wallet failed');
  // Many customers, two sessions each (two devices), read in turn by every connection.
  const USERS = 100;
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const c = await registeredCustomer(server.url, `many${i}`);
    tokens.push(c.token);
    const again = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: c.username, password: c.password }),
    });
    if (!again.ok) throw new Error(`second login: ${again.status}`);
    tokens.push(((await again.json()) as { token: string }).token);
  }
  const walletRequests = tokens.map((token) => ({
    method: 'GET' as const,
    path: '/api/user/wallet',
    headers: { authorization: `Bearer ${token}` },
  }));
  // Rounds of bare, /healthz, wallet one after the other (A B C A B C …): a ratio compares runs a few
  // seconds apart, and the median of the rounds' ratios resists the machine's other load.
  const rounds = {
    bare: [] as number[],
    health: [] as number[],
    wallet: [] as number[],
    many: [] as number[],
  };
  for (let round = 0; round < 3; round++) {
    rounds.bare.push(await rps(`http://127.0.0.1:${barePort}/hello`));
    rounds.health.push(await rps(`${server.url}/healthz`));
    rounds.wallet.push(await rps(`${server.url}/api/user/wallet`, { authorization: `Bearer ${token}` }));
    rounds.many.push(
      (await autocannon({ url: server.url, connections: 20, duration: 3, requests: walletRequests })).requests
        .average,
    );
  }
  const ratio = (of: number[]) => median(of.map((v, i) => v / rounds.bare[i]!));
  console.log(`bare fastify hello: ${fmt(median(rounds.bare))} req/s (median of 3 rounds)`);
  console.log(
    `arcanes GET /healthz: ${fmt(median(rounds.health))} req/s  (ratio to bare: ${fmt(ratio(rounds.health), 2)}; goal ≥ 0.6)`,
  );
  console.log(
    `arcanes GET /api/user/wallet (session): ${fmt(median(rounds.wallet))} req/s  (ratio to bare: ${fmt(ratio(rounds.wallet), 2)}; goal ≥ ${process.env.DATABASE_URL ? '0.25' : '0.15'})`,
  );
  console.log(
    `arcanes GET /api/user/wallet, ${USERS} customers × 2 sessions in turn: ${fmt(median(rounds.many))} req/s  (ratio to bare: ${fmt(ratio(rounds.many), 2)})`,
  );
  // Each session once on a fresh process, none cached yet: as after a restart, or on another API
  // process. Its own server on the same data (PGlite is opened by one process at a time).
  await server.stop();
  const fresh = await startBuiltServer({}, { dataDir: server.dataDir });
  try {
    const r = await autocannon({
      url: fresh.url,
      // One connection walks the list once: every request is a different session (autocannon starts
      // each connection at the list's first request).
      connections: 1,
      amount: tokens.length,
      requests: walletRequests,
    });
    if (r.non2xx > 0) throw new Error(`cold wallet reads: ${r.non2xx} non-2xx answers`);
    console.log(
      `arcanes GET /api/user/wallet, each of the ${tokens.length} sessions once on a fresh process (no cache): p50 ${fmt(r.latency.p50)} ms, p97.5 ${fmt(r.latency.p97_5)} ms, ${fmt(r.requests.average)} req/s`,
    );
  } finally {
    await fresh.stop();
  }
} finally {
  if (server.child.exitCode === null) await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  bare.kill('SIGTERM');
}
