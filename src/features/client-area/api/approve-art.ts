// POST /api/arts/{id}/approve: the client accepts a delivered art (Finalizado → Aprovado).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { ArtSummary } from '../../../../common/api-types';
import { postJson } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const approveArt = (id: string) => postJson<ArtSummary>(apiRoutes.approveArt(id), {});

export function useApproveArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveArt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.arts() }),
  });
}
