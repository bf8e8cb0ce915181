// The search and page of a list, and how they ride on its API address: one helper for the client
// area's lists and the admin panel's.
import type { ClientListStatus } from '../../common/api-types';

export interface PageQuery {
  search: string;
  page: number;
}

interface ListQuery {
  search?: string;
  page?: number;
  status?: ClientListStatus;
}

/**
 * A list's query parameters for the typed client (`params: { query }`), leaving out the defaults
 * (no search, page 1, the active clients) so the address stays short.
 */
export function listQueryParams(query: ListQuery): ListQuery {
  const search = query.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(query.status && query.status !== 'active' ? { status: query.status } : {}),
    ...(query.page !== undefined && query.page > 1 ? { page: query.page } : {}),
  };
}

/** Appends `search`, `page` (and the clients list's `status`) to a list address, leaving out the defaults. */
export function withListQuery(url: string, query: ListQuery): string {
  const { search, status, page } = listQueryParams(query);
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (page) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
