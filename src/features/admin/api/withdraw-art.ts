// POST /api/admin/arts/{id}/withdraw: the studio takes back the version awaiting approval, with
// the reason the client reads (Finalizado → Em andamento).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawVersionInput } from '../../../../common/api-types';
import { api, unwrap } from '../../../lib/api';
import { rereadOnSettled } from '../../../lib/reread';
import { adminKeys } from './query-keys';

export const withdrawArt = (id: string, input: WithdrawVersionInput) =>
  unwrap(api.POST('/api/admin/arts/{id}/withdraw', { params: { path: { id } }, body: input }));

export function useWithdrawArt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawVersionInput) => withdrawArt(id, input),
    // A refusal (409) may mean the client acted meanwhile: refresh the art either way.
    onSettled: rereadOnSettled(queryClient, adminKeys.arts(), adminKeys.clients()),
  });
}
