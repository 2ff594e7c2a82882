import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { spendingLimitRequestSchema, spendingLimitResponseSchema } from '@arcanes/contracts/limits';
import { resolveOffer } from '#api/modules/catalogue/catalogue.service.ts';
import { changeSpendingLimit, checkSpendingLimit, spendingLimit } from './limits.service';

/** The routes that open a top-up: the limit is checked before any payment is created. */
const TOP_UP_ROUTES = new Set(['/api/payments/checkout', '/api/paypal/create-order']);

/**
 * The customer's monthly top-up limit: read and set it, and a hook that refuses a checkout going over
 * it (registered before the payment routes, which stay unchanged).
 */
async function limitsPlugin(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !TOP_UP_ROUTES.has(request.routeOptions.url ?? '') || !request.user)
      return;
    const body = (request.body ?? {}) as { option?: unknown; domain?: unknown };
    let price: number;
    try {
      price = resolveOffer(body.option).priceCents;
    } catch {
      return; // an unknown offer: the route's own check answers it
    }
    await checkSpendingLimit(app.db, request.user.id, price, request.lang);
  });

  app.get(
    '/api/user/spending-limit',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary: 'Your monthly top-up limit (null: none) and what you topped up this month',
        response: { 200: spendingLimitResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return spendingLimit(app.db, request.user!.id);
    },
  );

  app.put(
    '/api/user/spending-limit',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary: 'Set your monthly top-up limit in cents, or null to remove it; checked at every checkout',
        body: spendingLimitRequestSchema,
        response: { 200: spendingLimitResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => changeSpendingLimit(app.db, request.user!.id, request.body.monthly_limit_cents),
  );
}

export const limitsRoutes = fp(limitsPlugin, { name: 'limits', dependencies: ['db', 'auth'] });
