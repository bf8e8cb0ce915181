// GET /api/arts/finished: the client's arts in Finalizado or Aprovado, each with its latest
// delivered file, searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { FinishedArt, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { clientKeys, type PageQuery } from './query-keys';

export const fetchFinishedArts = (query: PageQuery) =>
  apiFetch<Page<FinishedArt>>(withListQuery(apiRoutes.finishedArts, query));

export const finishedArtsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: clientKeys.finishedList(query),
    queryFn: () => fetchFinishedArts(query),
    placeholderData: keepPreviousData,
  });

export const useFinishedArts = (query: PageQuery) => useQuery(finishedArtsQueryOptions(query));
