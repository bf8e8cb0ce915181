// GET /api/arts/{id}/compare: the server's difference between a page of two versions, asked for
// again every few seconds while it is being made (and never again once ready or unavailable).
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiSchemas } from '../../lib/api';

export type CompareResult = ApiSchemas['CompareResult'];

/** How often a pending comparison is asked for again (the job takes a couple of seconds). */
export const COMPARE_POLL_MS = 2_000;

export function useCompare(
  artId: string,
  input: { from: number; to: number; page: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['art-compare', artId, input.from, input.to, input.page] as const,
    queryFn: () =>
      unwrap(
        api.GET('/api/arts/{id}/compare', {
          params: {
            path: { id: artId },
            query: { de: input.from, para: input.to, pagina: input.page },
          },
        }),
      ),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? COMPARE_POLL_MS : false),
  });
}
