import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminCreateUserRequestSchema,
  adminMeResponseSchema,
  adminOkResponseSchema,
  adminRoleRequestSchema,
  adminRoleResponseSchema,
  adminUpdateUserRequestSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from '@arcanes/contracts/admin';
import { userIdParamsSchema } from '@arcanes/contracts/accounts';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { AppError } from '#api/errors/app-error.ts';
import { texts } from '#api/lib/i18n.ts';
import { notifyAccount } from '#api/modules/accounts/account-notices.service.ts';
import { emailChanged } from '#api/modules/accounts/email-verification.service.ts';
import {
  changeRole,
  createUserByAdmin,
  deleteUserByAdmin,
  getAdminUser,
  listAdminUsers,
  updateUserByAdmin,
  type AdminActor,
} from './admin-users.service';

export function actorOf(request: FastifyRequest): AdminActor {
  // The admin guard (plugins/auth.ts) has already run: there is an administrator here.
  const user = request.user!;
  return { id: user.id, username: user.username, ip: request.ip, lang: request.lang };
}

/**
 * A client may name its edit so that a double submission credits once. A key sent but malformed is
 * refused: ignoring it (as once) made each submission a new credit.
 */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key === 'string' && /^[\w-]{8,100}$/.test(key)) return key;
  throw new AppError('IDEMPOTENCY_KEY_INVALID');
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/admin',
    { schema: { tags: ['admin'], response: { 200: adminMeResponseSchema, ...errors } } },
    async (request) => {
      const user = request.user!;
      return {
        status: 'success' as const,
        admin: { id: user.id, username: user.username, email: user.email, role: 'admin' as const },
        demo_payments: app.config.demoPayments,
      };
    },
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listAdminUsers(app.db, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: userIdParamsSchema,
        response: {
          200: adminUserResponseSchema.omit({ adjustment: true }).partial({ message: true }),
          ...errors,
        },
      },
    },
    async (request) => ({ status: 'success' as const, user: await getAdminUser(app.db, request.params.id) }),
  );

  app.post(
    '/api/admin/create-user',
    {
      schema: {
        tags: ['admin'],
        body: adminCreateUserRequestSchema,
        response: { 201: adminUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUserByAdmin(app.db, request.body, actorOf(request));
      return reply.status(201).send({
        status: 'success' as const,
        message: texts(request.lang, 'answers')('adminUsers.created'),
        user,
      });
    },
  );

  app.put(
    '/api/admin/update-user/:id',
    {
      schema: {
        tags: ['admin'],
        params: userIdParamsSchema,
        body: adminUpdateUserRequestSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const key = idempotencyKey(request);
      const before = await getAdminUser(app.db, request.params.id);
      const outcome = await updateUserByAdmin(app.db, request.params.id, request.body, actorOf(request), key);
      // The owner hears of it: a new address gets a confirmation link and the old one a notice; a
      // password set by an administrator is announced to the account's address.
      const deps = { db: app.db, queue: app.queue };
      if (outcome.user.email !== before.email)
        await emailChanged(deps, { id: before.id, email: outcome.user.email }, before.email, request.lang);
      if (request.body.password !== undefined)
        await notifyAccount(deps, {
          userId: before.id,
          kind: 'password_changed',
          lang: request.lang,
          detail: 'administrator',
        });
      return {
        status: 'success' as const,
        message: texts(request.lang, 'answers')('adminUsers.updated'),
        user: outcome.user,
        adjustment: outcome.adjustment,
      };
    },
  );

  app.delete(
    '/api/admin/delete-user/:id',
    {
      schema: {
        tags: ['admin'],
        params: userIdParamsSchema,
        response: { 200: adminOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteUserByAdmin(app.db, request.params.id, actorOf(request), { queue: app.queue });
      return { status: 'success' as const, message: texts(request.lang, 'answers')('adminUsers.deleted') };
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        params: userIdParamsSchema,
        body: adminRoleRequestSchema.nullish(),
        response: { 200: adminRoleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await changeRole(app.db, request.params.id, request.body ?? {}, actorOf(request));
      const message = texts(request.lang, 'answers')('adminUsers.role', {
        context: user.role,
        replace: { name: user.username },
      });
      return { status: 'success' as const, message, user };
    },
  );
};
