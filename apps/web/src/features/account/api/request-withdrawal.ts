import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequest, WithdrawalResponse } from '@arcanes/contracts/withdrawals';
import { api } from '#web/lib/api-client.ts';

/** Withdraws from one top-up; the wallet, ledger and payments shown afterwards are read again. */
export const requestWithdrawal = (input: WithdrawalRequest) =>
  api<WithdrawalResponse>('/api/user/withdrawals', { method: 'POST', body: input });

export const useRequestWithdrawal = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
};
