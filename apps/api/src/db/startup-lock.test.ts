import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from './database';
import { startupStep } from './startup-lock';
import { freshDatabase } from '#api/test/fresh-database.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await drop?.();
});

test('a failing start-up step names the step, the statement and what the database said', async () => {
  const failing = startupStep(handle, 'Job queues', async (at) => {
    at("createQueue('reading-delivery')");
    await sql`select 1 / 0`.execute(handle.db);
  });
  await expect(failing).rejects.toThrow(
    /^Job queues failed, at createQueue\('reading-delivery'\): division by zero \(code: 22012/,
  );
});

test('a deadlock is retried; a second one in a row too, the third is reported', async () => {
  let calls = 0;
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
  const value = await startupStep(handle, 'Migrations', async () => {
    calls += 1;
    if (calls < 3) throw deadlock();
    return 'done';
  });
  expect([value, calls]).toEqual(['done', 3]);
  calls = 0;
  const always = startupStep(handle, 'Migrations', async (at) => {
    calls += 1;
    at('migration 2026-01-01');
    throw deadlock();
  });
  await expect(always).rejects.toThrow(
    'Migrations failed, at migration 2026-01-01: deadlock detected (code: 40P01; after 3 attempts)',
  );
  expect(calls).toBe(3);
});

test.skipIf(!process.env.DATABASE_URL)(
  'on PostgreSQL, steps started together run one after the other',
  async () => {
    const spans: [number, number][] = [];
    await Promise.all(
      Array.from({ length: 3 }, () =>
        startupStep(handle, 'Job queues', async () => {
          const begin = performance.now();
          await new Promise((r) => setTimeout(r, 150));
          spans.push([begin, performance.now()]);
        }),
      ),
    );
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
  },
);
