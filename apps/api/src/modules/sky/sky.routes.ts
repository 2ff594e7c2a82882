import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  skyQuerySchema,
  skyResponseSchema,
  skySubscriptionRequestSchema,
  skySubscriptionResponseSchema,
} from '@arcanes/contracts/sky';
import { limit } from '#api/lib/rate-limit.ts';
import { setSubscription, skyView } from './sky.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** « Votre ciel du jour » (decision 0201): the page's data, and the morning e-mail on or off. */
export const skyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/sky',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 60, '1 minute', (request) => `sky:${request.user?.id ?? request.ip}`),
      schema: {
        tags: ['sky'],
        summary: 'The day’s transits to the customer’s natal chart, exact times in the zone asked',
        querystring: skyQuerySchema,
        response: { 200: skyResponseSchema, ...errors },
      },
    },
    async (request) =>
      skyView(app.db, request.user!.id, {
        date: request.query.date,
        zone: request.query.zone,
        lang: request.lang,
      }),
  );

  app.put(
    '/api/user/sky/subscription',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 20, '1 minute', (request) => `sky-sub:${request.user?.id ?? request.ip}`),
      schema: {
        tags: ['sky'],
        summary: 'The morning e-mail of the day’s sky: on (with the zone its times are said in) or off',
        body: skySubscriptionRequestSchema,
        response: { 200: skySubscriptionResponseSchema, ...errors },
      },
    },
    async (request) =>
      setSubscription(app.db, request.user!.id, {
        enabled: request.body.enabled,
        zone: request.body.zone,
        lang: request.lang,
      }),
  );
};
