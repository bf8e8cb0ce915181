// GET /api/arts/finished: the client's arts in Finalizado or Aprovado, each with its latest
// delivered file, searched on the server.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { clientKeys, type PageQuery } from './query-keys';

export const fetchFinishedArts = (query: PageQuery) =>
  unwrap(api.GET('/api/arts/finished', { params: { query: listQuery(query) } }));

export const finishedArtsQueryOptions = (query: PageQuery) =>
  pageQueryOptions(clientKeys.finishedList(query), () => fetchFinishedArts(query));

export const useFinishedArts = (query: PageQuery) => useQuery(finishedArtsQueryOptions(query));
