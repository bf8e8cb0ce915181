// GET /api/admin/arts/{id}: one art with its briefing, files and history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const fetchAdminArt = (id: string) =>
  unwrap(api.GET('/api/admin/arts/{id}', { params: { path: { id } } }));

export const adminArtQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.art(id), queryFn: () => fetchAdminArt(id) });

export const useAdminArt = (id: string) => useQuery(adminArtQueryOptions(id));
