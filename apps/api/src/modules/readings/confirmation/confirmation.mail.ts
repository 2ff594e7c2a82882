import { formatCents } from '@arcanes/domain/money/cents';
import { TERMS_DATE, TERMS_VERSION } from '@arcanes/contracts/legal-texts';
import type { Writer } from '@arcanes/contracts/readings';
import { texts } from '#api/lib/i18n.ts';
import { brandedMail, IPTC_TRAINED_ALGORITHMIC_MEDIA, type MailBlock } from '#api/mail/layout.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { parisDateTime, parisLongDay } from '#api/lib/paris-time.ts';

type Lang = 'fr' | 'en';

/**
 * The date of a terms' version id (legal-texts.ts): the current one's; an older id ends with its date
 * (« cgv-2026-11-28 »), and the order sentence's versions before decision 0290 were dates themselves.
 */
export function versionDay(version: string): string | null {
  if (version === TERMS_VERSION) return TERMS_DATE;
  return /(\d{4}-\d{2}-\d{2})$/.exec(version)?.[1] ?? null;
}

/** A version as the e-mails print it: its id and its date (« cgv-2026-11-28 du 28 novembre 2026 »). */
export function versionWords(version: string, lang: Lang): { version: string; day: string } {
  const day = versionDay(version);
  return { version, day: day ? parisLongDay(day, lang) : '—' };
}

export interface ConfirmationModel {
  lang: Lang;
  to: string;
  firstName: string;
  readingId: string;
  optionTitle: string;
  priceCents: number;
  orderedAt: Date;
  delivery: 'screen' | 'pdf';
  hours: number;
  /** The order sentence the customer accepted with the button; null: the request did not carry it. */
  acceptance: { at: Date; sentence: string; version: string } | null;
  termsVersion: string;
  /** On-screen readings: the answer as it was shown, the intuitive part with what wrote it. */
  answer: { question: string | null; symbolic: string; intuitive: string; writer: Writer } | null;
  termsPdf: Buffer;
  accountUrl: string;
  publicUrl: string;
  seller: { publisher: string; contact: string };
}

/**
 * The confirmation of a reading order on a durable medium (directive 2011/83 art. 8(7) and 16(m)(iii);
 * L221-13 and L221-28 13°): what was ordered, its price, when (Paris time), the order sentence accepted
 * — immediate execution, the waiver for that reading — with its version, and the terms in force as a
 * PDF. An on-screen answer is restated, its intuitive part marked when a model wrote it (AI Act art.
 * 50(2)). Its Message-ID is the order's: a retried job sends the very same message.
 */
export function confirmationMail(m: ConfirmationModel): MailMessage {
  const t = texts(m.lang, 'mail');
  const option = m.optionTitle;
  const blocks: MailBlock[] = [
    { kind: 'p', text: t('hello', { replace: { name: m.firstName } }) },
    { kind: 'p', text: t('orderConfirmation.intro') },
    {
      kind: 'facts',
      rows: [
        [t('orderConfirmation.what'), option],
        [t('orderConfirmation.reference'), m.readingId],
        [t('orderConfirmation.price'), formatCents(m.priceCents, m.lang)],
        [t('orderConfirmation.paidWith'), t('orderConfirmation.wallet')],
        [t('orderConfirmation.date'), parisDateTime(m.orderedAt, m.lang)],
        [
          t('orderConfirmation.delivery'),
          m.delivery === 'screen'
            ? t('orderConfirmation.deliveryScreen')
            : t('orderConfirmation.deliveryPdf', { replace: { hours: m.hours } }),
        ],
      ],
    },
    { kind: 'p', text: t('orderConfirmation.waiverTitle') },
  ];
  if (m.acceptance)
    blocks.push(
      {
        kind: 'p',
        text: t('orderConfirmation.waiverAccepted', {
          replace: {
            date: parisDateTime(m.acceptance.at, m.lang),
            ...versionWords(m.acceptance.version, m.lang),
          },
        }),
      },
      { kind: 'quote', text: m.acceptance.sentence },
    );
  else blocks.push({ kind: 'p', text: t('orderConfirmation.waiverNone') });
  blocks.push({
    kind: 'p',
    text: t('orderConfirmation.terms', { replace: versionWords(m.termsVersion, m.lang) }),
  });
  const model = m.answer?.writer.kind === 'ai';
  if (m.answer) {
    blocks.push({ kind: 'p', text: t('orderConfirmation.answerTitle') });
    if (m.answer.question)
      blocks.push({
        kind: 'p',
        text: t('orderConfirmation.question', { replace: { question: m.answer.question } }),
      });
    blocks.push(
      { kind: 'generated', label: t('orderConfirmation.symbolic'), text: m.answer.symbolic, model: false },
      {
        kind: 'generated',
        label: t('orderConfirmation.generated', {
          context: m.answer.writer.kind,
          replace: { model: m.answer.writer.model ?? '' },
        }),
        text: m.answer.intuitive,
        model,
      },
    );
  }
  blocks.push({ kind: 'button', label: t('orderConfirmation.button'), url: m.accountUrl });
  const body = brandedMail(
    { title: t('orderConfirmation.title', { replace: { option } }), blocks, seller: m.seller },
    m.lang,
    m.publicUrl,
  );
  return {
    to: m.to,
    subject: t('orderConfirmation.subject', { replace: { option } }),
    ...body,
    attachments: [
      {
        filename: t('orderConfirmation.termsFile', {
          replace: { day: versionDay(m.termsVersion) ?? m.termsVersion },
        }),
        content: m.termsPdf,
        contentType: 'application/pdf',
      },
    ],
    messageId: `<order-${m.readingId}@arcanes>`,
    // A message carrying a model's text says so to machines too (AI Act art. 50(2)); the HTML marks the block.
    ...(model
      ? { headers: { 'X-AI-Generated': `digital-source-type=${IPTC_TRAINED_ALGORITHMIC_MEDIA}` } }
      : {}),
  };
}
