import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, langSchema } from '@arcanes/contracts/common';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentIdParamsSchema,
  paymentViewSchema,
} from '@arcanes/contracts/payments';
import { subscriptionResponseSchema, userPaymentsResponseSchema } from '@arcanes/contracts/wallet';
import { AppError } from '#api/errors/app-error.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { resolveOffer } from '#api/modules/catalogue/catalogue.service.ts';
import { cancelCheckout } from './cancel.service';
import { billingOptionsSchema } from '@arcanes/contracts/vat';
import {
  billingOptions,
  createCheckout,
  getPaymentFor,
  subscriptionView,
  toPaymentView,
  userPayments,
} from './payments.service';
import { pageQuerySchema } from '@arcanes/contracts/paging';

/**
 * Runs before schema validation so that the buyer gets one message for a missing or unknown offer
 * (« Veuillez sélectionner une offre. ») rather than a generic list of invalid fields. A top-up asks
 * for no waiver (TOP_UP_TERMS_VERSION): the former boxes, if sent, are ignored.
 */
export async function checkOrderBody(request: FastifyRequest) {
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
    string,
    unknown
  >;
  resolveOffer(body.option);
}

export const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, log: app.log };
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
    429: errorResponseSchema,
    502: errorResponseSchema,
  };

  app.post(
    '/api/payments/checkout',
    {
      onRequest: [app.requireUser],
      preValidation: [checkOrderBody],
      config: limit(app.config, 20, '15 minutes', perUser),
      schema: {
        tags: ['payments'],
        summary:
          'Order an offer: creates the pending payment (priced by the server) and returns where to pay',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const { payment, redirectUrl } = await createCheckout(deps, user, {
        ...request.body,
        lang: request.body.lang ?? request.lang,
      });
      request.log.info(
        { paymentId: payment.id, provider: payment.provider, cents: payment.amount_cents },
        'checkout opened',
      );
      return { payment_id: payment.id, redirect_url: redirectUrl };
    },
  );

  app.get(
    '/api/payments/billing',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['payments'],
        summary:
          "The top-up form's billing country: the VAT regime, the countries it can invoice, your default (your last top-up's, else FR)",
        response: { 200: billingOptionsSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billingOptions(deps, request.user!.id);
    },
  );

  app.get(
    '/api/payments/:id',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['payments'],
        summary: 'A payment of yours (polled after the provider sends you back)',
        params: paymentIdParamsSchema,
        response: { 200: paymentViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await getPaymentFor(app.db, request.user!, request.params.id);
      reply.header('cache-control', 'no-store');
      return toPaymentView(payment, request.lang);
    },
  );

  app.post(
    '/api/payments/:id/cancel',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 30, '15 minutes', perUser),
      schema: {
        tags: ['payments'],
        summary:
          'You left the checkout without paying: the pending payment ends as cancelled (the provider is told first); idempotent',
        params: paymentIdParamsSchema,
        body: z.object({ lang: langSchema.optional() }).nullish(),
        response: { 200: paymentViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await getPaymentFor(app.db, request.user!, request.params.id);
      // Only its buyer cancels a checkout (an administrator reads it but does not end it).
      if (payment.user_id !== request.user!.id) throw new AppError('NOT_FOUND');
      const ended = await cancelCheckout({ ...deps, queue: app.queue }, payment);
      reply.header('cache-control', 'no-store');
      return toPaymentView(ended, request.lang);
    },
  );

  app.get(
    '/api/user/payments',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['payments'],
        summary: 'Your payment history, newest first, paged by `cursor`',
        querystring: pageQuerySchema,
        response: { 200: userPaymentsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return userPayments(app.db, request.user!.id, request.lang, request.query);
    },
  );

  app.get(
    '/api/user/subscription',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['payments'],
        summary: 'Your latest plan',
        response: { 200: subscriptionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => subscriptionView(app.db, request.user!.id, request.lang),
  );
};
