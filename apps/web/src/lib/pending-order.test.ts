import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  coveringOffer,
  PENDING_ORDER_MAX_AGE_MS,
  readPendingOrder,
  storePendingOrder,
} from './pending-order';

// A sessionStorage for node (the web project's tests run without a DOM).
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('the top-up that pays for a reading', () => {
  it('is the offer of its price, or the smallest one above it', () => {
    expect(coveringOffer(699)).toEqual({ option: 1, priceCents: 699 });
    expect(coveringOffer(1990)).toEqual({ option: 2, priceCents: 1990 });
    expect(coveringOffer(2990)).toEqual({ option: 3, priceCents: 2990 });
    expect(coveringOffer(700)).toEqual({ option: 2, priceCents: 1990 });
    expect(coveringOffer(5000)).toBeNull();
  });
});

describe('the pending reading order', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });
  const order = {
    stage: 'pay' as const,
    domain: 'tarot' as const,
    option: 1 as const,
    values: {},
    request: { cartes: [4, 26, 57], draw_id: 'd', accept_order: true },
    idempotency_key: '6f1c1c1e-8a3b-4c41-9b7e-1d2a3b4c5d6e',
    created_at: 1_000_000,
  };

  it('reads back what was stored, and nothing once cleared', () => {
    storePendingOrder(order);
    expect(readPendingOrder(1_000_000 + 60_000)).toMatchObject({ request: order.request });
    storePendingOrder(null);
    expect(readPendingOrder(1_000_000)).toBeNull();
  });

  it('keeps an order on its way (`sent`) with its request and key, so that it can be sent again', () => {
    storePendingOrder({ ...order, stage: 'sent' });
    expect(readPendingOrder(1_000_000 + 60_000)).toMatchObject({
      stage: 'sent',
      request: order.request,
      idempotency_key: order.idempotency_key,
    });
  });

  it('forgets an order older than two hours', () => {
    storePendingOrder(order);
    expect(readPendingOrder(1_000_000 + PENDING_ORDER_MAX_AGE_MS + 1)).toBeNull();
  });

  it('trusts nothing it reads: an unknown domain or option, or broken JSON, is no order', () => {
    sessionStorage.setItem('pendingReadingOrder', JSON.stringify({ ...order, domain: 'runes' }));
    expect(readPendingOrder(1_000_000)).toBeNull();
    sessionStorage.setItem('pendingReadingOrder', JSON.stringify({ ...order, option: 9 }));
    expect(readPendingOrder(1_000_000)).toBeNull();
    sessionStorage.setItem('pendingReadingOrder', '{');
    expect(readPendingOrder(1_000_000)).toBeNull();
  });
});
