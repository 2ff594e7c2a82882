import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { pageQuerySchema } from '@arcanes/contracts/paging';
import {
  promptHistoryResponseSchema,
  readingDetailResponseSchema,
  readingHistoryResponseSchema,
  readingIdParamsSchema,
  readingsMetaResponseSchema,
} from '@arcanes/contracts/readings';
import { expectedWriter, writerLabel } from '#api/modules/readings/writing/messages.ts';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { promptHistory, readingDetail, readingHistory, readingPdf } from './history.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Histories, one reading with its delivery status, its PDF, and the delivery promise for the web. */
export const readingsHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/readings/meta',
    {
      schema: {
        tags: ['readings'],
        summary: 'The delivery promise and the on-screen pause',
        response: { 200: readingsMetaResponseSchema },
      },
    },
    async (request) => ({
      delivery_promise_hours: app.config.DELIVERY_PROMISE_HOURS,
      suspense_ms: app.config.READING_SUSPENSE_MS,
      ai_provider: app.config.ai,
      ai_label: writerLabel(expectedWriter(interpreterFor(app.config)), request.lang),
    }),
  );

  app.get(
    '/api/user/history',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['readings'],
        summary: 'Your readings (domain-choice history), newest first, paged by `cursor`',
        querystring: pageQuerySchema,
        response: { 200: readingHistoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readingHistory(app.db, request.user!.id, request.lang, request.query);
    },
  );

  app.get(
    '/api/user/prompts',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['readings'],
        summary: 'Your AI prompts and the opening of each response, newest first, paged by `cursor`',
        querystring: pageQuerySchema,
        response: { 200: promptHistoryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return promptHistory(app.db, request.user!.id, request.lang, request.query);
    },
  );

  app.get(
    '/api/user/readings/:id',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['readings'],
        summary: 'One reading and its delivery status',
        params: readingIdParamsSchema,
        response: { 200: readingDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readingDetail(
        app.db,
        request.user!,
        request.params.id,
        request.lang,
        app.config.DELIVERY_PROMISE_HOURS,
      );
    },
  );

  app.get(
    '/api/user/readings/:id/pdf',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['readings'],
        summary: 'The reading’s PDF report (application/pdf)',
        params: readingIdParamsSchema,
      },
    },
    async (request, reply) => {
      const pdf = await readingPdf(app.db, request.user!, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
};
