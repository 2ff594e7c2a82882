import type { FastifyReply, FastifyRequest } from 'fastify';

/** A request slower than this is worth a warning line even when it succeeded. */
const SLOW_MS = 1000;

/**
 * One line per request instead of Fastify's two info lines (they cost more CPU than a cached read):
 * at debug for ordinary answers (LOG_LEVEL=debug shows them), at warn for a server error or a slow
 * answer. The request goes through the logger's serializers, so its URL is redacted as elsewhere.
 */
export function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const responseTime = reply.elapsedTime;
  if (reply.statusCode >= 500 || responseTime >= SLOW_MS)
    request.log.warn({ req: request, res: reply, responseTime }, 'request completed');
  else if (request.log.level === 'debug' || request.log.level === 'trace')
    request.log.debug({ req: request, res: reply, responseTime }, 'request completed');
  done();
}
