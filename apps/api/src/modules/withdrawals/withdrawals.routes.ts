import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@arcanes/contracts/withdrawals';
import { formatCents } from '@arcanes/domain/money/cents';
import { texts } from '#api/lib/i18n.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { requestWithdrawal, withdrawalWithPayment, withdrawalsOverview } from './withdrawals.service';

export function doneMessage(cents: number, pending: boolean, lang: 'fr' | 'en') {
  return texts(lang, 'answers')('withdrawalDone', {
    context: pending ? 'pending' : undefined,
    replace: { amount: formatCents(cents, lang) },
  });
}

/** The withdrawal function (art. L221-21, D221-5): list what can be withdrawn from, then withdraw. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      config: limit(app.config, 20, '15 minutes', (r) => `withdraw:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['wallet'],
        summary:
          'Withdraw from a top-up: its unspent part, min(amount − already refunded, balance), is refunded through its provider; idempotent',
        body: withdrawalRequestSchema,
        response: {
          200: withdrawalResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
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
};
