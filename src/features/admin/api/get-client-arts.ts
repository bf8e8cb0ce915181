// GET /api/admin/clients/{id}/arts: every art of one client.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { ArtSummary, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

export const fetchClientArts = (id: string, page: number) =>
  apiFetch<Page<ArtSummary>>(withListQuery(apiRoutes.admin.clientArts(id), { page }));

export const clientArtsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.clientArts(id, page),
    queryFn: () => fetchClientArts(id, page),
    placeholderData: keepPreviousData,
  });

export const useClientArts = (id: string, page: number) =>
  useQuery(clientArtsQueryOptions(id, page));
