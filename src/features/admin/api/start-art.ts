// POST /api/admin/arts/{id}/start: Solicitado or Alteração → Em andamento.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { rereadOnSettled } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const startArt = (id: string) =>
  unwrap(api.POST('/api/admin/arts/{id}/start', { params: { path: { id } } }));

export function useStartArt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startArt(id),
    // A refused move (409) may mean someone else changed the art: refresh it either way.
    onSettled: rereadOnSettled(queryClient, adminKeys.arts(), adminKeys.clients()),
  });
}
