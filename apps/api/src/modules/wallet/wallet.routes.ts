import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  ledgerResponseSchema,
  legacyWalletCreditRequestSchema,
  walletResponseSchema,
} from '@arcanes/contracts/wallet';
import { centsToEuros } from '@arcanes/domain/money/cents';
import { AppError } from '#api/errors/app-error.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { describedLedger, getBalance } from './wallet.service';
import { pageQuerySchema } from '@arcanes/contracts/paging';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/wallet',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary: 'Your wallet balance',
        response: { 200: walletResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Read with the session (one statement, or none while the session is cached): decision 0160.
      const cents = request.user!.balanceCents;
      reply.header('cache-control', 'no-store');
      return { wallet: centsToEuros(cents), wallet_cents: cents };
    },
  );

  app.get(
    '/api/user/ledger',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary: 'Every movement of your wallet, newest first, paged by `cursor`',
        querystring: pageQuerySchema,
        response: { 200: ledgerResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const [{ entries, next_cursor }, balance] = [
        await describedLedger(app.db, userId, request.lang, request.query),
        await getBalance(app.db, userId),
      ];
      reply.header('cache-control', 'no-store');
      return {
        entries: entries.map((e) => ({
          id: e.id,
          created_at: new Date(e.created_at).toISOString(),
          kind: e.kind,
          amount_cents: e.amount_cents,
          balance_after_cents: e.balance_after_cents,
          reason: e.reason,
          description: e.description,
          payment_id: e.payment_id,
          reading_id: e.reading_id,
        })),
        next_cursor,
        balance_cents: balance,
        balance: centsToEuros(balance),
      };
    },
  );

  // **Change** (DESIGN.md): the browser never credits the wallet. The seed's two endpoints stay so
  // that an old client gets a clear answer; the attempt is kept in the audit log.
  for (const path of ['/api/user/update-wallet', '/api/user/save-payment']) {
    app.post(
      path,
      {
        onRequest: [app.requireUser],
        config: limit(app.config, 20, '15 minutes'),
        schema: {
          tags: ['wallet'],
          summary: 'Retired: the wallet is credited only by a verified payment (always 403)',
          body: legacyWalletCreditRequestSchema,
          response: { 401: errorResponseSchema, 403: errorResponseSchema },
        },
      },
      async (request) => {
        const body =
          request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
        await audit(app.db, {
          actorId: request.user!.id,
          actorLabel: request.user!.username,
          action: 'wallet.credit_refused',
          target: `user:${request.user!.id}`,
          details: {
            path,
            amount: typeof body.amount === 'number' || typeof body.amount === 'string' ? body.amount : null,
          },
          ip: request.ip,
        });
        throw new AppError('WALLET_CREDIT_FORBIDDEN');
      },
    );
  }
};
