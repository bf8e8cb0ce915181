// GET /api/arts/{id}: one of the client's arts with its briefing, files and history (404 for
// anyone else's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { ArtDetail } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const fetchArt = (id: string) => apiFetch<ArtDetail>(apiRoutes.art(id));

export const artQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.art(id), queryFn: () => fetchArt(id) });

export const useArt = (id: string) => useQuery(artQueryOptions(id));
