// PUT /api/account/tax-id: the client's CPF or CNPJ, which a payment provider may need (Asaas, a
// new customer). The account (/api/me) is read again so every page sees it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { meQueryOptions } from '../../../lib/session';

export function useSaveTaxId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taxId: string) => unwrap(api.PUT('/api/account/tax-id', { body: { taxId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
