// POST /api/admin/clients/{id}/credits: adds credits (1–1000) with an optional note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditGrantInput } from '../../../../common/api-types';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const grantCredits = (id: string, input: CreditGrantInput) =>
  unwrap(api.POST('/api/admin/clients/{id}/credits', { params: { path: { id } }, body: input }));

export function useGrantCredits(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditGrantInput) => grantCredits(id, input),
    // The balance shows on the client's page, its statement and the client list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
  });
}
