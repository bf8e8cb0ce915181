// POST /api/admin/clients/{id}/deactivate: the account can no longer sign in and its sessions
// end; its records stay, as the contract and the law require.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const deactivateClient = (id: string) =>
  unwrap(api.POST('/api/admin/clients/{id}/deactivate', { params: { path: { id } } }));

export function useDeactivateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deactivateClient(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.arts() }),
      ]);
    },
  });
}
