import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#api/config.ts';
import { sendError } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Security headers with a strict CSP and an Origin check on unsafe methods (rate limits: plugins/rate-limit.ts). */
async function securityPlugin(app: FastifyInstance, opts: { config: Config }) {
  const local = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(opts.config.publicUrl);
  const headers = securityHeaders({
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
  /** Whether an unsafe request's Origin is refused. */
  const refused = (request: FastifyRequest) => {
    if (request.url.startsWith('/api/webhooks/')) return false;
    const origin = request.headers.origin;
    if (!origin) return false; // Non-browser clients; cookies are SameSite=Lax in any case.
    const host = request.headers.host;
    if (allowed.has(origin) || (host && (origin === `http://${host}` || origin === `https://${host}`)))
      return false;
    request.log.warn({ origin }, 'cross-origin unsafe request refused');
    return true;
  };
  // One synchronous hook for every request (headers computed once, the request id, the Origin check
  // of unsafe methods only): each hook, and an async one most, is a measurable share of a small
  // answer such as /healthz (decision 0249). Headers set here stay on error answers too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    if (!UNSAFE.has(request.method) || !refused(request)) return done();
    void sendError(reply, request.lang, 'FORBIDDEN'); // answered here: `done` is not called
  });
}

/**
 * Helmet's headers for these options, computed once: its middleware rebuilds them on every call
 * (16 % of a /healthz request's CPU), and nothing in them depends on the request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(securityPlugin, { name: 'security', dependencies: ['lang', 'errors'] });
