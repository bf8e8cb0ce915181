// GET /api/admin/clients/{id}/arts: every art of one client.
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientArts = (id: string, page: number) =>
  unwrap(
    api.GET('/api/admin/clients/{id}/arts', {
      params: { path: { id }, query: listQuery({ page }) },
    }),
  );

export const clientArtsQueryOptions = (id: string, page: number) =>
  pageQueryOptions(adminKeys.clientArts(id, page), () => fetchClientArts(id, page));
