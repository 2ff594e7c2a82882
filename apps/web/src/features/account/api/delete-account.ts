import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';

/** GDPR art. 17: the password confirms it is really the owner. */
export const deleteAccount = (input: DeleteAccountRequest) =>
  api<unknown>('/api/user/me', { method: 'DELETE', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
