import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { brandedMail } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { findContactMessage, markContactMailed } from './contact.repository';

function when(date: Date, lang: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);
}

/**
 * E-mails a stored contact-form message to ADMIN_EMAIL, then acknowledges it to its sender in their
 * language. The acknowledgement quotes nothing the sender typed (neither the name nor the message):
 * the form cannot be used to send someone else a text of one's choosing. Safe to run twice: a mailed
 * message is skipped, and a retry sends the same Message-IDs.
 */
export async function mailContactMessage(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config },
  messageId: number,
): Promise<void> {
  const message = await findContactMessage(deps.db, messageId);
  if (!message || message.mailed_at) return;
  const publicUrl = deps.config.publicUrl;
  const received = new Date(message.created_at);
  await deps.mailer.send({
    to: deps.config.ADMIN_EMAIL,
    replyTo: message.email,
    subject: `[Arcanes] Message de ${message.name}`,
    ...brandedMail(
      {
        title: `Message de ${message.name}`,
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['De', `${message.name} <${message.email}>`],
              ['Langue', message.lang],
              ['Reçu le', `${when(received, 'fr')} (heure de Paris)`],
            ],
          },
          { kind: 'quote', text: message.message },
          { kind: 'note', text: 'Répondez à ce message : la réponse part vers l’adresse de l’expéditeur.' },
        ],
      },
      'fr',
      publicUrl,
    ),
    messageId: `<contact-${message.id}@arcanes>`,
  });
  const lang = message.lang === 'en' ? 'en' : 'fr';
  await deps.mailer.send({
    to: message.email,
    subject:
      lang === 'fr' ? 'Arcanes : nous avons bien reçu votre message' : 'Arcanes: we received your message',
    ...brandedMail(
      lang === 'fr'
        ? {
            title: 'Nous avons bien reçu votre message',
            blocks: [
              { kind: 'p', text: 'Bonjour,' },
              {
                kind: 'p',
                text: `Votre message envoyé le ${when(received, 'fr')} (heure de Paris) par le formulaire de contact nous est bien parvenu. Nous vous répondons à cette adresse, en général sous deux jours ouvrés.`,
              },
              { kind: 'button', label: 'Retourner sur Arcanes', url: `${publicUrl}/` },
              {
                kind: 'note',
                text: 'Si vous n’avez rien écrit sur Arcanes, quelqu’un a saisi votre adresse par erreur : ignorez ce message.',
              },
            ],
          }
        : {
            title: 'We received your message',
            blocks: [
              { kind: 'p', text: 'Hello,' },
              {
                kind: 'p',
                text: `Your message sent through the contact form on ${when(received, 'en')} (Paris time) reached us. We will answer at this address, usually within two working days.`,
              },
              { kind: 'button', label: 'Back to Arcanes', url: `${publicUrl}/` },
              {
                kind: 'note',
                text: 'If you wrote nothing on Arcanes, someone typed your address by mistake: ignore this message.',
              },
            ],
          },
      lang,
      publicUrl,
    ),
    messageId: `<contact-${message.id}-ack@arcanes>`,
  });
  await markContactMailed(deps.db, messageId);
}
