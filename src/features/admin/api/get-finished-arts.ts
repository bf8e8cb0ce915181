// GET /api/admin/arts/finished: arts in Finalizado or Aprovado, searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { AdminArtRow, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { adminKeys, type PageQuery } from './query-keys';

export const fetchFinishedArts = (query: PageQuery) =>
  apiFetch<Page<AdminArtRow>>(withListQuery(apiRoutes.admin.finishedArts, query));

export const finishedArtsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: adminKeys.finishedArts(query),
    queryFn: () => fetchFinishedArts(query),
    placeholderData: keepPreviousData,
  });

export const useFinishedArts = (query: PageQuery) => useQuery(finishedArtsQueryOptions(query));
