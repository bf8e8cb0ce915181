// POST /api/admin/messages/{id}/read: marks a contact message as read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const markMessageRead = (id: string) =>
  unwrap(api.POST('/api/admin/messages/{id}/read', { params: { path: { id } } }));

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markMessageRead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages() }),
  });
}
