import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentRequestSchema, consentResponseSchema } from '@arcanes/contracts/consent';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { limit } from '#api/lib/rate-limit.ts';
import { VISITOR_COOKIE, currentConsent, parseVisitorId, recordConsent } from './consent.service';

/** CNIL: the cookie that remembers consent choices lives at most 13 months. */
const VISITOR_COOKIE_DAYS = 395;

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(app.config.publicUrl);

  const visitorOf = (request: FastifyRequest): string | null =>
    parseVisitorId(request.cookies[VISITOR_COOKIE]);
  const setVisitor = (reply: FastifyReply, id: string) =>
    reply.setCookie(VISITOR_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: VISITOR_COOKIE_DAYS * 86_400,
    });

  app.get(
    '/api/consent',
    {
      schema: {
        tags: ['consent'],
        summary: 'The latest consent choices of the caller (account, else this browser)',
        response: { 200: consentResponseSchema },
      },
    },
    async (request) => {
      if (request.user) return currentConsent(app.db, { userId: request.user.id });
      const visitor = visitorOf(request);
      return currentConsent(app.db, visitor ? { visitorId: visitor } : null);
    },
  );

  app.post(
    '/api/consent',
    {
      config: limit(app.config, 30, '15 minutes'),
      schema: {
        tags: ['consent'],
        summary: 'Record consent choices (necessary is always on) as proof, with time and policy version',
        body: consentRequestSchema,
        response: { 200: consentResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      let visitor = visitorOf(request);
      if (!visitor) {
        visitor = crypto.randomUUID();
        setVisitor(reply, visitor);
      }
      // `marketing` is no purpose any more (nothing used it): whatever an older client sends, false.
      const { analytics, ia, policy_version } = request.body;
      return recordConsent(app.db, {
        owner: { userId: request.user?.id ?? null, visitorId: visitor },
        choices: { analytics, marketing: false, ia },
        policyVersion: policy_version,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    },
  );
};
