// GET /api/admin/clients/{id}/audit: what admins did to this client and their arts, newest first.
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientAudit = (id: string, page: number) =>
  unwrap(
    api.GET('/api/admin/clients/{id}/audit', {
      params: { path: { id }, query: listQuery({ page }) },
    }),
  );

export const clientAuditQueryOptions = (id: string, page: number) =>
  pageQueryOptions(adminKeys.clientAudit(id, page), () => fetchClientAudit(id, page));
