// GET /api/admin/arts/finished: arts in Finalizado or Aprovado, searched on the server, and
// optionally only the approved ones in one release state (docs/product/release.md).
import { useQuery } from '@tanstack/react-query';
import { RELEASE_STATES, type ReleaseState } from '../../../../common/release';
import { api, unwrap } from '../../../lib/api';
import { listQuery, pageQueryOptions } from '../../../lib/list-query';
import { adminKeys, type PageQuery } from './query-keys';

export interface FinishedQuery extends PageQuery {
  /** Only the approved arts in this release state; null: every finished art. */
  release?: ReleaseState | null;
}

/** The address's words for the release filter (?situacao=liberada). */
export const RELEASE_PARAMS: Record<ReleaseState, string> = {
  awaiting_payment: 'aguardando-pagamento',
  released: 'liberada',
  sent: 'enviada',
  received: 'recebida',
};

/** Which release state the finished list's address filters on, or null. */
export const releaseFilterOf = (params: URLSearchParams): ReleaseState | null =>
  RELEASE_STATES.find((state) => RELEASE_PARAMS[state] === params.get('situacao')) ?? null;

export const fetchFinishedArts = (query: FinishedQuery) =>
  unwrap(
    api.GET('/api/admin/arts/finished', {
      params: {
        query: { ...listQuery(query), ...(query.release ? { release: query.release } : {}) },
      },
    }),
  );

export const finishedArtsQueryOptions = (query: FinishedQuery) =>
  pageQueryOptions(adminKeys.finishedArts(query), () => fetchFinishedArts(query));

export const useFinishedArts = (query: FinishedQuery) => useQuery(finishedArtsQueryOptions(query));
