import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  dailyQuerySchema,
  dailySkyResponseSchema,
  signHoroscopeResponseSchema,
  signParamsSchema,
} from '@arcanes/contracts/daily';
import { localParts } from '@arcanes/domain/astrology/sky-today';
import { limit } from '#api/lib/rate-limit.ts';
import { DAILY_ZONE, dailySky, signHoroscope } from './daily.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** Kept by browsers and shared caches until the Paris day ends (the page is the same for everyone). */
function untilMidnight(now: Date = new Date()): number {
  const { time } = localParts(now, DAILY_ZONE);
  const [h, m] = time.split(':').map(Number) as [number, number];
  return Math.max(60, (24 * 60 - (h * 60 + m)) * 60);
}

/**
 * The free daily pages (issue 39): the sky of the day, the twelve signs' horoscopes and a public card
 * of the day, for anyone, cached until the Paris day ends (docs/decisions/0278-free-daily-pages.md).
 */
export const dailyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/daily',
    {
      config: limit(app.config, 60, '1 minute'),
      schema: {
        tags: ['daily'],
        summary:
          'The sky of a Paris day (today by default, up to a week away), the twelve signs, the card of the day',
        querystring: dailyQuerySchema,
        response: { 200: dailySkyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = dailySky(request.lang, request.query.date);
      void reply.header('cache-control', `public, max-age=${untilMidnight()}`);
      return body;
    },
  );

  app.get(
    '/api/daily/:sign',
    {
      config: limit(app.config, 60, '1 minute'),
      schema: {
        tags: ['daily'],
        summary:
          'A sign’s horoscope for a Paris day, written from that day’s sky, with the facts it rests on',
        params: signParamsSchema,
        querystring: dailyQuerySchema,
        response: { 200: signHoroscopeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = signHoroscope(request.params.sign, request.lang, request.query.date);
      void reply.header('cache-control', `public, max-age=${untilMidnight()}`);
      return body;
    },
  );
};
