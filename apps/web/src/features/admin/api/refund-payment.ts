import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export interface RefundAnswer {
  status: 'success';
  message: string;
  payment: AdminPayment;
  wallet: number;
  wallet_cents: number;
  applied: boolean;
}

export function refundPayment({ id, reason }: { id: string; reason: string }): Promise<RefundAnswer> {
  return api<RefundAnswer>(`/api/admin/payments/${id}/refund`, { method: 'POST', body: { reason } });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
