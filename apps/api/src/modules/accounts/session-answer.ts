import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_COOKIE, parseVisitorId } from '#api/modules/consent/consent.service.ts';
import type { User } from '#api/db/schema.ts';

/** What opening a session records of the request: address, browser, visitor id, the session it replaces. */
export function sessionContext(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    visitorId: parseVisitorId(request.cookies[VISITOR_COOKIE]),
    previousSessionId: request.user?.sessionId ?? null,
  };
}

/** A customer's new session: the cookie set, and the answer login and registration both give. */
export function sessionAnswer(
  app: FastifyInstance,
  reply: FastifyReply,
  session: { user: User; token: string; expiresAt: Date },
  message: string,
) {
  app.setSessionCookie(reply, session.token, session.expiresAt);
  const { user, token } = session;
  return {
    status: 'success' as const,
    message,
    token,
    user: { id: user.id, username: user.username, role: user.role },
  };
}
