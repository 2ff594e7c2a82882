import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  pageviewRequestSchema,
  pageviewResponseSchema,
  pageviewsQuerySchema,
  pageviewsResponseSchema,
} from '@arcanes/contracts/analytics';
import { limit } from '#api/lib/rate-limit.ts';
import { pageViewReport, recordPageView } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/pageview',
    {
      config: limit(app.config, 300, '15 minutes'),
      schema: {
        tags: ['analytics'],
        summary: 'Count a page view (sent by the web app only after analytics consent)',
        body: pageviewRequestSchema,
        response: { 200: pageviewResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await recordPageView(app.db, request.body.path);
      return { status: 'success' as const };
    },
  );

  // Under /api/admin/: the auth plugin lets administrators only.
  app.get(
    '/api/admin/analytics/pageviews',
    {
      schema: {
        tags: ['analytics', 'admin'],
        summary: 'Page views per page over the last days',
        querystring: pageviewsQuerySchema,
        response: {
          200: pageviewsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => pageViewReport(app.db, request.query.days),
  );
};
