import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey, type SessionUser } from '#web/lib/session.ts';

/**
 * After a reading the answer carries the new balance: the header, the guard and the option
 * buttons see it at once, and the account's lists (ledger, history) are asked again.
 */
export function useWalletSync() {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: { wallet: number; wallet_cents: number }) => {
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, wallet: answer.wallet, wallet_cents: answer.wallet_cents } : user,
      );
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    [queryClient],
  );
}
