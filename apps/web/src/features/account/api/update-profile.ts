import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { profileQueryKey } from './get-profile';

export const updateProfile = (input: ProfileUpdateRequest) =>
  api<unknown>('/api/user/profile', { method: 'PUT', body: input });

/** Saves the profile; the header, the forms' defaults and the chart follow without a reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
