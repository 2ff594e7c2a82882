import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@arcanes/contracts/accounts';
import { errorResponseSchema, okMessageSchema } from '@arcanes/contracts/common';
import { limit } from '#api/lib/rate-limit.ts';
import { changePassword } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { rethrowValidation } from './validation';
import { texts } from '#api/lib/i18n.ts';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/** Changing a known password, and resetting a forgotten one by e-mail. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/change-password',
    {
      preHandler: [app.requireUser, rethrowValidation],
      attachValidation: true,
      config: limit(app.config, 10, '15 minutes', (r) => `change-password:${r.user?.id ?? r.ip}`),
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (needs the current one); ends the other sessions',
        body: changePasswordRequestSchema,
        response: { 200: okMessageSchema, ...failures },
      },
    },
    async (request) => {
      await changePassword(
        app.db,
        request.user!,
        {
          currentPassword: request.body.current_password,
          newPassword: request.body.password,
          ip: request.ip,
        },
        { queue: app.queue, lang: request.lang },
      );
      return {
        status: 'success' as const,
        message: texts(request.lang, 'answers')('account.passwordChanged'),
      };
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      config: limit(app.config, 5, '15 minutes'),
      schema: {
        tags: ['accounts'],
        summary:
          'E-mail a single-use reset link (1 hour); the answer is the same whether the account exists or not',
        body: forgotPasswordRequestSchema,
        response: { 200: okMessageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.db, queue: app.queue },
        { email: request.body.email, lang: request.lang, ip: request.ip },
      );
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.forgot') };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      config: limit(app.config, 10, '15 minutes'),
      attachValidation: true,
      preHandler: rethrowValidation,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the e-mail; ends every session of the account',
        body: resetPasswordRequestSchema,
        response: { 200: okMessageSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(
        app.db,
        { token: request.body.token, password: request.body.password, ip: request.ip },
        { queue: app.queue, lang: request.lang },
      );
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.reset') };
    },
  );
};
