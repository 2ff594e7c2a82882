import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { forecastsResponseSchema } from '@arcanes/contracts/forecasts';
import { userForecasts } from './forecasts.service';

export const forecastsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/forecasts',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary:
          'Your short-term forecasts and the period each covers (one-off purchases: nothing to cancel)',
        response: { 200: forecastsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return userForecasts(app.db, request.user!.id, request.lang);
    },
  );
};
