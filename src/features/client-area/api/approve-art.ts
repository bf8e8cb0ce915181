// POST /api/arts/{id}/approve: the client approves the version awaiting approval (Finalizado →
// Aprovado) with proof (docs/product/approval.md): naming it (a version replaced meanwhile is
// refused, 409), their password again, the brief's checklist and, over open pins, the deliberate
// box. The termo is made after, in the background: the page polls until it is ready.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveArtInput } from '../../../../common/api-types';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const approveArt = (id: string, body: ApproveArtInput) =>
  unwrap(api.POST('/api/arts/{id}/approve', { params: { path: { id } }, body }));

export function useApproveArt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: ApproveArtInput }) => approveArt(input.id, input.body),
    // A refusal may mean a new version arrived: the lists and the page show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.arts() }),
  });
}
