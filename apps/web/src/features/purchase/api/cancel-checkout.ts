import type { PaymentView } from '@arcanes/contracts/payments';
import { api } from '#web/lib/api-client.ts';

/** The buyer came back through the provider's cancel link: the pending payment ends as cancelled. */
export const cancelCheckout = (id: string) =>
  api<PaymentView>(`/api/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
