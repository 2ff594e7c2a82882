import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadingWithdrawalRequest, ReadingWithdrawalResponse } from '@arcanes/contracts/withdrawals';
import { api } from '#web/lib/api-client.ts';

/** Withdraws from a PDF reading not yet being written; the wallet and the lists are read again. */
export const useWithdrawReading = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReadingWithdrawalRequest) =>
      api<ReadingWithdrawalResponse>('/api/user/withdrawals/readings', { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
};
