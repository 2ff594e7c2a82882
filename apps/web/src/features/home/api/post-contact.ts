import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@arcanes/contracts/contact';
import { api } from '#web/lib/api-client.ts';

export const postContact = (body: ContactRequest) =>
  api<{ status: 'success'; message: string }>('/api/contact', { body });

export function usePostContact() {
  return useMutation({ mutationFn: postContact });
}
