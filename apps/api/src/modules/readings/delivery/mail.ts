import { formatCents } from '@arcanes/domain/money/cents';
import { texts } from '#api/lib/i18n.ts';
import { brandedMail, IPTC_TRAINED_ALGORITHMIC_MEDIA, type MailBlock } from '#api/mail/layout.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import type { Writer } from '@arcanes/contracts/readings';
import { writerLabel } from '#api/modules/readings/writing/messages.ts';
import { parisDateTime } from '#api/lib/paris-time.ts';
import { versionWords } from '#api/modules/readings/confirmation/confirmation.mail.ts';

type Lang = 'fr' | 'en';

/** The report's e-mail. Its Message-ID is the reading's, so a retried job sends the very same message. */
export function reportMail(args: {
  lang: Lang;
  to: string;
  firstName: string;
  readingId: string;
  title: string;
  optionTitle: string;
  summary: string[];
  writer: Writer;
  pdf: Buffer;
  accountUrl: string;
  publicUrl: string;
  filename: string;
  /** The order sentence accepted for this report, restated (directive 2011/83 art. 16(m)(iii)). */
  waiver: { at: Date; version: string } | null;
}): MailMessage {
  const t = texts(args.lang, 'mail');
  const option = args.optionTitle;
  const waiver: MailBlock[] = args.waiver
    ? [
        {
          kind: 'p',
          text: t('report.waiver', {
            replace: {
              date: parisDateTime(args.waiver.at, args.lang),
              ...versionWords(args.waiver.version, args.lang),
            },
          }),
        },
      ]
    : [];
  const body = brandedMail(
    {
      title: t('report.title', { replace: { option } }),
      blocks: [
        { kind: 'p', text: t('hello', { replace: { name: args.firstName } }) },
        { kind: 'p', text: t('report.ready', { replace: { option } }) },
        { kind: 'p', text: t('report.restsOn') },
        { kind: 'list', items: args.summary },
        {
          kind: 'p',
          text: t('report.writer', {
            context: args.writer.kind,
            replace: { label: writerLabel(args.writer, args.lang) },
          }),
        },
        { kind: 'p', text: t('report.basis') },
        ...waiver,
        { kind: 'button', label: t('report.button'), url: args.accountUrl },
        { kind: 'note', text: t('report.note') },
      ],
    },
    args.lang,
    args.publicUrl,
  );
  return {
    to: args.to,
    subject: t('report.subject', { replace: { title: args.title } }),
    ...body,
    attachments: [{ filename: args.filename, content: args.pdf, contentType: 'application/pdf' }],
    messageId: `<reading-${args.readingId}@arcanes>`,
    // The attached report carries a model's text: said to machines in the message too (AI Act art. 50(2)).
    ...(args.writer.kind === 'ai'
      ? { headers: { 'X-AI-Generated': `digital-source-type=${IPTC_TRAINED_ALGORITHMIC_MEDIA}` } }
      : {}),
  };
}

/** Sent when a report could not be delivered and the wallet was refunded. */
export function refundMail(args: {
  lang: Lang;
  to: string;
  firstName: string;
  readingId: string;
  optionTitle: string;
  cents: number;
  publicUrl: string;
}): MailMessage {
  const t = texts(args.lang, 'mail');
  const amount = formatCents(args.cents, args.lang);
  const option = args.optionTitle;
  const body = brandedMail(
    {
      title: t('reportRefund.title', { replace: { amount } }),
      blocks: [
        { kind: 'p', text: t('hello', { replace: { name: args.firstName } }) },
        { kind: 'p', text: t('reportRefund.sorry', { replace: { option } }) },
        { kind: 'p', text: t('reportRefund.refunded', { replace: { amount } }) },
        { kind: 'button', label: t('reportRefund.button'), url: `${args.publicUrl}/user/payments` },
      ],
    },
    args.lang,
    args.publicUrl,
  );
  return {
    to: args.to,
    subject: t('reportRefund.subject', { replace: { amount } }),
    ...body,
    messageId: `<reading-${args.readingId}-refund@arcanes>`,
  };
}
