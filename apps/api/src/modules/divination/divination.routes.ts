import { pickCount } from '@arcanes/domain/tarot/spread';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  chartRequestSchema,
  chartResponseSchema,
  numerologyProfileRequestSchema,
  numerologyProfileResponseSchema,
  tarotDrawRequestSchema,
  tarotDrawResponseSchema,
} from '@arcanes/contracts/divination';
import { CARD_COUNT_RANGE } from '@arcanes/domain/tarot/spreads';
import { limit } from '#api/lib/rate-limit.ts';
import { chartFor, createTarotDraw, numerologyFor } from './divination.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** The public computations (thin over the domain) and the server-side tarot draw. */
export const divinationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/astrology/chart',
    {
      config: limit(app.config, 60, '1 minute'),
      schema: {
        tags: ['divination'],
        summary: 'Natal chart at a place and time',
        body: chartRequestSchema,
        response: { 200: chartResponseSchema, ...errors },
      },
    },
    async (request) => chartFor(request.body),
  );

  app.post(
    '/api/numerology/profile',
    {
      config: limit(app.config, 60, '1 minute'),
      schema: {
        tags: ['divination'],
        summary: 'Numerology profile of a name and birth date',
        body: numerologyProfileRequestSchema,
        response: { 200: numerologyProfileResponseSchema, ...errors },
      },
    },
    async (request) => numerologyFor(request.body),
  );

  app.post(
    '/api/tarot/draw',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 30, '1 minute', (request) => `draw:${request.user?.id ?? request.ip}`),
      schema: {
        tags: ['divination'],
        summary: 'Shuffle a deck on the server; answer 78 face-down positions',
        body: tarotDrawRequestSchema,
        response: { 200: tarotDrawResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { option } = request.body;
      const count = request.body.count ?? CARD_COUNT_RANGE[option].default;
      const { drawId, spread } = await createTarotDraw(app.db, request.user!.id, option, count);
      const lang = request.lang;
      return {
        draw_id: drawId,
        option,
        count,
        positions: 78 as const,
        picks: pickCount(spread),
        spread: {
          id: spread.id,
          name: spread.name[lang],
          description: spread.description[lang],
          positions: spread.positions.map((p) => ({
            index: p.index,
            name: p.name[lang],
            meaning: p.meaning[lang],
            layout: { ...p.layout },
            ...(p.computed ? { computed: p.computed } : {}),
          })),
        },
      };
    },
  );
};
