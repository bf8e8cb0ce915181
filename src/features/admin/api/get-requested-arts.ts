// GET /api/admin/arts: the arts waiting for the studio (Solicitado, Em andamento, Alteração),
// nearest deadline first, searched on the server by client or art name.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery } from '../../../lib/list-query';
import { adminKeys, type PageQuery } from './query-keys';

export const fetchRequestedArts = (query: PageQuery) =>
  unwrap(api.GET('/api/admin/arts', { params: { query: listQuery(query) } }));

export const requestedArtsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: adminKeys.requestedArts(query),
    queryFn: () => fetchRequestedArts(query),
    // Keep the current page on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useRequestedArts = (query: PageQuery) => useQuery(requestedArtsQueryOptions(query));
