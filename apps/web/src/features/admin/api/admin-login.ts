import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginResponse, LoginRequest } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';
import { markSignedIn } from '#web/lib/session.ts';
import { adminKeys } from './admin-keys';
import { fetchAdminMe } from './get-admin-me';

/**
 * POST /api/admin/login: the session arrives as an HttpOnly cookie; the `tokenAdmin` of the seed's
 * answer is not kept anywhere in the browser.
 */
export async function loginAdmin(body: LoginRequest): Promise<AdminLoginResponse> {
  return api<AdminLoginResponse>('/api/admin/login', { method: 'POST', body });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await loginAdmin(body);
      const me = await fetchAdminMe();
      return { answer, me };
    },
    onSuccess: ({ me }) => {
      markSignedIn(me.admin.id);
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.me, me);
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
