import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  journalEntryParamsSchema,
  journalNoteRequestSchema,
  journalNoteResponseSchema,
  journalQuerySchema,
  journalResponseSchema,
  journalStatsSchema,
} from '@arcanes/contracts/journal';
import { limit } from '#api/lib/rate-limit.ts';
import { journalStats, listJournal, setJournalNote } from './journal.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** « Mon journal de tirages » (decision 0202): the customer's tarot draws, their notes, the statistics. */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/journal',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 120, '1 minute', (request) => `journal:${request.user?.id ?? request.ip}`),
      schema: {
        tags: ['journal'],
        summary: 'The customer’s tarot draws, newest first, searched by question, card name or note',
        querystring: journalQuerySchema,
        response: { 200: journalResponseSchema, ...errors },
      },
    },
    async (request) =>
      listJournal(app.db, request.user!.id, {
        q: request.query.q,
        page: request.query.page,
        pageSize: request.query.page_size,
        lang: request.lang,
      }),
  );

  app.get(
    '/api/user/journal/stats',
    {
      onRequest: [app.requireUser],
      config: limit(app.config, 60, '1 minute', (request) => `journal:${request.user?.id ?? request.ip}`),
      schema: {
        tags: ['journal'],
        summary:
          'What the Marseille deck said over the customer’s draws: recurring cards, suits, majors, reversed',
        response: { 200: journalStatsSchema, ...errors },
      },
    },
    async (request) => journalStats(app.db, request.user!.id, request.lang),
  );

  app.put(
    '/api/user/journal/:id/note',
    {
      onRequest: [app.requireUser],
      config: limit(
        app.config,
        60,
        '1 minute',
        (request) => `journal-note:${request.user?.id ?? request.ip}`,
      ),
      schema: {
        tags: ['journal'],
        summary: 'The customer’s own note on one of their draws (an empty note removes it)',
        params: journalEntryParamsSchema,
        body: journalNoteRequestSchema,
        response: { 200: journalNoteResponseSchema, ...errors },
      },
    },
    async (request) => setJournalNote(app.db, request.user!.id, request.params.id, request.body.note),
  );
};
