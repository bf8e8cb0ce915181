// POST /api/arts/{id}/change-request: the client asks for changes to a delivered art
// (Finalizado | Aprovado → Alteração); the text is kept as an event, the briefing is not touched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestInput } from '../../../../common/api-types';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const requestArtChange = (id: string, input: ChangeRequestInput) =>
  unwrap(api.POST('/api/arts/{id}/change-request', { params: { path: { id } }, body: input }));

export function useRequestArtChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeRequestInput) => requestArtChange(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.arts() }),
  });
}
