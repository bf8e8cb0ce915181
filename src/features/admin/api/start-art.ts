// POST /api/admin/arts/{id}/start: Solicitado or Alteração → Em andamento.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import { postJson } from '../../../lib/api';
import { rereadOnSettled } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const startArt = (id: string) => postJson<unknown>(apiRoutes.admin.startArt(id), {});

export function useStartArt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startArt(id),
    // A refused move (409) may mean someone else changed the art: refresh it either way.
    onSettled: rereadOnSettled(queryClient, adminKeys.arts(), adminKeys.clients()),
  });
}
