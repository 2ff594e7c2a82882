import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { pageQuerySchema } from '@arcanes/contracts/paging';
import {
  myReviewResponseSchema,
  myReviewsResponseSchema,
  publicReviewsResponseSchema,
  reviewIdParamsSchema,
  reviewReportRequestSchema,
  reviewReportResponseSchema,
  reviewRequestSchema,
} from '@arcanes/contracts/reviews';
import { texts } from '#api/lib/i18n.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { reportReview } from './review-reports.service';
import { myReviews, publicReviews, submitReview } from './reviews.service';

/** Customer reviews: the buyer of a delivered reading writes one; everyone reads the published ones. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Published reviews (newest first), their number and average rating; moderated before publication',
        response: { 200: publicReviewsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicReviews(app.db);
    },
  );

  app.get(
    '/api/user/reviews',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['reviews'],
        summary:
          'Your reviews, with their moderation (pending, published, rejected with the reason), newest first, paged by `cursor`',
        querystring: pageQuerySchema,
        response: { 200: myReviewsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myReviews(app.db, request.user!.id, request.query);
    },
  );

  app.post(
    '/api/user/reviews',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['reviews'],
        summary:
          'Review one of your delivered readings (rating 1–5, 10–600 characters), once; published after moderation',
        body: reviewRequestSchema,
        response: {
          201: myReviewResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const review = await submitReview(app.db, request.user!.id, request.body, request.lang);
      return reply.status(201).send({ review, message: texts(request.lang, 'answers')('reviewThanks') });
    },
  );

  app.post(
    '/api/reviews/:id/reports',
    {
      config: limit(app.config, 5, '10 minutes', (r) => `review-report:${r.ip}`),
      schema: {
        tags: ['reviews'],
        summary:
          'Report a published review (DSA art. 16), with or without a session: reason, explanation, e-mail (required without a session), statement of good faith; the same answer for a repeat; acknowledged and decided by e-mail',
        params: reviewIdParamsSchema,
        body: reviewReportRequestSchema,
        response: {
          200: reviewReportResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await reportReview({ db: app.db, queue: app.queue }, request.params.id, request.body, {
        id: request.user?.id ?? null,
        lang: request.lang,
      });
      return { status: 'success' as const, message: texts(request.lang, 'answers')('reviewReportThanks') };
    },
  );
};
