import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  readingWithdrawalRequestSchema,
  readingWithdrawalResponseSchema,
  visitorWithdrawalRequestSchema,
  visitorWithdrawalResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@arcanes/contracts/withdrawals';
import { formatCents } from '@arcanes/domain/money/cents';
import { texts } from '#api/lib/i18n.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { withdrawFromReading } from '#api/modules/readings/withdrawal/reading-withdrawal.service.ts';
import {
  requestVisitorWithdrawal,
  requestWithdrawal,
  withdrawalWithPayment,
  withdrawalsOverview,
} from './withdrawals.service';

export function doneMessage(cents: number, pending: boolean, lang: 'fr' | 'en') {
  return texts(lang, 'answers')('withdrawalDone', {
    context: pending ? 'pending' : undefined,
    replace: { amount: formatCents(cents, lang) },
  });
}

/** The withdrawal function (art. L221-21, D221-5): list what can be withdrawn from, then withdraw. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both withdrawals (a top-up's unspent part, a queued PDF reading) share one limit per customer and
  // answer the same errors.
  const withdrawLimit = limit(app.config, 20, '15 minutes', (r) => `withdraw:${r.user?.id ?? r.ip}`);
  const withdrawErrors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };
  app.get(
    '/api/user/withdrawals',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary:
          'Top-ups of the last 14 days one can withdraw from, past withdrawals, and what erasure refunds',
        response: { 200: withdrawalsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withdrawalsOverview(app.db, request.user!.id, request.lang);
    },
  );

  app.post(
    '/api/user/withdrawals',
    {
      onRequest: [app.requireUser],
      config: withdrawLimit,
      schema: {
        tags: ['wallet'],
        summary:
          'Withdraw from a top-up: its unspent part, min(amount − already refunded, balance), is refunded through its provider; idempotent',
        body: withdrawalRequestSchema,
        response: {
          200: withdrawalResponseSchema,
          ...withdrawErrors,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const deps = { db: app.db, config: app.config, queue: app.queue, log: request.log };
      const { withdrawal, applied } = await requestWithdrawal(
        deps,
        userId,
        request.body.payment_id,
        request.lang,
        { to: request.body.email },
      );
      const view = await withdrawalWithPayment(app.db, withdrawal.id, request.lang);
      return {
        status: 'success' as const,
        message: doneMessage(view.amount_cents, view.status === 'pending', request.lang),
        applied,
        withdrawal: view,
        balance_cents: await getBalance(app.db, userId),
      };
    },
  );

  app.post(
    '/api/user/withdrawals/readings',
    {
      onRequest: [app.requireUser],
      config: withdrawLimit,
      schema: {
        tags: ['wallet'],
        summary:
          'Withdraw from a PDF reading not yet being written: its price goes back to the wallet, it is never written; idempotent (decision 0351)',
        body: readingWithdrawalRequestSchema,
        response: {
          200: readingWithdrawalResponseSchema,
          ...withdrawErrors,
        },
      },
    },
    async (request) => {
      const outcome = await withdrawFromReading(
        { db: app.db, queue: app.queue },
        request.user!.id,
        request.body.reading_id,
        { lang: request.lang, to: request.body.email, ip: request.ip },
      );
      return {
        status: 'success' as const,
        message: texts(request.lang, 'answers')('readingWithdrawalDone', {
          replace: { amount: formatCents(outcome.refundedCents, request.lang) },
        }),
        applied: outcome.applied,
        reading_id: request.body.reading_id,
        refunded_cents: outcome.refundedCents,
        withdrawn_at: outcome.withdrawnAt.toISOString(),
        balance_cents: outcome.balanceCents,
      };
    },
  );

  app.post(
    '/api/withdrawals',
    {
      // Per address and per network address: the form cannot be used to try references in bulk.
      config: limit(app.config, 5, '15 minutes', (r) => `withdraw-visitor:${r.ip}`),
      schema: {
        tags: ['wallet'],
        summary:
          'The withdrawal function without a session: name, e-mail and payment reference; the same answer whether or not they match a purchase, the outcome by e-mail (decision 0350)',
        body: visitorWithdrawalRequestSchema,
        response: {
          200: visitorWithdrawalResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const deps = { db: app.db, config: app.config, queue: app.queue, log: request.log };
      const { receivedAt, outcome } = await requestVisitorWithdrawal(
        deps,
        {
          name: request.body.name,
          email: request.body.email,
          paymentReference: request.body.payment_reference,
        },
        request.lang,
      );
      request.log.info({ outcome }, 'visitor withdrawal request');
      return {
        status: 'success' as const,
        message: texts(request.lang, 'answers')('visitorWithdrawalReceived', {
          replace: { email: request.body.email },
        }),
        received_at: receivedAt.toISOString(),
      };
    },
  );
};
