import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { sendError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers with a strict CSP and an Origin check on unsafe methods (rate limits: plugins/rate-limit.ts). */
async function securityPlugin(app: FastifyInstance, opts: { config: Config }) {
  const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(opts.config.publicUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: [
          "'self'",
          'https://checkout.stripe.com',
          'https://www.paypal.com',
          'https://www.sandbox.paypal.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: local ? null : [],
      },
    },
    hsts: local ? false : { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new Set([new URL(opts.config.publicUrl).origin]);
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE.has(request.method) || request.url.startsWith('/api/webhooks/')) return;
    const origin = request.headers.origin;
    if (!origin) return; // Non-browser clients; cookies are SameSite=Lax in any case.
    const host = request.headers.host;
    if (allowed.has(origin) || (host && (origin === `http://${host}` || origin === `https://${host}`)))
      return;
    request.log.warn({ origin }, 'cross-origin unsafe request refused');
    return sendError(reply, request.lang, 'FORBIDDEN');
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['lang', 'errors'] });
