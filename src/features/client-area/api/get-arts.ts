// GET /api/arts: the client's own arts, newest first, searched on the server (case and accents
// folded), 50 per page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../../common/api-routes';
import type { ArtWithDelivery, Page } from '../../../../common/api-types';
import { apiFetch } from '../../../lib/api';
import { withListQuery } from '../../../lib/list-query';
import { clientKeys, type PageQuery } from './query-keys';

export const fetchArts = (query: PageQuery) =>
  apiFetch<Page<ArtWithDelivery>>(withListQuery(apiRoutes.arts, query));

export const artsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: clientKeys.artList(query),
    queryFn: () => fetchArts(query),
    // Keep the current rows on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useArts = (query: PageQuery) => useQuery(artsQueryOptions(query));
