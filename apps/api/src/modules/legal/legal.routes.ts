import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalInfoResponseSchema } from '@arcanes/contracts/legal';
import { legalInfo } from './legal.service';

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/legal',
    {
      schema: {
        tags: ['legal'],
        summary: 'Publisher, publication director, host and contact of the site',
        response: { 200: legalInfoResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return legalInfo(app.config);
    },
  );
};
