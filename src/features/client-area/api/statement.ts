// The client's statement ('Extrato'): GET /api/statement (a page of credit movements with the
// balance and what ends with the month) and /api/statement/payments (the payments, each with a
// receipt). The receipt and the CSV are plain download links (apiRoutes), not fetched here.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { clientKeys } from './query-keys';

export const statementKeys = {
  all: [...clientKeys.all, 'statement'] as const,
  movements: (page: number) => [...statementKeys.all, 'movements', page] as const,
  payments: (page: number) => [...statementKeys.all, 'payments', page] as const,
};

/** The query parameters of the page's two lists. */
export const STATEMENT_LIST_PARAMS = { movements: 'pagina', payments: 'pagamentos' } as const;

export const statementQueryOptions = (page: number) =>
  pageQueryOptions(statementKeys.movements(page), () =>
    unwrap(api.GET('/api/statement', { params: { query: listQuery({ page }) } })),
  );

export const paymentsQueryOptions = (page: number) =>
  pageQueryOptions(statementKeys.payments(page), () =>
    unwrap(api.GET('/api/statement/payments', { params: { query: listQuery({ page }) } })),
  );

export const useStatement = (page: number) => useQuery(statementQueryOptions(page));

/** The same query as useStatement (one request), as the movements' page the table reads. */
export const useMovements = (page: number) =>
  useQuery({ ...statementQueryOptions(page), select: (data) => data.movements });

export const usePayments = (page: number) => useQuery(paymentsQueryOptions(page));
