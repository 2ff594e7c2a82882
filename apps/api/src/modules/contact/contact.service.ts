import type { Kysely } from 'kysely';
import type { ContactRequest } from '@arcanes/contracts/contact';
import type { Database } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { contactEmailJob } from '#api/jobs/contact-email.job.ts';
import { insertContactMessage } from './contact.repository';

/** Stores the message and enqueues its e-mail to the site's administrator in the same transaction. */
export async function submitContact(
  deps: { db: Kysely<Database>; queue: Queue },
  input: ContactRequest & { lang: 'fr' | 'en'; ip: string | null },
): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false }; // honeypot filled: a bot; answer as usual, keep nothing
  await inTransaction(deps.db, async (trx) => {
    const { id } = await insertContactMessage(trx, {
      name: input.name,
      email: input.email,
      message: input.message,
      lang: input.lang,
      ip: input.ip,
    });
    await deps.queue.send(contactEmailJob, { messageId: id }, { trx, singletonKey: `contact-${id}` });
  });
  return { stored: true };
}
