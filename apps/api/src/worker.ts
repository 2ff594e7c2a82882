import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import type { Kysely } from 'kysely';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { allJobs } from './jobs/registry';
import { createQueue } from './jobs/queue';
import { createMailer } from './mail/mailer';
import { warmPdf } from './pdf/fonts';

/** A job worker process for PostgreSQL deployments (`npm run worker`); the API then runs with RUN_WORKERS=false. */
async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database runs its jobs inside the server process.',
    );
    process.exit(78);
  }
  const log = pino({ level: config.LOG_LEVEL, name: 'worker' });
  const handle = await openDatabase(config);
  handle.onConnectionLost = (error) =>
    log.warn({ err: error }, 'database connection lost; the next query opens a new one');
  await migrateToLatest(handle.db as Kysely<unknown>, { engine: handle.engine });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const queue = await createQueue({
    handle,
    databaseUrl: config.DATABASE_URL,
    jobs: allJobs,
    log,
    pollingIntervalSeconds: 2,
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    fallbackPollSeconds: config.JOB_FALLBACK_POLL_SECONDS,
  });
  await queue.startWorkers({ db: handle.db, config, mailer, log });
  warmPdf().catch((error: unknown) => log.error({ err: error }, 'PDF warm-up failed'));
  log.info({ jobs: allJobs.map((j) => j.name) }, 'worker started');
  closeWithGrace({ delay: 30_000 }, async () => {
    await queue.stop();
    mailer.close();
    await handle.close();
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
