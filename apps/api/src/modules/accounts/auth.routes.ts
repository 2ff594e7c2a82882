import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '@arcanes/contracts/accounts';
import { errorResponseSchema, okMessageSchema } from '@arcanes/contracts/common';
import { loginThrottle } from './login-throttle';
import { login, logout } from './login.service';
import { sessionAnswer, sessionContext } from './session-answer';
import { sessionPolicy } from './sessions.service';
import { texts } from '#api/lib/i18n.ts';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Login and logout for users and administrators: a new opaque token each time, also set as a cookie. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = sessionPolicy(app.config);
  const throttle = loginThrottle(app);

  app.post(
    '/api/user/login',
    {
      preHandler: throttle,
      schema: {
        tags: ['accounts'],
        summary:
          'Log in with username (or e-mail) and password; returns the token and sets the session cookie',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const session = await login(app.db, policy, {
        login: request.body.username,
        password: request.body.password,
        ...sessionContext(request),
      });
      return sessionAnswer(app, reply, session, texts(request.lang, 'answers')('account.login'));
    },
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session on the server and clear the cookie',
        response: { 200: okMessageSchema },
      },
    },
    async (request, reply) => {
      if (request.user) await logout(app.db, request.user, request.ip);
      app.clearSessionCookie(reply);
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.logout') };
    },
  );

  app.post(
    '/api/admin/login',
    {
      preHandler: throttle,
      schema: {
        tags: ['admin'],
        summary: 'Administrator login (role admin only); returns tokenAdmin and sets the session cookie',
        body: loginRequestSchema,
        response: { 200: adminLoginResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await login(app.db, policy, {
        login: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousSessionId: request.user?.sessionId ?? null,
        admin: true,
      });
      app.setSessionCookie(reply, token, expiresAt);
      return {
        status: 'success' as const,
        message: texts(request.lang, 'answers')('account.adminLogin'),
        tokenAdmin: token,
      };
    },
  );

  // Not public: like every /api/admin/* route it needs an administrator's session (401 without one).
  // POST only, so that a link or an image on another site cannot end the session.
  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'End the administrator session',
        response: { 200: okMessageSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      await logout(app.db, request.user!, request.ip, true);
      app.clearSessionCookie(reply);
      return { status: 'success' as const, message: texts(request.lang, 'answers')('account.logout') };
    },
  );
};
