import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Stable id so that a retried job sends the same message (and a receiver can de-duplicate). */
  messageId?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe for the e-mails a customer asked for). */
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from: opts.from, ...message });
        opts.log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent by SMTP',
        );
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      const safe = (info.messageId ?? String(Date.now())).replace(/[^a-zA-Z0-9._-]/g, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe}.eml`;
      const file = path.join(opts.outboxDir, name);
      // Written beside the outbox, then moved in whole (a rename in one file system): whoever reads the
      // outbox — a person, a test — never sees half a message.
      const partial = path.join(`${opts.outboxDir}.partial`, name);
      await fs.mkdir(opts.outboxDir, { recursive: true });
      await fs.mkdir(path.dirname(partial), { recursive: true });
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
