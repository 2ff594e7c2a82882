import { useMutation } from '@tanstack/react-query';
import type { VisitorWithdrawalRequest, VisitorWithdrawalResponse } from '@arcanes/contracts/withdrawals';
import { api } from '#web/lib/api-client.ts';

/** The withdrawal function without a session: the answer is the same whether or not the details match. */
export const useVisitorWithdrawal = () =>
  useMutation({
    mutationFn: (input: VisitorWithdrawalRequest) =>
      api<VisitorWithdrawalResponse>('/api/withdrawals', { method: 'POST', body: input }),
  });
