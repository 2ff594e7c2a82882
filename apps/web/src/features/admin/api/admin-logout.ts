import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { markSignedOut } from '#web/lib/session.ts';

/** POST /api/admin/logout: ends the session on the server (the cookie is cleared there). */
export function logoutAdmin(): Promise<unknown> {
  return api<unknown>('/api/admin/logout', { method: 'POST', body: {} });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Kept apart from the session watch: a logout refused because the session had already ended is fine.
    mutationKey: ['admin-logout'],
    mutationFn: logoutAdmin,
    onSuccess: () => {
      markSignedOut();
      // Nothing read as an administrator stays in memory after leaving.
      queryClient.clear();
    },
  });
}
