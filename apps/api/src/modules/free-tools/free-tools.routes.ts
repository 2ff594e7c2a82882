import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  freeChartQuerySchema,
  freeChartResponseSchema,
  freeNumerologyQuerySchema,
  freeNumerologyResponseSchema,
} from '@arcanes/contracts/free-tools';
import { limit } from '#api/lib/rate-limit.ts';
import { freeChart } from './free-chart.service';
import { freeNumerology } from './free-numerology.service';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/** A visitor's pages ask once per form sent or link opened; a script asking more is slowed down. */
const PER_MINUTE = 30;

/**
 * The free tools: a birth chart and a numerology profile, for anyone, with the working shown.
 * GET with the whole input in the query string, which is also the shared page's address; nothing
 * is stored (docs/decisions/0200-free-chart-and-numerology.md).
 */
export const freeToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/free/birth-chart',
    {
      config: limit(app.config, PER_MINUTE, '1 minute'),
      schema: {
        tags: ['free tools'],
        summary: 'Birth chart with positions, houses, aspects, patterns, balance and a short portrait',
        querystring: freeChartQuerySchema,
        response: { 200: freeChartResponseSchema, ...errors },
      },
    },
    async (request) => freeChart(request.query, request.lang),
  );

  app.get(
    '/api/free/numerology',
    {
      config: limit(app.config, PER_MINUTE, '1 minute'),
      schema: {
        tags: ['free tools'],
        summary: 'Core numerology numbers, each with its working (letters, values, sums, reductions)',
        querystring: freeNumerologyQuerySchema,
        response: { 200: freeNumerologyResponseSchema, ...errors },
      },
    },
    async (request) => freeNumerology(request.query, request.lang),
  );
};
