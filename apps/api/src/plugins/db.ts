import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import type { Database } from '#api/db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbHandle: DatabaseHandle;
  }
}

/**
 * Opens PGlite or PostgreSQL (or takes the one the server began opening), applies pending migrations,
 * closes it on shutdown. A handle given by a test stays the test's to close.
 */
async function dbPlugin(
  app: FastifyInstance,
  opts: { config: Config; handle?: DatabaseHandle; opening?: Promise<DatabaseHandle> },
) {
  const handle = opts.handle ?? (await (opts.opening ?? openDatabase(opts.config)));
  try {
    await migrateToLatest(handle.db as Kysely<unknown>, { engine: handle.engine });
  } catch (error) {
    if (!opts.handle) await handle.close();
    throw error;
  }
  handle.onConnectionLost = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the next query opens a new one');
  app.decorate('dbHandle', handle);
  app.decorate('db', handle.db);
  if (!opts.handle) app.addHook('onClose', async () => handle.close());
}

export default fp(dbPlugin, { name: 'db' });
