import type { Config } from '#api/config.ts';

/**
 * PayPal Orders v2 over plain fetch (see docs/decisions/0020-payments.md): an OAuth token from the
 * client credentials, cached until shortly before it expires; create, capture and read an order.
 * PAYPAL_API_BASE points it elsewhere (tests run a fake PayPal on 127.0.0.1).
 */
export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalCapture {
  id: string;
  status: string;
  amount?: PaypalMoney;
  custom_id?: string;
}

export interface PaypalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    reference_id?: string;
    amount?: PaypalMoney;
    payments?: { captures?: PaypalCapture[] };
  }[];
}

export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;
const tokens = new Map<string, { token: string; expiresAt: number }>();

export function paypalBase(config: Config): string {
  if (config.PAYPAL_API_BASE) return config.PAYPAL_API_BASE.replace(/\/$/, '');
  return config.PAYPAL_ENV === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
}

async function errorFrom(res: Response): Promise<PaypalApiError> {
  let issue: string | null = null;
  let text = '';
  try {
    text = await res.text();
    const body = JSON.parse(text) as { name?: string; details?: { issue?: string }[] };
    issue = body.details?.[0]?.issue ?? body.name ?? null;
  } catch {
    /* not JSON: keep the status only */
  }
  return new PaypalApiError(res.status, issue, `PayPal answered ${res.status}${issue ? ` ${issue}` : ''}`);
}

async function accessToken(config: Config): Promise<string> {
  const base = paypalBase(config);
  const key = `${base}|${config.PAYPAL_CLIENT_ID}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const basic = Buffer.from(`${config.PAYPAL_CLIENT_ID}:${config.PAYPAL_CLIENT_SECRET}`).toString('base64');
  const res = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw await errorFrom(res);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  // Renew a minute early so that a token never expires between our check and PayPal's.
  tokens.set(key, {
    token: body.access_token,
    expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
  });
  return body.access_token;
}

async function call<T>(
  config: Config,
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; requestId?: string } = {},
): Promise<T> {
  const send = async (token: string) =>
    fetch(`${paypalBase(config)}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        prefer: 'return=representation',
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.requestId ? { 'paypal-request-id': opts.requestId } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  let res = await send(await accessToken(config));
  if (res.status === 401) {
    // Revoked or rotated token: fetch a new one once. The request id keeps the retry idempotent.
    tokens.delete(`${paypalBase(config)}|${config.PAYPAL_CLIENT_ID}`);
    res = await send(await accessToken(config));
  }
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as T;
}

/** "19.90" from 1990 cents (PayPal takes decimal strings). */
export function centsToPaypalValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function createOrder(
  config: Config,
  o: { paymentId: string; amountCents: number; description: string; lang: 'fr' | 'en' },
): Promise<PaypalOrder> {
  return call<PaypalOrder>(config, 'POST', '/v2/checkout/orders', {
    requestId: `order-${o.paymentId}`,
    body: {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: o.paymentId,
          custom_id: o.paymentId,
          description: o.description.slice(0, 127),
          amount: { currency_code: 'EUR', value: centsToPaypalValue(o.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Arcanes',
            locale: o.lang === 'en' ? 'en-GB' : 'fr-FR',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: `${config.publicUrl}/?payment=paypal-return&payment_id=${o.paymentId}`,
            cancel_url: `${config.publicUrl}/?payment=cancelled&payment_id=${o.paymentId}`,
          },
        },
      },
    },
  });
}

/** Captures an approved order; the same PayPal-Request-Id on every attempt makes it happen once. */
export function captureOrder(config: Config, orderId: string, paymentId: string): Promise<PaypalOrder> {
  return call<PaypalOrder>(config, 'POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
    requestId: `capture-${paymentId}`,
    body: {},
  });
}

export function getOrder(config: Config, orderId: string): Promise<PaypalOrder> {
  return call<PaypalOrder>(config, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
}

export interface PaypalRefund {
  id: string;
  status: string;
  amount?: PaypalMoney;
}

/**
 * Refunds part or all of a capture (Payments v2). The request id makes a retried refund return the
 * first one instead of refunding twice.
 */
export function refundCapture(
  config: Config,
  captureId: string,
  r: { amountCents: number; requestId: string; note: string },
): Promise<PaypalRefund> {
  return call<PaypalRefund>(config, 'POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
    requestId: r.requestId,
    body: {
      amount: { currency_code: 'EUR', value: centsToPaypalValue(r.amountCents) },
      note_to_payer: r.note.slice(0, 255),
    },
  });
}

export function approveUrl(order: PaypalOrder): string | null {
  return order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href ?? null;
}

/** The order's first capture, if any (one purchase unit, captured once). */
export function captureOf(order: PaypalOrder): PaypalCapture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null;
}
