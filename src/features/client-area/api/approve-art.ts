// POST /api/arts/{id}/approve: the client accepts a delivered art (Finalizado → Aprovado).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const approveArt = (id: string) =>
  unwrap(api.POST('/api/arts/{id}/approve', { params: { path: { id } } }));

export function useApproveArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveArt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.arts() }),
  });
}
