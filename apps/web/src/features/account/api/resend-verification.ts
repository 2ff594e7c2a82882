import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** POST /api/user/resend-verification: a new confirmation link to the account's address. */
export const resendVerification = () =>
  api<{ status: string; message: string }>('/api/user/resend-verification', { method: 'POST', body: {} });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
