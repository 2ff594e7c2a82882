import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#api/errors/app-error.ts';
import { handleStripeEvent, verifyStripeEvent } from './stripe.service';

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this route (and only
 * this one, by encapsulation) keeps the JSON body as a raw Buffer.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/webhooks/stripe',
    { schema: { tags: ['payments'], summary: 'Stripe events (signature-checked)', hide: false } },
    async (request, reply) => {
      if (app.config.cardPayments !== 'stripe') throw new AppError('NOT_FOUND');
      if (!Buffer.isBuffer(request.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const event = verifyStripeEvent(
        app.config,
        request.body,
        request.headers['stripe-signature'] as string | undefined,
        request.log,
      );
      const result = await handleStripeEvent({ db: app.db, queue: app.queue, log: request.log }, event);
      request.log.info({ event: event.id, type: event.type, result }, 'stripe event');
      return reply.send({ received: true });
    },
  );
};
