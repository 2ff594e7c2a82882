import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { healthResponseSchema, readyResponseSchema } from '@arcanes/contracts/health';
import { pendingMigrations } from '#api/db/migrate.ts';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: { tags: ['health'], response: { 200: healthResponseSchema } },
      // A constant answer of 15 bytes that probes ask for many times a minute: no zod check of it on the
      // way out (the handler returns one literal), nothing to compress or decompress (decision 0249).
      serializerCompiler: () => (data) => JSON.stringify(data),
      compress: false,
      decompress: false,
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
    async (_request, reply) => {
      const providers = {
        ai: app.config.ai,
        card: app.config.cardPayments,
        paypal: app.config.paypal,
        mail: app.config.mail,
      };
      let pending: string[] = ['unknown'];
      let ok = false;
      try {
        await pingDatabase(app.db);
        pending = await pendingMigrations(app.db as Kysely<unknown>);
        ok = pending.length === 0;
      } catch (error) {
        app.log.error({ err: error }, 'readiness check failed');
      }
      const status = ok ? ('ok' as const) : ('unavailable' as const);
      if (app.config.NODE_ENV === 'production') return reply.status(ok ? 200 : 503).send({ status });
      return reply.status(ok ? 200 : 503).send({
        status,
        database: app.dbHandle.engine,
        migrations: { pending },
        providers,
      });
    },
  );
};
