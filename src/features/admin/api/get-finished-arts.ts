// GET /api/admin/arts/finished: arts in Finalizado or Aprovado, searched on the server.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys, type PageQuery } from './query-keys';

export const fetchFinishedArts = (query: PageQuery) =>
  unwrap(api.GET('/api/admin/arts/finished', { params: { query: listQuery(query) } }));

export const finishedArtsQueryOptions = (query: PageQuery) =>
  pageQueryOptions(adminKeys.finishedArts(query), () => fetchFinishedArts(query));

export const useFinishedArts = (query: PageQuery) => useQuery(finishedArtsQueryOptions(query));
