// The client's payments (docs/product/payments.md): the studio's prices, 'Comprar créditos' (a
// charge for a package), one charge polled every PAYMENT_POLL_MS until it is paid, and 'Pagar
// taxa' for an approved art's fee.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_POLL_MS } from '../../../../common/payments';
import { api, unwrap, type ApiSchemas } from '../../../lib/api';
import { meQueryOptions } from '../../../lib/session';
import { clientKeys } from './query-keys';

const paymentKeys = {
  prices: [...clientKeys.all, 'payments', 'prices'] as const,
  charge: (id: string) => [...clientKeys.all, 'payments', 'charge', id] as const,
};

export const usePaymentPrices = () =>
  useQuery({
    queryKey: paymentKeys.prices,
    queryFn: () => unwrap(api.GET('/api/payments/prices')),
  });

/** Still worth asking again: open (waiting for the money). */
const waiting = (charge: ApiSchemas['ChargeView'] | undefined) => charge?.status === 'open';

export const chargeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.charge(id),
    queryFn: () => unwrap(api.GET('/api/charges/{id}', { params: { path: { id } } })),
    refetchInterval: (query) => (waiting(query.state.data) ? PAYMENT_POLL_MS : false),
    // A phone that comes back from the bank's app sees the news at once.
    refetchOnWindowFocus: true,
  });

export const useCharge = (id: string) => useQuery(chargeQueryOptions(id));

export function useBuyCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credits: number) => unwrap(api.POST('/api/charges', { body: { credits } })),
    onSuccess: (charge) => queryClient.setQueryData(paymentKeys.charge(charge.id), charge),
  });
}

export function usePayArtFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artId: string) =>
      unwrap(api.POST('/api/arts/{id}/fee/pay', { params: { path: { id: artId } } })),
    onSuccess: (charge) => queryClient.setQueryData(paymentKeys.charge(charge.id), charge),
  });
}

/** Once paid, the balance in the page's frame and the art's fee are read again. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: clientKeys.arts() }),
    ]);
}
