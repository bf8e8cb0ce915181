// POST /api/admin/arts/{id}/start: Solicitado or Alteração → Em andamento.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import { postJson } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const startArt = (id: string) => postJson<unknown>(apiRoutes.admin.startArt(id), {});

export function useStartArt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startArt(id),
    // A refused move (409) may mean someone else changed the art: refresh it either way.
    // A failure shows at once; the re-read (which retries while the server is away) goes on behind.
    onSettled: (_data, error) => {
      const reread = Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.arts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
      ]);
      return error ? undefined : reread;
    },
  });
}
