import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  paymentViewSchema,
  paypalConfirmRequestSchema,
  paypalCreateOrderRequestSchema,
  paypalCreateOrderResponseSchema,
} from '@arcanes/contracts/payments';
import { limit } from '#api/lib/rate-limit.ts';
import { checkOrderBody, perUser } from './payments.routes';
import { createCheckout, toPaymentView } from './payments.service';
import { confirmPaypalOrder } from './paypal.service';

/** PayPal Orders v2, created and captured by the server; the browser only carries the order id. */
export const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
    429: errorResponseSchema,
    502: errorResponseSchema,
  };

  app.post(
    '/api/paypal/create-order',
    {
      onRequest: [app.requireUser],
      preValidation: [checkOrderBody],
      config: limit(app.config, 20, '15 minutes', perUser),
      schema: {
        tags: ['payments'],
        summary: 'Create a PayPal order for an offer (priced by the server)',
        body: paypalCreateOrderRequestSchema,
        response: { 200: paypalCreateOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { payment, redirectUrl, orderId } = await createCheckout(
        { db: app.db, config: app.config, log: request.log },
        request.user!,
        { ...request.body, method: 'paypal', lang: request.body.lang ?? request.lang },
      );
      return { payment_id: payment.id, order_id: orderId, approve_url: redirectUrl };
    },
  );

  app.post(
    '/api/paypal/confirm',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 30, '15 minutes', perUser),
      schema: {
        tags: ['payments'],
        summary:
          'Capture your approved PayPal order; credits the wallet once the capture is COMPLETED for the expected amount',
        body: paypalConfirmRequestSchema,
        response: { 200: paymentViewSchema, ...errors },
      },
    },
    async (request) => {
      const payment = await confirmPaypalOrder(
        { db: app.db, queue: app.queue, log: request.log, config: app.config },
        request.user!.id,
        request.body.order_id,
      );
      return toPaymentView(payment, request.lang);
    },
  );
};
