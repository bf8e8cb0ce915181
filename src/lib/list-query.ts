// The search and page of a list, and how they ride on its API address: one helper for the client
// area's lists and the admin panel's.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ClientListStatus } from '../../common/api-types';

export interface PageQuery {
  search: string;
  page: number;
}

export interface ListQuery {
  search?: string;
  page?: number;
  status?: ClientListStatus;
}

/**
 * A list's query parameters for the typed client (`params: { query: listQuery(query) }`), the
 * defaults left out so the address stays short (a trimmed-away search, page 1, active clients).
 */
export function listQuery(query: ListQuery): ListQuery {
  const search = query.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(query.status && query.status !== 'active' ? { status: query.status } : {}),
    ...(query.page !== undefined && query.page > 1 ? { page: query.page } : {}),
  };
}

/** The query of one page of a server list: its rows stay on screen while the next search or page
 *  loads, rather than a spinner replacing them. */
export const pageQueryOptions = <Key extends QueryKey, Data>(
  queryKey: Key,
  queryFn: () => Promise<Data>,
) => queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
