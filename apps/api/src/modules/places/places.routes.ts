import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placesQuerySchema, placesResponseSchema } from '@arcanes/contracts/places';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { searchPlaces, warmPlaces } from './places.service';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The gazetteer takes about half a second to load: warm it once the server is up, in slices that
  // leave the event loop free, so the first search does not wait. Tests load it when they need it.
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      warmPlaces().catch((error: unknown) => app.log.error({ err: error }, 'places index warm-up failed'));
    });
  }

  app.get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Birth-place search: accent-insensitive prefix, most populous first',
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, limit, lang } = request.query;
      // The gazetteer only changes with a new release of the data package.
      reply.header('cache-control', 'public, max-age=86400');
      return { places: searchPlaces(q, limit, lang ?? request.lang) };
    },
  );
};
