// POST /api/admin/clients/{id}/reactivate: a deactivated account can sign in again and finds its
// records as they were (an account erased at its owner's request is refused with 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const reactivateClient = (id: string) =>
  unwrap(api.POST('/api/admin/clients/{id}/reactivate', { params: { path: { id } } }));

export function useReactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reactivateClient(id),
    // Both lists, the client's page and its audit trail change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
  });
}
