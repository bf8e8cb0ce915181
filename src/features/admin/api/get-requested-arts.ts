// GET /api/admin/arts: the arts waiting for the studio (Solicitado, Em andamento, Alteração),
// nearest deadline first, searched on the server by client or art name, filtered by piece type.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys, type QueueQuery } from './query-keys';

export const fetchRequestedArts = (query: QueueQuery) =>
  unwrap(api.GET('/api/admin/arts', { params: { query: listQuery(query) } }));

export const requestedArtsQueryOptions = (query: QueueQuery) =>
  pageQueryOptions(adminKeys.requestedArts(query), () => fetchRequestedArts(query));

export const useRequestedArts = (query: QueueQuery) => useQuery(requestedArtsQueryOptions(query));
