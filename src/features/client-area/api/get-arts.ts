// GET /api/arts: the client's own arts, newest first, searched on the server (case and accents
// folded), 50 per page.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { clientKeys, type PageQuery } from './query-keys';

export const fetchArts = (query: PageQuery) =>
  unwrap(api.GET('/api/arts', { params: { query: listQuery(query) } }));

export const artsQueryOptions = (query: PageQuery) =>
  pageQueryOptions(clientKeys.artList(query), () => fetchArts(query));

export const useArts = (query: PageQuery) => useQuery(artsQueryOptions(query));
