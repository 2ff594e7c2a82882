import { TERMS_VERSION } from '@arcanes/contracts/legal-texts';
import { ORDER_ACCEPTANCE_FIELD, ORDER_TERMS_VERSION } from '@arcanes/contracts/orders';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { acceptanceOfReading, insertAcceptance, linkAcceptance } from './orders.repository';

export { ORDER_TERMS_VERSION };

/**
 * What the reading request says about its order sentence: accepted (true / "true"), refused (false /
 * "false": nothing is charged), or not sent (an API client that predates the field).
 */
export function orderFlag(body: unknown): 'accepted' | 'refused' | 'absent' {
  const v = (body as Record<string, unknown> | null)?.[ORDER_ACCEPTANCE_FIELD];
  if (v === true || v === 'true') return 'accepted';
  if (v === undefined) return 'absent';
  return 'refused';
}

/**
 * Records the acceptance before the reading is charged — the order sentence's version and the terms'
 * (CGV) version in force, the one the terms page prints — and refuses an order whose sentence was refused.
 */
export async function recordOrderAcceptance(db: Db, userId: number, route: string, body: unknown) {
  const flag = orderFlag(body);
  if (flag === 'refused') throw new AppError('ORDER_TERMS_REQUIRED');
  if (flag === 'absent') return null;
  return insertAcceptance(db, {
    userId,
    route,
    textVersion: ORDER_TERMS_VERSION,
    termsVersion: TERMS_VERSION,
  });
}

export const attachAcceptanceToReading = linkAcceptance;
export const orderAcceptanceOf = acceptanceOfReading;
