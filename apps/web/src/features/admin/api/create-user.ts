import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateUserRequest, AdminUserResponse } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export function createUser(body: AdminCreateUserRequest): Promise<AdminUserResponse> {
  return api<AdminUserResponse>('/api/admin/create-user', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
