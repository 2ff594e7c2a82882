import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Mailer } from './mail/mailer';
import { logRequest } from './lib/request-log';
import { logSerializers } from './lib/log-redact';
import langPlugin from './plugins/lang';
import errorsPlugin from './plugins/errors';
import textGuardPlugin from './plugins/text-guard';
import securityPlugin from './plugins/security';
import noStorePlugin from './plugins/no-store';
import dbPlugin from './plugins/db';
import mailPlugin from './plugins/mail';
import queuePlugin from './plugins/queue';
import schedulesPlugin from './plugins/schedules';
import rateLimitPlugin from './plugins/rate-limit';
import authPlugin from './plugins/auth';
import openapiPlugin from './plugins/openapi';
import webPlugin from './plugins/web';
import { healthRoutes } from './modules/health/health.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { placesRoutes } from './modules/places/places.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { passwordRoutes } from './modules/accounts/password.routes';
import { gdprRoutes } from './modules/accounts/gdpr.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { readingDataRoutes } from './modules/consent/reading-data.routes';
import { forecastsRoutes } from './modules/forecasts/forecasts.routes';
import { limitsRoutes } from './modules/limits/limits.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { divinationRoutes } from './modules/divination/divination.routes';
import { freeToolsRoutes } from './modules/free-tools/free-tools.routes';
import { dailyRoutes } from './modules/daily/daily.routes';
import { cardLibraryRoutes } from './modules/card-library/card-library.routes';
import { readingsRoutes } from './modules/readings/readings.routes';
import { skyRoutes } from './modules/sky/sky.routes';
import { skyUnsubscribeRoutes } from './modules/sky/sky-unsubscribe.routes';
import { readingsHistoryRoutes } from './modules/readings/history/history.routes';
import { journalRoutes } from './modules/readings/journal/journal.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paypalRoutes } from './modules/payments/paypal.routes';
import { webhookRoutes } from './modules/payments/webhooks.routes';
import { demoRoutes } from './modules/payments/demo.routes';
import { adminRoutes } from './modules/admin/admin.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Tests may hand in an open database or a mailer of their own. */
  db?: DatabaseHandle;
  /** The database server.ts began opening before this module loaded; the app closes it. */
  openingDb?: Promise<DatabaseHandle>;
  mailer?: Mailer;
}

/** Request logs never carry a reset or verification token (lib/log-redact.ts). */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logSerializers, ...logger.serializers } };
}

/**
 * Off unless TRUST_PROXY says which proxies may set X-Forwarded-For (else anyone picks their address).
 * A hop count is a function here: Fastify itself ignores a number (it cannot check the peer).
 */
function trustedProxies(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number')
    return setting === 0 ? false : (_address: string, hop: number) => hop < setting;
  return setting;
}

/** The whole application, in boot order. `server.ts` listens; tests call `inject`. */
export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: withRedaction(opts.logger ?? { level: config.LOG_LEVEL }),
    genReqId: (req) =>
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // Opening a fresh embedded database and migrating it takes seconds, and minutes on a loaded machine:
    // Fastify's 10 s default made the server give up at its first start there.
    pluginTimeout: 300_000,
    // One line per request instead of two, see lib/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The answer's `x-request-id` is set with the security headers (plugins/security.ts).
  app.addHook('onResponse', logRequest);

  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(securityPlugin, { config });
  await app.register(noStorePlugin);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(dbPlugin, { config, handle: opts.db, opening: opts.openingDb });
  await app.register(mailPlugin, { config, mailer: opts.mailer });
  await app.register(queuePlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { config });
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(placesRoutes);
  await app.register(consentRoutes);
  await app.register(readingDataRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(passwordRoutes);
  await app.register(gdprRoutes);
  await app.register(legalRoutes);
  await app.register(analyticsRoutes);
  await app.register(catalogueRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(invoicesRoutes);
  await app.register(forecastsRoutes);
  await app.register(divinationRoutes);
  await app.register(freeToolsRoutes);
  await app.register(cardLibraryRoutes);
  await app.register(dailyRoutes);
  await app.register(ordersRoutes);
  await app.register(readingsRoutes);
  await app.register(readingsHistoryRoutes);
  await app.register(journalRoutes);
  await app.register(skyRoutes);
  await app.register(skyUnsubscribeRoutes);
  await app.register(limitsRoutes);
  await app.register(reviewsRoutes);
  await app.register(paymentsRoutes);
  await app.register(paypalRoutes);
  await app.register(webhookRoutes);
  await app.register(demoRoutes);
  await app.register(schedulesPlugin);
  await app.register(adminRoutes);

  await app.register(webPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
