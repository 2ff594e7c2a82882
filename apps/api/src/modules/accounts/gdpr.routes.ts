import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import {
  dataExportParamsSchema,
  dataExportQuerySchema,
  dataExportRequestedSchema,
  deleteAccountRequestSchema,
} from '@arcanes/contracts/accounts';
import { errorResponseSchema, okMessageSchema } from '@arcanes/contracts/common';
import { limit } from '#api/lib/rate-limit.ts';
import { confirmPassword } from './login.service';
import { eraseUser } from './gdpr.service';
import { exportDownload, requestExport } from './data-export.service';
import { dataExportJob } from '#api/jobs/data-export.job.ts';
import { texts } from '#api/lib/i18n.ts';

/** GDPR: ask for one's data (a job writes it and e-mails a link); erase one's account. */
export const gdprRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/export',
    {
      preHandler: app.requireUser,
      config: limit(app.config, 10, '1 hour', (r) => `export:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['accounts'],
        summary:
          'Asks for the export of everything stored about the caller: a job writes it (JSON lines, gzip) and e-mails a link valid 3 days; asked again while it is written, the same request answers',
        response: { 202: dataExportRequestedSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const asked = await requestExport(app.db, app.queue, dataExportJob, request.user!.id, request.lang);
      reply.code(202);
      return {
        status: 'success' as const,
        message: texts(request.lang, 'answers')('account.exportRequested'),
        id: asked.id,
        requested_at: new Date(asked.requested_at).toISOString(),
      };
    },
  );

  app.get(
    '/api/user/exports/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'The export file the e-mailed link names (application/gzip, JSON lines), for the account that asked for it only: 404 for another account or a wrong signature, 410 once expired',
        params: dataExportParamsSchema,
        querystring: dataExportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const found = await exportDownload(
        app.db,
        app.config.dataDir,
        request.params.id,
        request.query.sig,
        user.id,
      );
      reply.header('content-type', 'application/gzip');
      reply.header('content-length', String(found.bytes));
      reply.header('content-disposition', `attachment; filename="arcanes-${user.id}-${found.day}.jsonl.gz"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(fs.createReadStream(found.file));
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
