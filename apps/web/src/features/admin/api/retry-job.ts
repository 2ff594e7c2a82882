import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export function retryJob(
  id: string,
): Promise<{ status: 'success'; message: string; id: string; name: string }> {
  return api(`/api/admin/jobs/${id}/retry`, { method: 'POST', body: {} });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
