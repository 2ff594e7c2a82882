import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  adminReviewReportsQuerySchema,
  adminReviewReportsResponseSchema,
  adminReviewResponseSchema,
  reviewReportsDecisionResponseSchema,
  upholdReviewReportsRequestSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  rejectReviewRequestSchema,
  reviewIdParamsSchema,
} from '@arcanes/contracts/reviews';
import { texts } from '#api/lib/i18n.ts';
import { listReviewsForModeration, moderateReview } from '#api/modules/reviews/reviews.service.ts';
import { decideReviewReports, listOpenReports } from '#api/modules/reviews/review-reports.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Moderation of customer reviews: nothing is published without an administrator's decision. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { user?: { id: number; username: string } | null; ip: string }) => ({
    id: request.user!.id,
    username: request.user!.username,
    ip: request.ip,
  });

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews to moderate (status=pending, oldest first), or those published or rejected',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReviewsForModeration(app.db, request.query.status, {
        cursor: request.query.cursor,
        limit: request.query.limit,
      });
    },
  );

  app.post(
    '/api/admin/reviews/:id/publish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish a pending review (audited)',
        params: reviewIdParamsSchema,
        response: { 200: adminReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: texts(request.lang, 'answers')('adminReviews.published'),
      review: await moderateReview(
        app.db,
        request.params.id,
        { action: 'publish' },
        actor(request),
        request.lang,
      ),
    }),
  );

  app.post(
    '/api/admin/reviews/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending review, or withdraw a published one, with the reason its author is told (audited)',
        params: reviewIdParamsSchema,
        body: rejectReviewRequestSchema,
        response: { 200: adminReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: texts(request.lang, 'answers')('adminReviews.rejected'),
      review: await moderateReview(
        app.db,
        request.params.id,
        { action: 'reject', reason: request.body.reason },
        actor(request),
        request.lang,
      ),
    }),
  );

  app.get(
    '/api/admin/review-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open reports of reviews (DSA art. 16), oldest first, paged by cursor (decision 0305)',
        querystring: adminReviewReportsQuerySchema,
        response: { 200: adminReviewReportsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOpenReports(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/reviews/:id/reports/uphold',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Uphold every open report of a review: the review is withdrawn from the public, its author is sent the statement of reasons (DSA art. 17), each reporter the decision (audited)',
        params: reviewIdParamsSchema,
        body: upholdReviewReportsRequestSchema,
        response: { 200: reviewReportsDecisionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: texts(request.lang, 'answers')('adminReviews.reportsUpheld'),
      decided: await decideReviewReports(
        app.db,
        app.queue,
        request.params.id,
        { action: 'uphold', statement: request.body.reason },
        actor(request),
      ),
    }),
  );

  app.post(
    '/api/admin/reviews/:id/reports/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dismiss every open report of a review: it stays published; each reporter is told (audited)',
        params: reviewIdParamsSchema,
        response: { 200: reviewReportsDecisionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: texts(request.lang, 'answers')('adminReviews.reportsDismissed'),
      decided: await decideReviewReports(
        app.db,
        app.queue,
        request.params.id,
        { action: 'dismiss' },
        actor(request),
      ),
    }),
  );
};
