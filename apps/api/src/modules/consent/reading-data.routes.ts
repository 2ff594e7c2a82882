import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { readingDataRequestSchema, readingDataResponseSchema } from '@arcanes/contracts/reading-data';
import { acceptReadingData, readingDataStatus } from './reading-data.service';

/** Whether the customer accepted what a reading sends to the interpreter; accept it. */
export const readingDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/consent/reading-data',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['consent'],
        summary: 'Whether you accepted what a reading sends to the interpreter (current text version)',
        response: { 200: readingDataResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readingDataStatus(app.db, request.user!.id);
    },
  );

  app.post(
    '/api/consent/reading-data',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['consent'],
        summary:
          'Accept what a reading sends to the interpreter (also done by an order with accept_reading_data)',
        body: readingDataRequestSchema,
        response: { 200: readingDataResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      acceptReadingData(app.db, request.user!.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      }),
  );
};
