import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema, gdprExportSchema } from '@arcanes/contracts/accounts';
import { errorResponseSchema, okMessageSchema } from '@arcanes/contracts/common';
import { limit } from '#api/lib/rate-limit.ts';
import { confirmPassword } from './login.service';
import { eraseUser, exportUserData } from './gdpr.service';
import { texts } from '#api/lib/i18n.ts';

/** GDPR: download one's data; erase one's account. */
export const gdprRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/export',
    {
      preHandler: app.requireUser,
      config: limit(app.config, 10, '1 hour', (r) => `export:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['accounts'],
        summary: 'Everything stored about the caller, as a JSON download',
        response: { 200: gdprExportSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const data = await exportUserData(app.db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="arcanes-${user.id}-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/user/me',
    {
      preHandler: app.requireUser,
      config: limit(app.config, 5, '15 minutes', (r) => `erase:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['accounts'],
        summary: 'Erase the account (needs the password); payments and ledger entries stay, anonymised',
        body: deleteAccountRequestSchema,
        response: {
          200: okMessageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await confirmPassword(app.db, user.id, request.body.password, 'password');
      await eraseUser(
        app.db,
        user.id,
        { id: user.id, label: user.username, ip: request.ip },
        { queue: app.queue, lang: request.lang },
      );
      app.clearSessionCookie(reply);
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.deleted') };
    },
  );
};
