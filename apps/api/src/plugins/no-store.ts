import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers carry personal data or tokens (a login's token, a profile, payments, admin pages), so
 * none may be kept by the browser or a shared cache: `Cache-Control: no-store` unless the route chose
 * its own policy (the public catalogue, places and legal texts say `public`).
 */
async function noStorePlugin(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

export default fp(noStorePlugin, { name: 'no-store' });
