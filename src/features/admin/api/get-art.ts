// GET /api/admin/arts/{id}: one art with its briefing, files and history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { ArtDetail } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './query-keys';

export const fetchAdminArt = (id: string) => apiFetch<ArtDetail>(apiRoutes.admin.art(id));

export const adminArtQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.art(id), queryFn: () => fetchAdminArt(id) });

export const useAdminArt = (id: string) => useQuery(adminArtQueryOptions(id));
