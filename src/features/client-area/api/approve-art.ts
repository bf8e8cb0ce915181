// POST /api/arts/{id}/approve: the client accepts the version awaiting approval (Finalizado →
// Aprovado), naming it: a version replaced meanwhile by a corrected one is refused (409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const approveArt = (id: string, version: number | null) =>
  unwrap(api.POST('/api/arts/{id}/approve', { params: { path: { id } }, body: { version } }));

export function useApproveArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; version: number | null }) =>
      approveArt(input.id, input.version),
    // A refusal may mean a new version arrived: the lists and the page show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.arts() }),
  });
}
