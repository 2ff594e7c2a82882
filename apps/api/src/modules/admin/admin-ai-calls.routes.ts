import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAiCallResponseSchema,
  adminAiCallsQuerySchema,
  adminAiCallsResponseSchema,
  aiCallIdParamsSchema,
} from '@arcanes/contracts/admin';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { getAiCall, getAiCalls } from './admin-ai-calls.service';

/**
 * GET /api/admin/ai-calls: the calls behind the readings, a page at a time; GET /api/admin/ai-calls/:id:
 * one call's prompt and response (admin guard in admin.routes.ts).
 */
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

  app.get(
    '/api/admin/ai-calls/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One call to a writer with its full prompt and raw response (the list carries neither)',
        params: aiCallIdParamsSchema,
        response: {
          200: adminAiCallResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, ai_call: await getAiCall(app.db, request.params.id) };
    },
  );
};
