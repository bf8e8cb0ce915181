// The search and page of a list, and how they ride on its API address: one helper for the client
// area's lists and the admin panel's.
import type { ClientListStatus } from '../../common/api-types';

export interface PageQuery {
  search: string;
  page: number;
}

/** Appends `search`, `page` (and the clients list's `status`) to a list address, leaving out the defaults. */
export function withListQuery(
  url: string,
  query: { search?: string; page?: number; status?: ClientListStatus },
): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.status && query.status !== 'active') params.set('status', query.status);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
