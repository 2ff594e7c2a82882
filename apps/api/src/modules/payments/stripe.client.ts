import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '#api/config.ts';

// The Stripe SDK alone, apart from the checkout and webhook code (stripe.service.ts), so that the
// provider refund can use it without importing the fulfilment.

const clients = new Map<string, Stripe>();

/** The SDK, loaded when Stripe is first used rather than at every start (it is slow to load; decision 0162). */
let sdk: typeof Stripe | null = null;
function stripeSdk(): typeof Stripe {
  sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe;
  return sdk;
}

/** The official SDK; STRIPE_API_BASE points it elsewhere (tests run a fake Stripe on 127.0.0.1). */
export function stripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('Stripe is not configured');
  const cacheKey = `${config.STRIPE_SECRET_KEY}|${config.STRIPE_API_BASE ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    const Sdk = stripeSdk();
    client = new Sdk(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Arcanes' },
      ...(base
        ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}
