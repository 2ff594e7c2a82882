import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';

export const changePassword = (input: ChangePasswordRequest) =>
  api<{ status: string; message: string }>('/api/user/change-password', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
