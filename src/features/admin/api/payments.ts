// The panel's payments (docs/product/payments.md): 'Preços e pagamentos' (GET/PUT
// /api/admin/settings/payments) and 'Pagamentos' (GET /api/admin/charges with its filters, and
// the actions on a charge: confirm, refund, waive).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmChargeInput, PaymentSettings } from '../../../../common/payment-schemas';
import { CHARGE_REASONS, CHARGE_STATUSES } from '../../../../common/payments';
import { api, unwrap } from '../../../lib/api';
import { pageQueryOptions } from '../../../lib/list-query';
import { choiceOf } from '../../../lib/use-list-params';
import { adminKeys } from './query-keys';

const settingsKey = [...adminKeys.all, 'settings', 'payments'] as const;

export const usePaymentSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () => unwrap(api.GET('/api/admin/settings/payments')),
  });

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettings) =>
      unwrap(api.PUT('/api/admin/settings/payments', { body: settings })),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

/** The 'Pagamentos' filters as the address keeps them. */
export interface ChargeFilters {
  page: number;
  status: (typeof CHARGE_STATUSES)[number] | null;
  reason: (typeof CHARGE_REASONS)[number] | null;
  client: string;
  from: string;
  to: string;
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function chargeFiltersOf(params: URLSearchParams): ChargeFilters {
  const page = Number(params.get('pagina') ?? '1');
  const from = params.get('de');
  const to = params.get('ate');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: choiceOf(params, 'situacao', CHARGE_STATUSES),
    reason: choiceOf(params, 'motivo', CHARGE_REASONS),
    client: (params.get('cliente') ?? '').slice(0, 100),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
}

const chargeKeys = {
  all: [...adminKeys.all, 'charges'] as const,
  list: (filters: ChargeFilters) => [...chargeKeys.all, filters] as const,
};

export const chargesQueryOptions = (filters: ChargeFilters) =>
  pageQueryOptions(chargeKeys.list(filters), () => {
    const query: {
      page: number;
      status?: NonNullable<ChargeFilters['status']>;
      reason?: NonNullable<ChargeFilters['reason']>;
      client?: string;
      from?: string;
      to?: string;
    } = { page: filters.page };
    if (filters.status) query.status = filters.status;
    if (filters.reason) query.reason = filters.reason;
    if (filters.client) query.client = filters.client;
    if (filters.from) query.from = filters.from;
    if (filters.to) query.to = filters.to;
    return unwrap(api.GET('/api/admin/charges', { params: { query } }));
  });

export const useCharges = (filters: ChargeFilters) => useQuery(chargesQueryOptions(filters));

function useChargeAction<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Balances, arts and the audit trail move with a charge.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useConfirmCharge = () =>
  useChargeAction((input: { id: string } & ConfirmChargeInput) =>
    unwrap(
      api.POST('/api/admin/charges/{id}/confirm', {
        params: { path: { id: input.id } },
        body: {
          ...(input.endToEndId ? { endToEndId: input.endToEndId } : {}),
          ...(input.note ? { note: input.note } : {}),
        },
      }),
    ),
  );

export const useRefundCharge = () =>
  useChargeAction((input: { id: string; note?: string }) =>
    unwrap(
      api.POST('/api/admin/charges/{id}/refund', {
        params: { path: { id: input.id } },
        body: input.note ? { note: input.note } : {},
      }),
    ),
  );

export const useWaiveCharge = () =>
  useChargeAction((input: { id: string; note: string }) =>
    unwrap(
      api.POST('/api/admin/charges/{id}/waive', {
        params: { path: { id: input.id } },
        body: { note: input.note },
      }),
    ),
  );
