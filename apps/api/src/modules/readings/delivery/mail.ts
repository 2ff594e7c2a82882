import { formatCents } from '@arcanes/domain/money/cents';
import { brandedMail } from '../../../mail/layout';
import type { MailMessage } from '../../../mail/mailer';
import type { Writer } from '@arcanes/contracts/readings';
import { writerLabel } from '../request/messages';

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
}): MailMessage {
  const fr = args.lang === 'fr';
  const ai = args.writer.kind === 'ai';
  const body = brandedMail(
    fr
      ? {
          title: `Votre lecture « ${args.optionTitle} » est prête`,
          blocks: [
            { kind: 'p', text: `Bonjour ${args.firstName},` },
            {
              kind: 'p',
              text: `Votre lecture « ${args.optionTitle} » est prête : vous la trouverez en pièce jointe (PDF).`,
            },
            { kind: 'p', text: 'Elle s’appuie sur :' },
            { kind: 'list', items: args.summary },
            {
              kind: 'p',
              text: ai
                ? `Le rapport réunit la lecture symbolique, calculée à partir de vos données, et une lecture intuitive écrite par un modèle de langage, vérifiée phrase par phrase et signalée comme telle : « ${writerLabel(args.writer, 'fr')} ».`
                : `Le rapport réunit la lecture symbolique, calculée à partir de vos données, et une lecture intuitive signalée comme telle : « ${writerLabel(args.writer, 'fr')} ».`,
            },
            {
              kind: 'p',
              text: 'À la fin du rapport, « Sur quoi repose cette lecture » indique les éléments calculés sur lesquels repose chaque partie.',
            },
            { kind: 'button', label: 'Retrouver mes consultations', url: args.accountUrl },
            {
              kind: 'note',
              text: 'Ces lectures sont proposées à des fins de divertissement et de réflexion personnelle ; elles ne remplacent aucun avis professionnel.',
            },
          ],
        }
      : {
          title: `Your “${args.optionTitle}” reading is ready`,
          blocks: [
            { kind: 'p', text: `Hello ${args.firstName},` },
            {
              kind: 'p',
              text: `Your “${args.optionTitle}” reading is ready: you will find it attached (PDF).`,
            },
            { kind: 'p', text: 'It rests on:' },
            { kind: 'list', items: args.summary },
            {
              kind: 'p',
              text: ai
                ? `The report brings together the symbolic reading, computed from your data, and an intuitive reading written by a language model, checked sentence by sentence and labelled as such: “${writerLabel(args.writer, 'en')}”.`
                : `The report brings together the symbolic reading, computed from your data, and an intuitive reading labelled as such: “${writerLabel(args.writer, 'en')}”.`,
            },
            {
              kind: 'p',
              text: 'At the end of the report, “What this reading rests on” lists the computed elements each part rests on.',
            },
            { kind: 'button', label: 'See my readings', url: args.accountUrl },
            {
              kind: 'note',
              text: 'These readings are offered for entertainment and personal reflection; they replace no professional advice.',
            },
          ],
        },
    args.lang,
    args.publicUrl,
  );
  return {
    to: args.to,
    subject: fr ? `Votre lecture Arcanes : ${args.title}` : `Your Arcanes reading: ${args.title}`,
    ...body,
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
  publicUrl: string;
}): MailMessage {
  const fr = args.lang === 'fr';
  const amount = formatCents(args.cents, args.lang);
  const body = brandedMail(
    fr
      ? {
          title: `Votre portefeuille a été remboursé de ${amount}`,
          blocks: [
            { kind: 'p', text: `Bonjour ${args.firstName},` },
            {
              kind: 'p',
              text: `Nous n’avons pas pu rédiger votre lecture « ${args.optionTitle} ». Nous en sommes désolés.`,
            },
            {
              kind: 'p',
              text: `Votre portefeuille a été remboursé de ${amount} : vous pouvez relancer cette lecture quand vous le souhaitez.`,
            },
            { kind: 'button', label: 'Voir mon portefeuille', url: `${args.publicUrl}/user/payments` },
          ],
        }
      : {
          title: `Your wallet was refunded ${amount}`,
          blocks: [
            { kind: 'p', text: `Hello ${args.firstName},` },
            { kind: 'p', text: `We could not write your “${args.optionTitle}” reading. We are sorry.` },
            {
              kind: 'p',
              text: `Your wallet has been refunded ${amount}: you can order this reading again whenever you like.`,
            },
            { kind: 'button', label: 'See my wallet', url: `${args.publicUrl}/user/payments` },
          ],
        },
    args.lang,
    args.publicUrl,
  );
  return {
    to: args.to,
    subject: fr
      ? `Votre lecture Arcanes a été remboursée (${amount})`
      : `Your Arcanes reading was refunded (${amount})`,
    ...body,
    messageId: `<reading-${args.readingId}-refund@arcanes>`,
  };
}
