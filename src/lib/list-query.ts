// The search and page of a list, and how they ride on its API address: one helper for the client
// area's lists and the admin panel's.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ClientListStatus } from '../../common/api-types';
import type { PieceType, Service } from '../../common/brief-labels';

export interface PageQuery {
  search: string;
  page: number;
}

export interface ListQuery {
  search?: string;
  page?: number;
  status?: ClientListStatus;
  /** The admin queue's piece type filter. */
  pieceType?: PieceType | null;
  /** The admin queue's service filter (docs/product/services.md). */
  service?: Service | null;
}

/** The page number a list's address parameter names (1 when absent or not a page number). */
export function pageOf(params: URLSearchParams, name = 'pagina'): number {
  const page = Number(params.get(name) ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A searched list's query as its address holds it (?busca=…&pagina=2). */
export const pageQueryOf = (params: URLSearchParams): PageQuery => ({
  search: (params.get('busca') ?? '').trim(),
  page: pageOf(params),
});

/**
 * A list's query parameters for the typed client (`params: { query: listQuery(query) }`), the
 * defaults left out so the address stays short (a trimmed-away search, page 1, active clients).
 */
export function listQuery(
  query: ListQuery,
): Omit<ListQuery, 'pieceType' | 'service'> & { pieceType?: PieceType; service?: Service } {
  const search = query.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(query.status && query.status !== 'active' ? { status: query.status } : {}),
    ...(query.service ? { service: query.service } : {}),
    ...(query.pieceType ? { pieceType: query.pieceType } : {}),
    ...(query.page !== undefined && query.page > 1 ? { page: query.page } : {}),
  };
}

/** The query of one page of a server list: its rows stay on screen while the next search or page
 *  loads, rather than a spinner replacing them. */
export const pageQueryOptions = <Key extends QueryKey, Data>(
  queryKey: Key,
  queryFn: () => Promise<Data>,
) => queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
