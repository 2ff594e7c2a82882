import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pickLang, type Lang } from '#api/lib/lang.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Decorates each request with its language: body `langage`/`lang`, then query `lang`, then Accept-Language. */
async function langPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'fr');
  // Synchronous hooks: an async one costs a promise per request, on every route.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLang(
      (request.query as { lang?: unknown } | undefined)?.lang,
      request.headers['accept-language'],
    );
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body as { langage?: unknown; lang?: unknown } | undefined;
    if (body && typeof body === 'object') {
      const explicit = body.langage ?? body.lang;
      if (explicit === 'fr' || explicit === 'en') request.lang = explicit;
    }
    done();
  });
}

export default fp(langPlugin, { name: 'lang' });
