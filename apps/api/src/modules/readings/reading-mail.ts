import { formatCents } from '@arcanes/domain/money/cents';
import { typeset } from '@arcanes/domain/writers/astrology-typography';
import type { MailMessage } from '../../mail/mailer';
import type { Writer } from '@arcanes/contracts/readings';
import { writerLabel } from './reading-messages';

type Lang = 'fr' | 'en';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function html(paragraphs: string[], lang: Lang): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Georgia,serif;color:#23262e;max-width:36em">${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')}</body></html>`;
}

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
  filename: string;
}): MailMessage {
  const fr = args.lang === 'fr';
  const paragraphs = fr
    ? [
        `Bonjour ${args.firstName},`,
        `Votre lecture « ${args.optionTitle} » est prête : vous la trouverez en pièce jointe (PDF).`,
        `Elle s’appuie sur :\n${args.summary.map((l) => `• ${l}`).join('\n')}`,
        args.writer.kind === 'ai'
          ? `Le rapport réunit la lecture symbolique, calculée à partir de vos données, et une lecture intuitive écrite par un modèle de langage, vérifiée phrase par phrase et signalée comme telle : « ${writerLabel(args.writer, 'fr')} ».`
          : `Le rapport réunit la lecture symbolique, calculée à partir de vos données, et une lecture intuitive signalée comme telle : « ${writerLabel(args.writer, 'fr')} ».`,
        'À la fin du rapport, « Sur quoi repose cette lecture » indique les éléments calculés sur lesquels repose chaque partie.',
        `Vous pouvez aussi la retrouver dans votre espace : ${args.accountUrl}`,
        'Ces lectures sont proposées à des fins de divertissement et de réflexion personnelle ; elles ne remplacent aucun avis professionnel.',
        'L’équipe Arcanes',
      ]
    : [
        `Hello ${args.firstName},`,
        `Your “${args.optionTitle}” reading is ready: you will find it attached (PDF).`,
        `It rests on:\n${args.summary.map((l) => `• ${l}`).join('\n')}`,
        args.writer.kind === 'ai'
          ? `The report brings together the symbolic reading, computed from your data, and an intuitive reading written by a language model, checked sentence by sentence and labelled as such: “${writerLabel(args.writer, 'en')}”.`
          : `The report brings together the symbolic reading, computed from your data, and an intuitive reading labelled as such: “${writerLabel(args.writer, 'en')}”.`,
        'At the end of the report, “What this reading rests on” lists the computed elements each part rests on.',
        `You can also find it in your account: ${args.accountUrl}`,
        'These readings are offered for entertainment and personal reflection; they replace no professional advice.',
        'The Arcanes team',
      ];
  const body = paragraphs.map((p) => typeset(p, args.lang));
  return {
    to: args.to,
    subject: fr ? `Votre lecture Arcanes : ${args.title}` : `Your Arcanes reading: ${args.title}`,
    text: `${body.join('\n\n')}\n`,
    html: html(body, args.lang),
    attachments: [{ filename: args.filename, content: args.pdf, contentType: 'application/pdf' }],
    messageId: `<reading-${args.readingId}@arcanes>`,
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
}): MailMessage {
  const fr = args.lang === 'fr';
  const amount = formatCents(args.cents, args.lang);
  const paragraphs = fr
    ? [
        `Bonjour ${args.firstName},`,
        `Nous n’avons pas pu rédiger votre lecture « ${args.optionTitle} ». Nous en sommes désolés.`,
        `Votre portefeuille a été remboursé de ${amount} : vous pouvez relancer cette lecture quand vous le souhaitez.`,
        'L’équipe Arcanes',
      ]
    : [
        `Hello ${args.firstName},`,
        `We could not write your “${args.optionTitle}” reading. We are sorry.`,
        `Your wallet has been refunded ${amount}: you can order this reading again whenever you like.`,
        'The Arcanes team',
      ];
  const body = paragraphs.map((p) => typeset(p, args.lang));
  return {
    to: args.to,
    subject: fr
      ? `Votre lecture Arcanes a été remboursée (${amount})`
      : `Your Arcanes reading was refunded (${amount})`,
    text: `${body.join('\n\n')}\n`,
    html: html(body, args.lang),
    messageId: `<reading-${args.readingId}-refund@arcanes>`,
  };
}
