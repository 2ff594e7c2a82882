import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeNetwork, renderComponent } from '#web/test/component.tsx';
import { READING_ENDPOINTS } from '#web/features/readings/api/post-reading.ts';
import { useReadingRun } from './use-reading-run';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENDPOINT = READING_ENDPOINTS.numerologie[1];
const ANSWER = { symbolic: { title: 'x' }, interpretation: 'y' };

/** A form that sends `body` and says where its reading stands, and what `submit` resolved to. */
function Form({ body: first }: { body: Record<string, unknown> }) {
  const reading = useReadingRun();
  const [body, setBody] = useState(first);
  const run = reading.run;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void reading.submit(ENDPOINT, body).then((settled) => {
            document.title = settled ? 'settled' : 'unsettled';
          })
        }
      >
        Envoyer
      </button>
      <button type="button" onClick={() => setBody({ ...body, prenom: 'Camille-Rose' })}>
        Corriger
      </button>
      <p role="status">{run.phase === 'error' ? `error ${run.error.code}` : run.phase}</p>
    </>
  );
}

const keysSent = (requests: { method: string; path: string; headers: Record<string, string> }[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === ENDPOINT).map((r) => r.headers['idempotency-key']);

async function send() {
  document.title = '';
  fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
  await vi.waitFor(() => expect(document.title).not.toBe(''));
  return document.title;
}

test('a request the network lost is the same order when sent again: same key, not settled until the server answers', async () => {
  let offline = true;
  const requests = fakeNetwork(({ method, path }) => {
    if (path === '/api/readings/meta') return [200, { suspense_ms: 0, delivery_promise_hours: 2 }];
    if (method === 'POST' && path === ENDPOINT) return offline ? 'offline' : [200, ANSWER];
    return undefined;
  });
  renderComponent(<Form body={{ prenom: 'Camille', langage: 'fr' }} />);

  // The server could not be reached: the error is shown, and the order is not settled (it may have been taken).
  expect(await send()).toBe('unsettled');
  expect(screen.getByRole('status').textContent).toBe('error NETWORK');
  // Tried again, still lost, then through: one key for the three sends.
  expect(await send()).toBe('unsettled');
  offline = false;
  expect(await send()).toBe('settled');
  expect(screen.getByRole('status').textContent).toBe('done');
  const keys = keysSent(requests);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  // Once answered, a new send is a new order: a new key.
  expect(await send()).toBe('settled');
  expect(new Set(keysSent(requests)).size).toBe(2);
});

test('an answer of the server settles the order, a refusal too: the next send is a new order', async () => {
  let refuse = true;
  const requests = fakeNetwork(({ method, path }) => {
    if (path === '/api/readings/meta') return [200, { suspense_ms: 0, delivery_promise_hours: 2 }];
    if (method === 'POST' && path === ENDPOINT)
      return refuse
        ? [402, { status: 'error', code: 'INSUFFICIENT_FUNDS', message: 'Solde insuffisant.' }]
        : [200, ANSWER];
    return undefined;
  });
  renderComponent(<Form body={{ prenom: 'Camille', langage: 'fr' }} />);
  expect(await send()).toBe('settled');
  expect(screen.getByRole('status').textContent).toBe('error INSUFFICIENT_FUNDS');
  refuse = false;
  expect(await send()).toBe('settled');
  const keys = keysSent(requests);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe(keys[1]);
});

test('another body after a lost request is another order: a new key', async () => {
  const requests = fakeNetwork(({ method, path }) => {
    if (path === '/api/readings/meta') return [200, { suspense_ms: 0, delivery_promise_hours: 2 }];
    if (method === 'POST' && path === ENDPOINT) return 'offline';
    return undefined;
  });
  renderComponent(<Form body={{ prenom: 'Camille', langage: 'fr' }} />);
  expect(await send()).toBe('unsettled');
  fireEvent.click(screen.getByRole('button', { name: 'Corriger' }));
  expect(await send()).toBe('unsettled');
  const keys = keysSent(requests);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe(keys[1]);
});
