import { z } from 'zod';
import { spreadSchema } from '@arcanes/contracts/divination';
import {
  DOMAINS,
  OFFERS,
  type Domain,
  type OfferOption,
  type ReadingOption,
} from '@arcanes/domain/catalogue/offers';

/**
 * A reading ordered but not yet paid for (decision 0315), kept in this tab's sessionStorage while the
 * customer registers or pays, so that they come back to it instead of choosing the option again:
 * - `form`: a visitor's answers in the option's form, put back once they have an account;
 * - `pay`: the reading's whole request (with the order acceptance, the tarot draw and the picks),
 *   sent as soon as the payment has credited the wallet, with the idempotency key chosen at the order
 *   so that coming back twice charges once;
 * - `sent`: that request on its way. It is forgotten only once its answer (or its error) is on the
 *   screen: if the page is left, reloaded or mounted again before that, the option sends it again with
 *   the same key, and the server answers with the same reading instead of charging again.
 * It is nothing the server trusts: the reading request is checked there as any other.
 */
const KEY = 'pendingReadingOrder';
/** An order older than this is forgotten (a tarot draw is no longer worth reviving after it). */
export const PENDING_ORDER_MAX_AGE_MS = 2 * 60 * 60 * 1000;

const pendingOrderSchema = z.object({
  stage: z.enum(['form', 'pay', 'sent']),
  domain: z.enum(DOMAINS as [Domain, ...Domain[]]),
  option: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** The form's answers as typed (stage `form`). */
  values: z.record(z.string(), z.unknown()).default({}),
  /** The reading request, ready to send (stages `pay` and `sent`). */
  request: z.record(z.string(), z.unknown()).optional(),
  idempotency_key: z.string().uuid().optional(),
  spread: spreadSchema.nullable().optional(),
  created_at: z.number().int(),
});
export type PendingOrder = z.infer<typeof pendingOrderSchema>;

export function readPendingOrder(now = Date.now()): PendingOrder | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = pendingOrderSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.created_at > PENDING_ORDER_MAX_AGE_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export function storePendingOrder(order: PendingOrder | null): void {
  try {
    if (order) sessionStorage.setItem(KEY, JSON.stringify(order));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the customer comes back to the option and orders it again */
  }
}

/** The top-up that pays for a reading: the smallest offer whose amount covers its price. */
export function coveringOffer(priceCents: number): { option: OfferOption; priceCents: number } | null {
  const offer = [...OFFERS]
    .sort((a, b) => a.priceCents - b.priceCents)
    .find((o) => o.priceCents >= priceCents);
  return offer ? { option: offer.option, priceCents: offer.priceCents } : null;
}

/** Whether a pending order is for this open option. */
export function isFor(order: PendingOrder | null, domain: Domain, option: ReadingOption): boolean {
  return order !== null && order.domain === domain && order.option === option;
}
