import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offersResponseSchema } from '@arcanes/contracts/offers';
import { localisedCatalogue } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The three offers and the nine options, localised',
        response: { 200: offersResponseSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the language: caches must keep one copy per Accept-Language.
      reply.header('vary', 'Accept-Language').header('cache-control', 'public, max-age=300');
      return localisedCatalogue(request.lang, app.config.ai === 'openai' ? 'ai' : 'rules');
    },
  );
};
