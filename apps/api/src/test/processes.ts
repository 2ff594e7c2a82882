import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Real API and worker processes (`src/server.ts`, `src/worker.ts`) on a PostgreSQL database of their own. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the server of `baseUrl`; resolves to its URL. */
export async function createDatabase(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export interface Started {
  child: ChildProcess;
  /** What the process wrote on stderr so far (the last 8 000 characters). */
  stderr(): string;
  /** What it logged on stdout so far (the last 8 000 characters). */
  stdout(): string;
}

/** Starts `server.ts` or `worker.ts` with the test settings; its stderr is kept and echoed, its stdout kept. */
export function startProcess(
  entry: 'server' | 'worker',
  env: Record<string, string> & { DATABASE_URL: string; DATA_DIR: string },
): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', `${entry}.ts`)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      READING_SUSPENSE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString('utf8')).slice(-8000);
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString('utf8')).slice(-8000);
  });
  return { child, stderr: () => stderr, stdout: () => stdout };
}

/** Resolves once the process has logged `pattern`; rejects, with what it said, if it exits first. */
export async function waitForLog(started: Started, pattern: RegExp, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!pattern.test(started.stdout())) {
    if (started.child.exitCode !== null)
      throw new Error(`exited with code ${started.child.exitCode}:\n${started.stderr()}${started.stdout()}`);
    if (Date.now() > until)
      throw new Error(`${pattern} not logged after ${timeoutMs} ms:\n${started.stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Resolves once `url/readyz` answers 200; rejects, with what it said, if the process exits first. */
export async function waitReady(url: string, started: Started, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null)
      throw new Error(`${url} exited with code ${started.child.exitCode}:\n${started.stderr()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > until) throw new Error(`${url} not ready after ${timeoutMs} ms:\n${started.stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops every process (SIGTERM) and waits for each to exit. */
export async function stopProcesses(processes: Started[]): Promise<void> {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null || child.signalCode !== null
            ? resolve()
            : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
        ),
    ),
  );
}
