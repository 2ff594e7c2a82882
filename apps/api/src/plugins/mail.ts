import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#api/config.ts';
import { createMailer, type Mailer } from '#api/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance, opts: { config: Config; mailer?: Mailer }) {
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: opts.config.SMTP_URL,
      from: opts.config.MAIL_FROM,
      outboxDir: path.join(opts.config.dataDir, 'outbox'),
      log: app.log,
    });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail' });
