import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import {
  astrologyLongRequestSchema,
  astrologyOption1RequestSchema,
  compatibilityRequestSchema,
  consultationRequestSchema,
  consultationResponseSchema,
  numerologyOption1RequestSchema,
  numerologyOption2RequestSchema,
  numerologyOption3RequestSchema,
  readingResponseSchema,
  tarotReadingRequestSchema,
} from '@arcanes/contracts/readings';
import { AppError } from '#api/errors/app-error.ts';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { refuseSensitiveQuestion } from './request/question-check';
import { consultationResult } from './writing/messages';
import type { ReadingOption } from '@arcanes/domain/catalogue/offers';
import type { ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import { todayInParis } from '@arcanes/domain/numerology/date-numbers';
import {
  astrologyLong,
  astrologyOption1,
  compatibility,
  numerology,
  tarot,
  type ReadingRequest,
} from './request/inputs';
import { accountFullName, checkPreconditions, requestReading, type ReadingAccount } from './readings.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/** The optional Idempotency-Key header: printable ASCII, at most 200 characters. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  if (!value || value.length > 200 || !/^[\x21-\x7e]+$/.test(value))
    throw new AppError('VALIDATION_FAILED', { detail: 'Idempotency-Key' }, { 'Idempotency-Key': 'invalid' });
  return value;
}

/** The tarot form carries its option in the body; before validation, read it loosely (validation judges it). */
function optionOf(body: unknown): 1 | 2 | 3 | null {
  const n = Number((body as { option?: unknown } | null)?.option);
  return n === 1 || n === 2 || n === 3 ? n : null;
}

