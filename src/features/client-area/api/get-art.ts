// GET /api/arts/{id}: one of the client's arts with its briefing, files and history (404 for
// anyone else's). Asked again every few seconds while a pre-flight summary in it is pending, or
// the termo of its approval is being made.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PREFLIGHT_POLL_MS } from '../../../domain/preflight/preflight-api';
import { api, unwrap, type ApiSchemas } from '../../../lib/api';
import { clientKeys } from './query-keys';

export const fetchArt = (id: string) =>
  unwrap(api.GET('/api/arts/{id}', { params: { path: { id } } }));

const preflightPending = (art: ApiSchemas['ArtDetail'] | undefined) =>
  Object.values(art?.preflight ?? {}).some((summary) => summary.status === 'pending');
/** The termo is made in the background a few seconds after the approval. */
const termoPending = (art: ApiSchemas['ArtDetail'] | undefined) =>
  art?.approval?.termoReady === false && art.approval.replacedByVersion === null;

export const artQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientKeys.art(id),
    queryFn: () => fetchArt(id),
    refetchInterval: (query) =>
      preflightPending(query.state.data) || termoPending(query.state.data)
        ? PREFLIGHT_POLL_MS
        : false,
  });

export const useArt = (id: string) => useQuery(artQueryOptions(id));
