import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the built server (npm run build first) on a fresh data folder; returns its URL and a stop function. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string; keep?: boolean } = {},
): Promise<{ url: string; dataDir: string; stop: () => Promise<void>; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-bench-'));
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER: another build of the server to run (e.g. a copy of the previous build's dist), to
  // compare two builds in alternating runs on a machine whose load moves.
  const script = process.env.BENCH_SERVER ?? 'apps/api/dist/server.js';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      NODE_ENV: 'production',
      DEMO_PAYMENTS: 'true', // the benches pay through the demo checkout
      DEMO_LEGAL: 'true', // and run with the sample legal identity
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server stopped before it was ready (exit ${code})`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(`${url}/readyz`, 300_000), exited]); // a loaded machine can take minutes
  return {
    url,
    dataDir,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function fmt(n: number, digits = 1): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/**
 * A customer registered and logged in through the API (the benches' one form of the registration):
 * `prefix` names the account, the token is the session's.
 */
export async function registeredCustomer(
  url: string,
  prefix = 'bench',
): Promise<{ username: string; password: string; token: string }> {
  const username = `${prefix}_${Date.now()}`;
  const password = 'Bench!pass2026';
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/user/register', {
    username,
    prenom: 'Bench',
    nom: 'Mark',
    email: `${username}@bench.test`,
    password,
    confirm_password: password,
    sexe: 'femme',
    date_naissance: '1990-01-01',
    heure_naissance: '12:00',
    lieu_naissance: 'Paris',
    accept_terms: true,
    is_adult: true,
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const login = await post('/api/user/login', { username, password });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return { username, password, token: ((await login.json()) as { token: string }).token };
}
