import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileResponseSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  userIdParamsSchema,
  userResponseSchema,
} from '@arcanes/contracts/accounts';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { AppError } from '#api/errors/app-error.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { getUser, updateOwnProfile, userProfile, userPublicView } from './accounts.service';
import { emailChanged } from './email-verification.service';
import { emailVerificationRoutes } from './email-verification.routes';
import { openSession } from './login.service';
import { registerUser } from './registration.service';
import { sessionAnswer, sessionContext } from './session-answer';
import { sessionPolicy } from './sessions.service';
import { rethrowValidation } from './validation';
import { texts } from '#api/lib/i18n.ts';

const errors = (...codes: (400 | 401 | 403 | 404 | 409 | 429)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema]));

/** Registration and the user's own data. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emailVerificationRoutes);
  const policy = sessionPolicy(app.config);

  app.post(
    '/api/user/register',
    {
      config: limit(app.config, 10, '1 hour'),
      attachValidation: true,
      preHandler: rethrowValidation,
      schema: {
        tags: ['accounts'],
        summary:
          'Create an account (18+ and the terms accepted) and log it in (token, user and the session cookie, as a login); the birth place is a place id or a name that resolves',
        body: registerRequestSchema,
        response: { 200: registerResponseSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const created = await registerUser(
        { db: app.db, queue: app.queue },
        {
          username: b.username,
          email: b.email,
          password: b.password,
          first_name: b.prenom,
          last_name: b.nom,
          sexe: b.sexe,
          date_naissance: b.date_naissance,
          heure_naissance: b.birth_time_unknown ? undefined : b.heure_naissance,
          birth_time_unknown: b.birth_time_unknown,
          lieu_naissance: b.lieu_naissance,
          role: 'user', // never from the request: unknown fields such as role or wallet are dropped by the contract
        },
        { id: null, ip: request.ip, lang: request.lang, termsAccepted: true },
      );
      // An address that already has an account: no account made, its owner is e-mailed (decision 0131).
      if (!created)
        return { status: 'success' as const, message: texts(request.lang, 'answers')('account.mailed') };
      // A new account, logged in at once (decision 0211).
      const session = await openSession(app.db, policy, created, sessionContext(request));
      return sessionAnswer(app, reply, session, texts(request.lang, 'answers')('account.registered'));
    },
  );

  app.get(
    '/api/user/profileIfConnected',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user, or 401',
        response: { 200: userResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const row = await getUser(app.db, request.user!.id);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return { user: userPublicView(row) };
    },
  );

  app.get(
    '/api/user/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The logged-in user's profile",
        response: { 200: profileResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const row = await getUser(app.db, request.user!.id);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return { message: texts(request.lang, 'answers')('account.profile'), ...userProfile(row) };
    },
  );

  app.put(
    '/api/user/profile',
    {
      preHandler: app.requireUser,
      config: limit(app.config, 20, '15 minutes', (r) => `profile:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['accounts'],
        summary:
          'Edit names, e-mail (needs current_password), sex and birth data; not username, role or wallet',
        body: profileUpdateRequestSchema,
        response: { 200: profileResponseSchema, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = request.user!;
      const row = await updateOwnProfile(app.db, user.id, request.body, {
        id: user.id,
        label: user.username,
        ip: request.ip,
        lang: request.lang,
      });
      if (row.email !== user.email)
        await emailChanged({ db: app.db, queue: app.queue }, row, user.email, request.lang);
      return { message: texts(request.lang, 'answers')('account.updated'), ...userProfile(row) };
    },
  );

  // Digits only, so that /api/user/wallet, /api/user/history … (static routes) are never taken for an id.
  app.get(
    '/api/user/:id(^\\d+$)',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'A user by id: only oneself, or any user for an administrator',
        params: userIdParamsSchema,
        response: { 200: userResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const me = request.user!;
      if (request.params.id !== me.id && me.role !== 'admin') throw new AppError('FORBIDDEN');
      const row = await getUser(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      return { user: userPublicView(row) };
    },
  );
};
