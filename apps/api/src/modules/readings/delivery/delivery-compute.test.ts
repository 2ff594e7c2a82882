import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { factsSummary, type ReadingFacts } from '#api/interpreter/facts.ts';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import type { Mailer, MailMessage } from '#api/mail/mailer.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, order, readingRow } from '#api/test/readings-kit.ts';
import * as compute from '#api/modules/readings/compute/compute.ts';
import type { ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import { deliverReading } from './delivery.service';

// Every call of computeReading, counted, the real one run.
const calls = vi.hoisted(() => ({ forecast: 0, plain: 0 }));
vi.mock('#api/modules/readings/compute/compute.ts', async (original) => {
  const real = await original<typeof compute>();
  return {
    ...real,
    computeReading: (...args: Parameters<typeof real.computeReading>) => {
      if (args[1]?.forecast === false) calls.plain += 1;
      else calls.forecast += 1;
      return real.computeReading(...args);
    },
  };
});

describe('a report delivery computes its reading once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const capture = (fail = false) => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      kind: 'smtp',
      async send(message) {
        if (fail) throw new Error('process killed before the e-mail went out');
        sent.push(message);
        return { messageId: `<m-${sent.length}@test>` };
      },
      close() {},
    };
    return { sent, mailer };
  };
  const deps = (mailer: Mailer) => ({
    db: t.app.db,
    queue: t.app.queue,
    mailer,
    config: t.config,
    log: t.app.log,
    interpreter: interpreterFor(t.config),
  });
  const reset = () => Object.assign(calls, { forecast: 0, plain: 0 });

  test('one computation with its forecast; the e-mail says the title and summary of that computation', async () => {
    const c = await customer(t.app.db);
    const id = (await order(t.app, c.headers, { domain: 'astrology', option: 2 })).json().reading_id;
    reset();
    const { sent, mailer } = capture();
    await deliverReading(deps(mailer), id, { retryCount: 0, retryLimit: 10 });
    expect(calls).toEqual({ forecast: 1, plain: 0 });
    const row = await readingRow(t.app.db, id);
    expect(row.status).toBe('sent');
    const inputs = row.inputs as unknown as ReadingInputs;
    const expected = compute.computeReading(inputs, { forecast: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Votre lecture Arcanes : ${expected.symbolic.title}`);
    const summary = factsSummary(expected.facts);
    expect(summary.length).toBeGreaterThan(0);
    for (const line of summary) expect(sent[0]!.text).toContain(line);
  });

  test('a rerun that finds the stored PDF computes nothing and says the same', async () => {
    const c = await customer(t.app.db);
    const id = (await order(t.app, c.headers, { domain: 'numerology', option: 2 })).json().reading_id;
    await expect(
      deliverReading(deps(capture(true).mailer), id, { retryCount: 0, retryLimit: 10 }),
    ).rejects.toThrow('process killed');
    const halfway = await readingRow(t.app.db, id);
    expect(halfway.status).toBe('writing');
    reset();
    const { sent, mailer } = capture();
    await deliverReading(deps(mailer), id, { retryCount: 1, retryLimit: 10 });
    expect(calls).toEqual({ forecast: 0, plain: 0 });
    expect((await readingRow(t.app.db, id)).status).toBe('sent');
    const title = (halfway.symbolic as { title: string }).title;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Votre lecture Arcanes : ${title}`);
    for (const line of factsSummary(halfway.facts as unknown as ReadingFacts))
      expect(sent[0]!.text).toContain(line);
    expect(sent[0]!.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
