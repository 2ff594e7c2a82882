import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#api/errors/app-error.ts';
import { SESSION_COOKIE } from '#api/plugins/auth.ts';
import { notifyDeniedAccess } from './admin-access.service';
import { adminAiCallsRoutes } from './admin-ai-calls.routes';
import { adminReportsRoutes } from './admin-reports.routes';
import { adminReviewsRoutes } from './admin-reviews.routes';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * The administration API. Every route here is behind the admin guard of plugins/auth.ts (deny by
 * default); login and logout belong to the accounts module.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The guard runs here too, at onRequest, so that a visitor is answered 401 before the body is
  // even validated (the route-level guard of plugins/auth.ts stays as the second lock). A session
  // that was presented but no longer resolves (expired, revoked) is told apart from no session at
  // all: the seed answers it "Session expirée ou non autorisée. Veuillez vous reconnecter."
  app.addHook('onRequest', async (request, reply) => {
    if (!request.user) {
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ') || request.cookies[SESSION_COOKIE])
        throw new AppError('UNAUTHENTICATED');
    }
    await app.requireAdmin(request, reply);
  });

  // The site manager is told of every refusal, as the seed promises (see admin-access.service.ts).
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || (error.code !== 'ADMIN_ONLY' && error.code !== 'ADMIN_TOKEN_MISSING'))
      return;
    try {
      await notifyDeniedAccess(
        { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
        request.user,
        { method: request.method, path: request.url.split('?')[0] ?? request.url, ip: request.ip },
      );
    } catch (e) {
      request.log.error({ err: e }, 'could not record a denied admin access');
    }
  });

  await app.register(adminUsersRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminAiCallsRoutes);
  await app.register(adminReviewsRoutes);
};
