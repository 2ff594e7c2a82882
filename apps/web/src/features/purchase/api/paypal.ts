import type { PaypalCreateOrderRequest } from '@arcanes/contracts/payments';
import { api } from '#web/lib/api-client.ts';

export interface PaypalOrder {
  payment_id: string;
  order_id: string;
  approve_url: string;
}

/** PayPal: the server creates the order (amount from its catalogue); the buyer approves it at PayPal. */
export const createPaypalOrder = (body: PaypalCreateOrderRequest) =>
  api<PaypalOrder>('/api/paypal/create-order', { body });

/** Back from PayPal: the server captures the approved order and credits the wallet. */
export const confirmPaypalOrder = (orderId: string) =>
  api<unknown>('/api/paypal/confirm', { body: { order_id: orderId } });
