import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Config } from '#api/config.ts';
import { AppError } from '#api/errors/app-error.ts';
import { SESSION_CHANNEL, SessionCache } from '#api/modules/accounts/session-cache.service.ts';
import type { SessionUser } from '#api/modules/accounts/sessions.service.ts';

export const SESSION_COOKIE = 'arcanes_session';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
    /** The session a token names, as the API's requests resolve it (cache, expiries), or null. */
    resolveSession(token: string): Promise<SessionUser | null>;
    sessionCache: SessionCache;
  }
}

/** Routes under this prefix require an administrator unless listed as public (deny by default). */
export const ADMIN_PREFIX = '/api/admin/';
export const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login']);

/** Resolves the session from the HttpOnly cookie or an `Authorization: Bearer` header. */
async function authPlugin(app: FastifyInstance, opts: { config: Config }) {
  const policy = {
    idleHours: opts.config.SESSION_IDLE_HOURS,
    absoluteDays: opts.config.SESSION_ABSOLUTE_DAYS,
  };
  const secure = !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(opts.config.publicUrl);

  // Sessions resolved in the last 30 s are served from memory, dropped on the database's notice of
  // any change to them (decision 0160).
  const cache = new SessionCache(30_000);
  const postgres = app.dbHandle.engine === 'postgres';
  await cache.start(
    app.dbHandle.listen,
    postgres ? (id) => sql`select pg_notify(${SESSION_CHANNEL}, ${id})`.execute(app.db) : undefined,
  );
  app.addHook('onClose', async () => cache.stop());
  app.decorate('sessionCache', cache);
  app.decorate('resolveSession', (token: string) => cache.resolve(app.db, token, policy));
  // PGlite hands notices over before the statement returns; PostgreSQL a moment after the commit,
  // so a request that may have changed a session waits until its own process has seen the notice.
  if (postgres)
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return done(null, payload);
      cache.barrier().then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  // Synchronous until there is a token to resolve: the site's pages, /healthz and a visitor's API
  // requests pay no promise for it.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const token = bearer || request.cookies[SESSION_COOKIE] || null;
    if (!token) return done();
    cache.resolve(app.db, token, policy).then(
      (user) => {
        request.user = user;
        request.sessionToken = user ? token : null;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('ADMIN_TOKEN_MISSING');
    if (request.user.role !== 'admin') throw new AppError('ADMIN_ONLY');
  });
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires: expiresAt,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });

  // Deny by default: every /api/admin/* route gets the admin check unless explicitly public.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    if (methods.every((m) => PUBLIC_ADMIN_ROUTES.has(`${m} ${route.url}`))) return;
    const existing = route.preHandler
      ? Array.isArray(route.preHandler)
        ? route.preHandler
        : [route.preHandler]
      : [];
    route.preHandler = [app.requireAdmin, ...existing];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'errors'] });
