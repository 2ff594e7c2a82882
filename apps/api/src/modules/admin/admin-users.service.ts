import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  ADMIN_USERS_COUNT_CAP,
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
  type AdminUsersResponse,
} from '@arcanes/contracts/admin';
import { centsToEuros, formatCents, parseEurosToCents } from '@arcanes/domain/money/cents';
import type { Database, User } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import type { Lang } from '#api/lib/lang.ts';
import {
  createUser,
  eraseUser,
  updateUser,
  userPublicView,
  type UpdateUserInput,
} from '#api/modules/accounts/accounts.service.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { adjust } from '#api/modules/wallet/wallet.service.ts';
import {
  findLiveUser,
  listUsers,
  lockAdmins,
  lockUser,
  onlineUserIds,
  type UserListFilter,
} from './admin-users.repository';

/** The administrator acting, as recorded in the audit log. */
export interface AdminActor {
  id: number;
  username: string;
  ip: string | null;
  lang: Lang;
}

const accountsActor = (a: AdminActor) => ({ id: a.id, label: a.username, ip: a.ip, lang: a.lang });

function view(row: User, online?: boolean) {
  const v = userPublicView(row);
  return online === undefined ? v : { ...v, isOnline: v.isOnline || online };
}

export async function listAdminUsers(db: Db, filter: UserListFilter): Promise<AdminUsersResponse> {
  const { items, next_cursor, total, capped } = await listUsers(db, filter, ADMIN_USERS_COUNT_CAP);
  const online = await onlineUserIds(
    db,
    items.map((r) => r.id),
  );
  return { users: items.map((r) => view(r, online.has(r.id))), next_cursor, total, total_capped: capped };
}