/** The seed's nine reading forms and the consultation request, all answering both blocks. */
export const readingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, queue: app.queue, config: app.config, interpreter: interpreterFor(app.config) };
  const rate = limit(app.config, 20, '1 minute', (request) => `reading:${request.user?.id ?? request.ip}`);

  /**
   * Logged in (401), a question we do not answer (422, decision 0175), consent `ia` (403), balance ≥ price
   * (402) — in that order — then the body (400).
   */
  /** What the guard read of the account, for the handler of the same request. */
  const accounts = new WeakMap<FastifyRequest, ReadingAccount>();
  /** What the guard read of the question, handed to the reading so that it is classified once. */
  const questions = new WeakMap<FastifyRequest, ClassifiedQuestion>();
  const guard = (option: ReadingOption | null) => async (request: FastifyRequest) => {
    const question = refuseSensitiveQuestion(request);
    if (question) questions.set(request, question);
    const chosen = option ?? optionOf(request.body);
    if (chosen)
      accounts.set(
        request,
        await checkPreconditions(app.db, request.user!, chosen, idempotencyKeyOf(request)),
      );
  };
  // The guard's row when it read one, else the session's (kept current by the database's notices).
  const firstName = (request: FastifyRequest) => accounts.get(request)?.firstName ?? request.user!.firstName;
  // Likewise the registered sex, which a tarot form does not ask: the reading agrees with the asker.
  const sexe = (request: FastifyRequest) => {
    const account = accounts.get(request);
    return account?.sexe !== undefined ? account.sexe : request.user!.sexe;
  };

  function checkUser(request: FastifyRequest, claimed: number | undefined) {
    if (claimed !== undefined && claimed !== request.user!.id) throw new AppError('USER_MISMATCH');
  }

  const base = (request: FastifyRequest) => ({ lang: request.lang, reading_date: todayInParis() });
  const run = (request: FastifyRequest, reading: ReadingRequest) =>
    requestReading(
      deps,
      {
        userId: request.user!.id,
        lang: request.lang,
        idempotencyKey: idempotencyKeyOf(request),
        account: accounts.get(request),
        orderAcceptanceId: request.orderAcceptanceId,
        question: questions.get(request) ?? null,
      },
      reading,
      request.body,
    );

  function route<S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    option: ReadingOption | null,
    build: (request: FastifyRequest, body: z.output<S>) => Promise<ReadingRequest>,
  ) {
    app.post(
      path,
      {
        onRequest: [app.requireUser],
        preValidation: [guard(option)],
        config: rate,
        schema: { tags: ['readings'], summary, body, response: { 200: readingResponseSchema, ...errors } },
      },
      async (request) => run(request, await build(request, request.body as z.output<S>)),
    );
  }

  route(
    '/api/openai/astrology/option1',
    'Astrology, single question (answered on screen)',
    astrologyOption1RequestSchema,
    1,
    async (request, body) => {
      checkUser(request, body.idUser);
      return {
        domain: 'astrologie',
        option: 1,
        lang: request.lang,
        service: 'astrology/option1',
        inputs: astrologyOption1(body, base(request)),
      };
    },
  );
  for (const option of [2, 3] as const) {
    route(
      `/api/openai/astrology/option${option}`,
      option === 2
        ? 'Astrology, three-month forecast (PDF by e-mail)'
        : 'Astrology, natal chart (PDF by e-mail)',
      astrologyLongRequestSchema,
      option,
      async (request, body) => {
        checkUser(request, body.id_user);
        const inputs = astrologyLong(option, body, base(request), firstName(request));
        return {
          domain: 'astrologie',
          option,
          lang: request.lang,
          service: `astrology/option${option}`,
          inputs,
        };
      },
    );
  }
  const numerologyForms = [
    [1, numerologyOption1RequestSchema, 'Numerology, your lucky number (answered on screen)'],
    [2, numerologyOption2RequestSchema, 'Numerology, short-term forecast (PDF by e-mail)'],
    [3, numerologyOption3RequestSchema, 'Numerology, life path (PDF by e-mail)'],
  ] as const;
  for (const [option, schema, summary] of numerologyForms) {
    route(`/api/openai/numerology/option${option}`, summary, schema, option, async (request, body) => {
      checkUser(request, body.idUser);
      // Option 2 as the description sends it, { dateOfBirth, idUser, langage }: the account's name.
      const named =
        'fullName' in body && body.fullName ? true : 'firstName' in body && Boolean(body.firstName);
      const withName =
        option === 2 && !named
          ? { ...body, fullName: await accountFullName(app.db, request.user!.id) }
          : body;
      const inputs = numerology(option, withName, base(request), firstName(request));
      const nameField = 'fullName' in body && body.fullName ? 'fullName' : 'firstName';
      return {
        domain: 'numerologie',
        option,
        lang: request.lang,
        service: `numerology/option${option}`,
        inputs,
        nameField,
      };
    });
  }
  // Compatibility (decision 0200): the same reading, sold from the astrology and the numerology pages.
  for (const [from, path] of [
    ['astrologie', 'astrology'],
    ['numerologie', 'numerology'],
  ] as const) {
    route(
      `/api/openai/${path}/option4`,
      `${from === 'astrologie' ? 'Astrology' : 'Numerology'}, compatibility of two births (PDF by e-mail)`,
      compatibilityRequestSchema,
      4,
      async (request, body) => {
        checkUser(request, body.id_user);
        return {
          domain: from,
          option: 4,
          lang: request.lang,
          service: `${path}/option4`,
          inputs: compatibility(from, body, base(request)),
        };
      },
    );
  }
  route(
    '/api/openai/tarot/option1-test',
    'Tarot, the cards picked in a server-side draw',
    tarotReadingRequestSchema,
    null,
    async (request, body) => {
      checkUser(request, body.idUser);
      const inputs = tarot(body, base(request), firstName(request), sexe(request));
      return {
        domain: 'tarot',
        option: body.option,
        lang: request.lang,
        service: `tarot/option${body.option}`,
        inputs,
        tarot: { drawId: body.draw_id, positions: body.cartes },
      };
    },
  );

  // The seed's consultation request: one question, answered as a single-question tarot reading
  // (three cards drawn for the person on the server), billed as option 1.
  app.post(
    '/api/user/request',
    {
      onRequest: [app.requireUser],
      preValidation: [guard(1)],
      config: rate,
      schema: {
        tags: ['readings'],
        summary: 'A single question, answered with a three-card tarot draw',
        body: consultationRequestSchema,
        response: { 200: consultationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const first = firstName(request);
      const inputs = tarot(
        {
          cartes: [0, 1, 2],
          draw_id: '',
          date: todayInParis(),
          option: 1,
          question: request.body.question,
          domain: 'general',
          numCards: 3,
          langage: request.lang,
        },
        base(request),
        first,
        sexe(request),
      );
      const answer = await run(request, {
        domain: 'tarot',
        option: 1,
        lang: request.lang,
        service: 'user/request',
        inputs,
        tarot: { drawId: null, positions: null },
      });
      return {
        ...answer,
        result: consultationResult(request.lang, answer.message_humain, answer.message_ai, answer.writer),
      };
    },
  );
};
