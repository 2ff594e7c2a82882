import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserRequest, AdminUserResponse } from '@arcanes/contracts/admin';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export interface UpdateUserVariables {
  id: number;
  body: AdminUpdateUserRequest;
  /** One per opening of the edit popup: a double submission credits the wallet once. */
  idempotencyKey: string;
}

export function updateUser({ id, body, idempotencyKey }: UpdateUserVariables): Promise<AdminUserResponse> {
  return api<AdminUserResponse>(`/api/admin/update-user/${id}`, {
    method: 'PUT',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
