import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardLibraryQuerySchema,
  cardLibraryResponseSchema,
  cardOfTheDayResponseSchema,
  cardPageResponseSchema,
  cardParamsSchema,
} from '@arcanes/contracts/card-library';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { limit } from '#api/lib/rate-limit.ts';
import { cardLibrary, cardOfTheDay, cardPage } from './card-library.service';

/** The card library (public, the same for everyone: cached) and the signed-in customer's card of the day. */
export const cardLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tarot/cards',
    {
      schema: {
        tags: ['card library'],
        summary: 'The 78 cards of the Tarot de Marseille, in the deck’s order',
        querystring: cardLibraryQuerySchema,
        response: { 200: cardLibraryResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-language');
      return { cards: cardLibrary(request.lang) };
    },
  );

  app.get(
    '/api/tarot/cards/:slug',
    {
      schema: {
        tags: ['card library'],
        summary: 'One card: meanings upright and reversed, and its sentence in each place of each spread',
        params: cardParamsSchema,
        querystring: cardLibraryQuerySchema,
        response: { 200: cardPageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const page = cardPage(request.params.slug, request.lang);
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-language');
      return page;
    },
  );

  app.get(
    '/api/user/card-of-the-day',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 60, '1 minute', (request) => `daily-card:${request.user?.id ?? request.ip}`),
      schema: {
        tags: ['card library'],
        summary: 'The customer’s card of the day (Paris day): drawn once by the server, then kept',
        querystring: cardLibraryQuerySchema,
        response: { 200: cardOfTheDayResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => cardOfTheDay(app.db, request.user!.id, request.lang),
  );
};
