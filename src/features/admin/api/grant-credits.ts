// POST /api/admin/clients/{id}/credits: adds credits (1–1000) with an optional note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { CreditGrantInput, CreditGrantResult } from '../../../../common/api-types';
import { postJson } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const grantCredits = (id: string, input: CreditGrantInput) =>
  postJson<CreditGrantResult>(apiRoutes.admin.grantCredits(id), input);

export function useGrantCredits(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditGrantInput) => grantCredits(id, input),
    // The balance shows on the client's page, its statement and the client list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.clients() }),
  });
}
