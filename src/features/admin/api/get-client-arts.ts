// GET /api/admin/clients/{id}/arts: every art of one client.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientArts = (id: string, page: number) =>
  unwrap(
    api.GET('/api/admin/clients/{id}/arts', {
      params: { path: { id }, query: listQuery({ page }) },
    }),
  );

export const clientArtsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.clientArts(id, page),
    queryFn: () => fetchClientArts(id, page),
    placeholderData: keepPreviousData,
  });

export const useClientArts = (id: string, page: number) =>
  useQuery(clientArtsQueryOptions(id, page));
