import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PaypalRecorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: {
      captures: {
        id: string;
        status: string;
        amount: { currency_code: string; value: string };
        custom_id?: string;
      }[];
    };
  }[];
  links: { rel: string; href: string; method: string }[];
}

/**
 * A small PayPal Orders v2 on 127.0.0.1: OAuth client-credentials token, create, capture (honouring
 * PayPal-Request-Id like PayPal: the same id returns the first answer) and read. Tests approve orders
 * and choose what the capture reports (status, amount).
 */
export async function startFakePaypal(opts: { clientId: string; secret: string }) {
  const requests: PaypalRecorded[] = [];
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const refunds: { captureId: string; cents: number; id: string }[] = [];
  let captureStatus = 'COMPLETED';
  let captureAmount: { currency_code: string; value: string } | null = null;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        /* form body (token request) */
      }
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'paypal-debug-id': crypto.randomBytes(6).toString('hex'),
        });
        res.end(JSON.stringify(payload));
      };
      const issue = (status: number, name: string, issueName: string) =>
        send(status, { name, details: [{ issue: issueName }] });

      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.secret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
          return send(401, { error: 'invalid_client' });
        const token = `A21AA${crypto.randomBytes(16).toString('hex')}`;
        tokens.add(token);
        return send(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 32400,
          scope: 'https://uri.paypal.com/services/payments',
        });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return send(401, { error: 'invalid_token' });
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      if (requestId && byRequestId.has(requestId)) {
        const first = byRequestId.get(requestId)!;
        return send(first.status, first.body);
      }
      const remember = (status: number, payload: unknown) => {
        if (requestId) byRequestId.set(requestId, { status, body: payload });
        return send(status, payload);
      };

      if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const b = body as { intent: string; purchase_units: FakeOrder['purchase_units'] };
        const id = crypto.randomBytes(8).toString('hex').toUpperCase();
        const order: FakeOrder = {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          intent: b.intent,
          purchase_units: b.purchase_units.map((u) => ({
            reference_id: u.reference_id,
            custom_id: u.custom_id,
            amount: u.amount,
          })),
          links: [
            { rel: 'self', href: `${serverUrl()}/v2/checkout/orders/${id}`, method: 'GET' },
            {
              rel: 'payer-action',
              href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
              method: 'GET',
            },
          ],
        };
        orders.set(id, order);
        return remember(201, order);
      }
      const m = /^\/v2\/checkout\/orders\/([\w-]+)(\/capture)?$/.exec(url.pathname);
      const order = m?.[1] ? orders.get(m[1]) : undefined;
      if (m && !order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (order && req.method === 'GET' && !m?.[2]) return send(200, order);
      if (order && req.method === 'POST' && m?.[2]) {
        if (order.status === 'COMPLETED')
          return remember(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
          });
        if (order.status !== 'APPROVED')
          return remember(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        const unit = order.purchase_units[0]!;
        unit.payments = {
          captures: [
            {
              id: `CAP${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
              status: captureStatus,
              amount: captureAmount ?? unit.amount,
              custom_id: unit.custom_id,
            },
          ],
        };
        order.status = 'COMPLETED';
        return remember(201, order);
      }
      const r = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && r?.[1]) {
        const capture = [...orders.values()]
          .flatMap((o) => o.purchase_units.flatMap((u) => u.payments?.captures ?? []))
          .find((c) => c.id === r[1]);
        if (!capture) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        const amount = (body as { amount?: { currency_code: string; value: string } } | null)?.amount;
        const cents = (v: string) => Math.round(Number(v) * 100);
        const already = refunds.filter((x) => x.captureId === capture.id).reduce((s, x) => s + x.cents, 0);
        const asked = amount ? cents(amount.value) : cents(capture.amount.value) - already;
        if (asked <= 0 || already + asked > cents(capture.amount.value))
          return remember(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
          });
        const refund = {
          id: `REF${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
          status: 'COMPLETED',
          amount: amount ?? { currency_code: capture.amount.currency_code, value: (asked / 100).toFixed(2) },
        };
        refunds.push({ captureId: capture.id, cents: asked, id: refund.id });
        return remember(201, refund);
      }
      return send(404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serverUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: serverUrl(),
    requests,
    orders,
    /** Every capture refund made, in cents. */
    refunds,
    /** The buyer approved the order on PayPal's page. */
    approve(id: string) {
      const o = orders.get(id);
      if (!o) throw new Error(`no order ${id}`);
      o.status = 'APPROVED';
    },
    /** What the next captures report (a PENDING review, a DECLINED card, a different amount). */
    setCapture(status: string, amount: { currency_code: string; value: string } | null = null) {
      captureStatus = status;
      captureAmount = amount;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
