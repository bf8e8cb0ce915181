// GET /api/arts/{id}: one of the client's arts with its briefing, files and history (404 for
// anyone else's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const fetchArt = (id: string) =>
  unwrap(api.GET('/api/arts/{id}', { params: { path: { id } } }));

export const artQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.art(id), queryFn: () => fetchArt(id) });

export const useArt = (id: string) => useQuery(artQueryOptions(id));
