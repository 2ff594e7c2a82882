import type { CheckoutRequest, CheckoutResponse } from '@arcanes/contracts/payments';
import { api } from '#web/lib/api-client.ts';

/** Card: POST /api/payments/checkout → where to pay (the provider's page, or the demo checkout). */
export const postCheckout = (body: CheckoutRequest) =>
  api<CheckoutResponse>('/api/payments/checkout', { body });
