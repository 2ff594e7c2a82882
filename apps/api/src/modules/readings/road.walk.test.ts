import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, drawAndPick, payload, pathOf, type Option } from '#api/test/readings-kit.ts';
import { describeWalk, recordCalls, timesEntered, walkFrom, type WalkCall } from '#api/test/walk/walk.ts';

// One road for a reading (issue 36, decision 0325): a single question should go request → compute →
// write → answer, each stage entered once. The sources are instrumented (project api-walk): every function
// entered is recorded with its caller, and the walk from requestReading is counted in rooms (the
// modules, the readings module by its stages; see test/walk/walk.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SERVICE = 'apps/api/src/modules/readings/readings.service.ts';
/** Inside the reading's work: a caller in the readings module other than the route's handler. */
const inReadings = (file: string) =>
  file.startsWith('apps/api/src/modules/readings/') && !file.endsWith('readings.routes.ts');

async function ask(route: Option | 'request', question: string) {
  const { headers } = await customer(t.app.db);
  if (route === 'request')
    return recordCalls(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/request',
        headers,
        payload: { question, langage: 'fr' },
      }),
    );
  const extra = route.domain === 'tarot' ? await drawAndPick(t.app, headers, 1) : {};
  return recordCalls(() =>
    t.app.inject({
      method: 'POST',
      url: pathOf(route),
      headers,
      payload: payload(route, 'fr', { ...extra, question }),
    }),
  );
}

const count = (calls: WalkCall[], file: string, name: string) => timesEntered(calls, file, name);

const SINGLE_QUESTIONS: [string, Option | 'request'][] = [['tarot', { domain: 'tarot', option: 1 }]];

describe("a single question's road", () => {
  for (const [label, route] of SINGLE_QUESTIONS)
    test(`${label}: the walk from requestReading measured, no longer than today`, async () => {
      const { result: res, calls } = await ask(route, 'Dois-je accepter ce nouveau poste ?');
      expect(res.statusCode, res.body).toBe(200);

      const walk = walkFrom(calls, { file: SERVICE, name: 'requestReading' }, inReadings);
      console.log(`${label}:\n${describeWalk(walk)}`);
      // The whole request, route included: the question is classified once, the facts indexed once.
      const classified = count(calls, 'packages/domain/src/questions/classify.ts', 'classifyQuestion');
      const indexed = count(calls, 'apps/api/src/interpreter/fact-index.ts', 'indexFacts');
      console.log(`classified ${classified} times, facts indexed ${indexed} times`);
      // Measured 2026-11-28 (decisions 0325, 0375): 8 rooms, 1 return (the draw read before the
      // transaction and claimed inside it), classified once (the guard), indexed once. Ceilings: the road may not
      // wander further; issue 36's goal is 8 rooms, 2 returns, 1 classification and 1 indexing.
      expect(walk.rooms.length).toBeLessThanOrEqual(8);
      expect(walk.returns).toBeLessThanOrEqual(1);
      expect(classified).toBeLessThanOrEqual(1);
      expect(indexed).toBeLessThanOrEqual(1);
    });
});