export async function getAdminUser(db: Db, id: number) {
  const row = await findLiveUser(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** Same rules and hashing as registration; the role is always 'user' (promotion is a separate, audited step). */
export async function createUserByAdmin(db: Db, input: AdminCreateUserInput, actor: AdminActor) {
  const user = await createUser(
    db,
    {
      username: input.username,
      email: input.email,
      password: input.password,
      first_name: input.first_name,
      last_name: input.last_name,
      sexe: input.sexe,
      date_naissance: input.date_naissance,
      heure_naissance: input.heure_naissance,
      lieu_naissance: input.lieu_naissance,
      role: 'user',
    },
    accountsActor(actor),
  );
  return view(user);
}

/** A typed euro amount → cents, or a 400 naming the field ("abc", "12,345"). */
function amountCents(value: string | number, field: 'wallet_credit' | 'wallet'): number {
  const cents = parseEurosToCents(value);
  if (cents === null || !Number.isSafeInteger(cents))
    throw new AppError('ADMIN_WALLET_AMOUNT_INVALID', {}, { [field]: 'amount' });
  return cents;
}

/**
 * The wallet change an edit asks for, in cents (0 for none). `wallet_credit` is a signed credit;
 * the seed's `wallet` is a target balance, turned into the difference with the current balance.
 * A seed client that echoes the unchanged balance asks for nothing.
 */
export function requestedWalletDelta(
  input: Pick<AdminUpdateUserInput, 'wallet_credit' | 'wallet'>,
  balanceCents: number,
): number {
  const credit = input.wallet_credit === undefined ? 0 : amountCents(input.wallet_credit, 'wallet_credit');
  const target = input.wallet === undefined ? null : amountCents(input.wallet, 'wallet');
  const fromTarget = target === null ? 0 : target - balanceCents;
  if (credit !== 0 && fromTarget !== 0)
    throw new AppError('ADMIN_WALLET_AMBIGUOUS', {}, { wallet_credit: 'invalid', wallet: 'invalid' });
  return credit !== 0 ? credit : fromTarget;
}

/**
 * Locks, in one order everywhere (the administrators by id, then the target), what an admin change
 * may depend on: two administrators demoting or deleting each other at the same moment are
 * serialised, so the last one standing is never removed, and no two changes wait on each other.
 */
async function lockForChange(trx: Transaction<Database>, id: number, actor: AdminActor) {
  const admins = await lockAdmins(trx);
  // The caller may have lost the role to a concurrent change while waiting for the lock.
  if (!admins.includes(actor.id)) throw new AppError('ADMIN_ONLY');
  const target = await lockUser(trx, id);
  if (!target) throw new AppError('NOT_FOUND');
  return { admins, target };
}

/** The last-administrator rule, and demoting oneself needs an explicit confirmation. */
function checkRoleChange(
  admins: number[],
  target: User,
  role: 'user' | 'admin',
  confirmSelf: boolean,
  actor: AdminActor,
) {
  if (role === target.role || role === 'admin') return;
  if (admins.length <= 1 && admins.includes(target.id)) throw new AppError('LAST_ADMIN');
  if (target.id === actor.id && !confirmSelf) throw new AppError('ADMIN_SELF_DEMOTION');
}

export interface UpdateOutcome {
  user: ReturnType<typeof view>;
  adjustment: { amount_cents: number; amount: number; balance_after_cents: number; reason: string } | null;
}

/**
 * The edit popup, in one transaction: profile fields, password, role and wallet all change or none
 * does. The wallet moves only by a ledger adjustment with a reason, never by overwriting the balance.
 */
export async function updateUserByAdmin(
  db: Db,
  id: number,
  input: AdminUpdateUserInput,
  actor: AdminActor,
  idempotencyKey?: string,
): Promise<UpdateOutcome> {
  // Amounts are checked before anything is opened, so "abc" never reaches the database.
  if (input.wallet_credit !== undefined) amountCents(input.wallet_credit, 'wallet_credit');
  if (input.wallet !== undefined) amountCents(input.wallet, 'wallet');
  return inTransaction(db, async (trx) => {
    const { admins, target } = await lockForChange(trx, id, actor);
    const delta = requestedWalletDelta(input, target.balance_cents);
    const reason = input.wallet_reason?.trim() ?? '';
    if (delta !== 0 && !reason)
      throw new AppError('ADMIN_WALLET_REASON_REQUIRED', {}, { wallet_reason: 'required' });
    if (input.role) checkRoleChange(admins, target, input.role, input.confirm_self === true, actor);

    let adjustment: UpdateOutcome['adjustment'] = null;
    if (delta !== 0) {
      const key = `admin-adjust:${actor.id}:${idempotencyKey ?? crypto.randomUUID()}`;
      const moved = await adjust(trx, {
        userId: id,
        signedCents: delta,
        key,
        actorId: actor.id,
        reason,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')
          throw new AppError(
            'ADMIN_WALLET_NEGATIVE',
            { balance: formatCents(target.balance_cents, actor.lang) },
            { wallet_credit: 'invalid' },
          );
        throw error;
      });
      // A key already used answers for that first request only: another amount, user or reason is refused.
      if (
        !moved.applied &&
        (moved.entry.user_id !== id || moved.entry.amount_cents !== delta || moved.entry.reason !== reason)
      )
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      adjustment = {
        amount_cents: moved.entry.amount_cents,
        amount: centsToEuros(moved.entry.amount_cents),
        balance_after_cents: moved.balanceCents,
        reason,
      };
      if (moved.applied) {
        await audit(trx, {
          actorId: actor.id,
          actorLabel: actor.username,
          action: 'wallet.adjusted',
          target: `user:${id}`,
          details: {
            amount_cents: delta,
            balance_before_cents: target.balance_cents,
            balance_after_cents: moved.balanceCents,
            reason,
            ledger_entry: Number(moved.entry.id),
          },
          ip: actor.ip,
        });
      }
    }

    const patch: UpdateUserInput = {};
    for (const key of [
      'username',
      'first_name',
      'last_name',
      'email',
      'sexe',
      'date_naissance',
      'heure_naissance',
      'lieu_naissance',
      'password',
      'role',
    ] as const) {
      if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
    }
    const row = Object.keys(patch).length
      ? await updateUser(trx, id, patch, accountsActor(actor))
      : await lockUser(trx, id);
    return { user: view(row!), adjustment };
  });
}

/** The roles page: flip (or set) a user's role, with the last-administrator and self-demotion rules. */
export async function changeRole(
  db: Db,
  id: number,
  request: { role?: 'user' | 'admin'; confirm_self?: boolean },
  actor: AdminActor,
) {
  return inTransaction(db, async (trx) => {
    const { admins, target } = await lockForChange(trx, id, actor);
    const role = request.role ?? (target.role === 'admin' ? 'user' : 'admin');
    if (role === target.role) return { id: target.id, username: target.username, role: target.role };
    checkRoleChange(admins, target, role, request.confirm_self === true, actor);
    const user = await updateUser(trx, id, { role }, accountsActor(actor));
    return { id: user.id, username: user.username, role: user.role };
  });
}

/** Erasure: the person's data is anonymised, the payments and ledger the law requires are kept. */
export async function deleteUserByAdmin(
  db: Db,
  id: number,
  actor: AdminActor,
  deps: { queue: Queue },
): Promise<void> {
  if (id === actor.id) throw new AppError('ADMIN_SELF_DELETE');
  await inTransaction(db, async (trx) => {
    const { admins, target } = await lockForChange(trx, id, actor);
    if (target.role === 'admin' && admins.length <= 1) throw new AppError('LAST_ADMIN');
    await eraseUser(trx, id, accountsActor(actor), deps);
  });
}
