import type { Kysely } from 'kysely';
import { createUserInputSchema, type CreateUserInput } from '@arcanes/contracts/accounts';
import type { Database, User } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { notifyAccount } from './account-notices.service';
import { createUser, type Actor } from './accounts.service';
import { findActiveUserByEmail, findConflicts } from './accounts.repository';
import { startVerification } from './email-verification.service';
import { hashNewPassword, hashPassword } from './passwords.service';
import { parseOrThrow } from './validation';

/**
 * Self-registration (decisions 0131 and 0211): a new address gets the account (returned, so that the
 * route logs it in) and a confirmation link; an address that already has one gets no account, null,
 * and a mail to its owner — the answer never says outright that the address is taken, but since a new
 * account is logged in and this one is not, the difference shows (0211). The password checks come
 * first and an Argon2 hash is computed on both paths. Usernames stay visible (USERNAME_TAKEN): they
 * are public names, and a clash must be fixable on the form.
 */
export async function registerUser(
  deps: { db: Kysely<Database>; queue: Queue },
  input: CreateUserInput,
  actor: Actor & { lang: 'fr' | 'en'; termsAccepted: true },
): Promise<User | null> {
  const v = parseOrThrow(createUserInputSchema, input);
  await hashNewPassword(v.password);
  const taken = await findConflicts(deps.db, { username: v.username, email: v.email });
  if (taken.username) throw new AppError('USERNAME_TAKEN', {}, { username: 'invalid' });
  if (taken.email) return tellOwner(deps, v.email, actor);
  try {
    return await inTransaction(deps.db, async (trx) => {
      const user = await createUser(trx, input, actor);
      await startVerification({ db: trx, queue: deps.queue }, user, actor.lang);
      return user;
    });
  } catch (error) {
    // Another registration took the address between the check and the insert: same quiet answer.
    if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return tellOwner(deps, v.email, actor);
    throw error;
  }
}

async function tellOwner(
  deps: { db: Kysely<Database>; queue: Queue },
  email: string,
  actor: Actor & { lang: 'fr' | 'en' },
): Promise<null> {
  await hashPassword('the same work as a registration');
  const owner = await findActiveUserByEmail(deps.db, email);
  if (!owner) return null; // an erased account's address: nobody to tell
  await notifyAccount(deps, { userId: owner.id, kind: 'registration_attempt', lang: actor.lang });
  await audit(deps.db, {
    actorId: null,
    action: 'user.register_existing_email',
    target: `user:${owner.id}`,
    ip: actor.ip ?? null,
  });
  return null;
}
