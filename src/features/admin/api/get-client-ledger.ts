// GET /api/admin/clients/{id}/ledger: the client's credit statement, newest first.
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientLedger = (id: string, page: number) =>
  unwrap(
    api.GET('/api/admin/clients/{id}/ledger', {
      params: { path: { id }, query: listQuery({ page }) },
    }),
  );

export const clientLedgerQueryOptions = (id: string, page: number) =>
  pageQueryOptions(adminKeys.clientLedger(id, page), () => fetchClientLedger(id, page));
