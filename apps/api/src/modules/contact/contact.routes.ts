import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '@arcanes/contracts/contact';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { texts } from '#api/lib/i18n.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { submitContact } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: limit(app.config, 5, '10 minutes'),
      schema: {
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 200: contactResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await submitContact(
        { db: app.db, queue: app.queue },
        { ...request.body, lang: request.body.lang ?? request.lang, ip: request.ip },
      );
      return { status: 'success' as const, message: texts(request.lang, 'answers')('contactThanks') };
    },
  );
};
