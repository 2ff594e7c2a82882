import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMeResponse, AdminRoleRequest } from '@arcanes/contracts/admin';
import type { Role } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export interface RoleAnswer {
  status: 'success';
  message: string;
  user: { id: number; username: string; role: Role };
}

export function changeRole({ id, body }: { id: number; body: AdminRoleRequest }): Promise<RoleAnswer> {
  return api<RoleAnswer>(`/api/admin/users/${id}/role`, { method: 'PATCH', body });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (answer) => {
      // An administrator who just gave up their own rights leaves the area (the page does it):
      // re-reading the admin lists now would only be refused.
      const self = queryClient.getQueryData<AdminMeResponse>(adminKeys.me)?.admin.id === answer.user.id;
      if (self && answer.user.role !== 'admin') return;
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
