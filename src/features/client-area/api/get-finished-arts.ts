// GET /api/arts/finished: the client's arts in Finalizado or Aprovado, each with its latest
// delivered file, searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery } from '../../../lib/list-query';
import { clientKeys, type PageQuery } from './query-keys';

export const fetchFinishedArts = (query: PageQuery) =>
  unwrap(api.GET('/api/arts/finished', { params: { query: listQuery(query) } }));

export const finishedArtsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: clientKeys.finishedList(query),
    queryFn: () => fetchFinishedArts(query),
    placeholderData: keepPreviousData,
  });

export const useFinishedArts = (query: PageQuery) => useQuery(finishedArtsQueryOptions(query));
