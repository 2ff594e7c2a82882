import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAiCallsQuerySchema, adminAiCallsResponseSchema } from '@arcanes/contracts/admin';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { getAiCalls } from './admin-ai-calls.service';

/** GET /api/admin/ai-calls: the prompts and responses behind the readings (admin guard in admin.routes.ts). */
export const adminAiCallsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ai-calls',
    {
      schema: {
        tags: ['admin'],
        querystring: adminAiCallsQuerySchema,
        response: {
          200: adminAiCallsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Prompts hold customers' questions and birth data: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return getAiCalls(app.db, request.query);
    },
  );
};
