// One client's lists on its page, a page at a time, newest first: GET /api/admin/clients/{id}/ledger
// (the credit statement), /arts (every art) and /audit (what admins did to the client and its arts).
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

const pageParams = (id: string, page: number) => ({
  params: { path: { id }, query: listQuery({ page }) },
});

export const clientLedgerQueryOptions = (id: string, page: number) =>
  pageQueryOptions(adminKeys.clientLedger(id, page), () =>
    unwrap(api.GET('/api/admin/clients/{id}/ledger', pageParams(id, page))),
  );

export const clientArtsQueryOptions = (id: string, page: number) =>
  pageQueryOptions(adminKeys.clientArts(id, page), () =>
    unwrap(api.GET('/api/admin/clients/{id}/arts', pageParams(id, page))),
  );

export const clientAuditQueryOptions = (id: string, page: number) =>
  pageQueryOptions(adminKeys.clientAudit(id, page), () =>
    unwrap(api.GET('/api/admin/clients/{id}/audit', pageParams(id, page))),
  );
