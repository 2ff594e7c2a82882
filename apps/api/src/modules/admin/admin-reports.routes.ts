import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminJobRetryResponseSchema,
  adminLogsQuerySchema,
  adminLogsResponseSchema,
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  adminRefundRequestSchema,
  adminRefundResponseSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
  adminSummarySchema,
  jobIdParamsSchema,
} from '@arcanes/contracts/admin';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { paymentIdParamsSchema } from '@arcanes/contracts/payments';
import { centsToEuros } from '@arcanes/domain/money/cents';
import { texts } from '#api/lib/i18n.ts';
import { adminPayments, adminRefund } from './admin-payments.service';
import { getLogs, getSubscriptions, getSummary, retryJob } from './admin-reports.service';
import { actorOf } from './admin-users.routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/logs',
    {
      schema: {
        tags: ['admin'],
        querystring: adminLogsQuerySchema,
        response: { 200: adminLogsResponseSchema, ...errors },
      },
    },
    async (request) => getLogs(app.db, request.query),
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin'],
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...errors },
      },
    },
    async (request) => adminPayments(app.db, request.query),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      schema: {
        tags: ['admin'],
        params: paymentIdParamsSchema,
        body: adminRefundRequestSchema,
        response: { 200: adminRefundResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await adminRefund(
        { db: app.db, config: app.config, queue: app.queue, log: request.log },
        request.params.id,
        { reason: request.body.reason, amountCents: request.body.amount_cents },
        actorOf(request),
      );
      return {
        status: 'success' as const,
        message: texts(
          request.lang,
          'answers',
        )(result.applied ? 'adminRefund.applied' : 'adminRefund.already'),
        payment: result.payment,
        wallet: centsToEuros(result.balanceCents),
        wallet_cents: result.balanceCents,
        applied: result.applied,
      };
    },
  );

  app.get(
    '/api/admin/subscriptions',
    {
      schema: {
        tags: ['admin'],
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: adminSubscriptionsResponseSchema, ...errors },
      },
    },
    async (request) => getSubscriptions(app.db, request.query, request.lang),
  );

  app.get(
    '/api/admin/summary',
    { schema: { tags: ['admin'], response: { 200: adminSummarySchema, ...errors } } },
    async () => getSummary({ db: app.db, config: app.config, engine: app.dbHandle.engine, queue: app.queue }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        params: jobIdParamsSchema,
        response: { 200: adminJobRetryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const job = await retryJob({ db: app.db, queue: app.queue }, request.params.id, actorOf(request));
      return { status: 'success' as const, message: texts(request.lang, 'answers')('adminRetried'), ...job };
    },
  );
};
