import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: method, path, headers and the form body as flat `a[b][c]` keys. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
}

/**
 * A small Stripe on 127.0.0.1 for the official SDK (`new Stripe(key, { host, port, protocol: 'http' })`):
 * creates, retrieves and expires Checkout Sessions, honours Idempotency-Key like Stripe, and records every request.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const idempotent = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const refundKeys = new Map<string, string>();
  let failNextCreate = false;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${crypto.randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== 'Bearer sk_test_fake')
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'] as string | undefined;
        if (key && idempotent.has(key)) return send(200, sessions.get(idempotent.get(key)!));
        if (failNextCreate) {
          failNextCreate = false;
          return send(400, { error: { type: 'invalid_request_error', message: 'refused by the fake' } });
        }
        const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(\w+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total:
            Number(form['line_items[0][price_data][unit_amount]'] ?? 0) *
            Number(form['line_items[0][quantity]'] ?? 1),
          currency: form['line_items[0][price_data][currency]'] ?? 'eur',
          client_reference_id: form.client_reference_id ?? null,
          metadata,
          payment_intent: null,
          customer_email: form.customer_email ?? null,
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
        };
        sessions.set(id, session);
        if (key) idempotent.set(key, id);
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'] as string | undefined;
        if (key && refundKeys.has(key))
          return send(
            200,
            refunds.find((r) => r.id === refundKeys.get(key)),
          );
        const pi = form.payment_intent ?? '';
        const session = [...sessions.values()].find((s) => s.payment_intent === pi);
        if (!session)
          return send(404, {
            error: { type: 'invalid_request_error', message: `No such payment_intent: '${pi}'` },
          });
        const already = refunds.filter((r) => r.payment_intent === pi).reduce((s, r) => s + r.amount, 0);
        const amount = form.amount ? Number(form.amount) : session.amount_total - already;
        if (amount <= 0 || already + amount > session.amount_total)
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount',
            },
          });
        const refund: FakeRefund = {
          id: `re_${crypto.randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          currency: session.currency,
          payment_intent: pi,
          status: 'succeeded',
          reason: form.reason ?? null,
        };
        refunds.push(refund);
        if (key) refundKeys.set(key, refund.id);
        return send(200, refund);
      }
      const expire = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire?.[1]) {
        // Like Stripe: only an open session can be expired; a paid one answers an error.
        const session = sessions.get(expire[1]);
        if (!session)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        if (session.status !== 'open')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          });
        session.status = 'expired';
        return send(200, session);
      }
      const m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m?.[1]) {
        const session = sessions.get(m[1]);
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    /** Every refund made through /v1/refunds (an Idempotency-Key replay is not counted twice). */
    refunds,
    /** The buyer paid on Stripe's page: the session as Stripe then reports it. */
    pay(id: string, changes: Partial<FakeSession> = {}) {
      const s = sessions.get(id);
      if (!s) throw new Error(`no session ${id}`);
      Object.assign(
        s,
        { status: 'complete', payment_status: 'paid', payment_intent: `pi_${id.slice(8, 20)}` },
        changes,
      );
      return s;
    },
    refuseNextCreate() {
      failNextCreate = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
