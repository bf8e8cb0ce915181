// GET /api/admin/clients/{id}/ledger: the client's credit statement, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { LedgerEntry, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientLedger = (id: string, page: number) =>
  apiFetch<Page<LedgerEntry>>(withListQuery(apiRoutes.admin.clientLedger(id), { page }));

export const clientLedgerQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.clientLedger(id, page),
    queryFn: () => fetchClientLedger(id, page),
    placeholderData: keepPreviousData,
  });

export const useClientLedger = (id: string, page: number) =>
  useQuery(clientLedgerQueryOptions(id, page));
