import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmailRequestSchema } from '@arcanes/contracts/accounts';
import { errorResponseSchema, okMessageSchema } from '@arcanes/contracts/common';
import { limit } from '#api/lib/rate-limit.ts';
import { resendVerification, verifyEmail } from './email-verification.service';
import { texts } from '#api/lib/i18n.ts';

/** The confirmation link's landing call, and "send the link again" from the profile. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/verify-email',
    {
      config: limit(app.config, 20, '15 minutes'),
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the account’s e-mail address with the token from the link (once, seven days)',
        body: verifyEmailRequestSchema,
        response: { 200: okMessageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.verified') };
    },
  );

  app.post(
    '/api/user/resend-verification',
    {
      preHandler: app.requireUser,
      config: limit(app.config, 5, '1 hour', (r) => `resend-verification:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['accounts'],
        summary: 'Send the confirmation link again to the account’s address (at most three an hour)',
        response: { 200: okMessageSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await resendVerification({ db: app.db, queue: app.queue }, request.user!.id, request.lang);
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.resent') };
    },
  );
};
