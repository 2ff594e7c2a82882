import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  // Opening the embedded database is the longest step of a start: it begins before the application's
  // modules load, so that what of it does not need the main thread (reading its files, compiling its
  // WebAssembly) overlaps them (decision 0258).
  const openingDb = openDatabase(config);
  openingDb.catch(() => {}); // awaited, and reported, by the database plugin
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { openingDb });
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const providers = `database=${app.dbHandle.engine} ai=${config.ai} card=${config.cardPayments} paypal=${config.paypal} mail=${config.mail}`;
  app.log.info(`Arcanes is ready on ${config.publicUrl} (${providers})`);
  const demo = config.demoPayments
    ? `\n  DEMO PAYMENTS: the demo checkout credits wallets without any real payment (${config.NODE_ENV === 'production' ? 'DEMO_PAYMENTS=true' : 'not production: allowed without keys'})`
    : '';
  if (config.demoPayments)
    app.log.warn(
      { card: config.cardPayments, paypal: config.paypal },
      'demo payments are on: wallets can be credited without a real payment',
    );
  console.log(`\n  Arcanes: ${config.publicUrl}\n  providers: ${providers}${demo}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
