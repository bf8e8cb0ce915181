// The client area's query keys, nested so that one invalidation refreshes every list an action
// touches (`clientKeys.arts()` covers the dashboard, the finished list and each art's detail).
export interface PageQuery {
  search: string;
  page: number;
}

export const clientKeys = {
  all: ['client'] as const,
  arts: () => [...clientKeys.all, 'arts'] as const,
  artList: (query: PageQuery) => [...clientKeys.arts(), 'list', query] as const,
  finishedList: (query: PageQuery) => [...clientKeys.arts(), 'finished', query] as const,
  art: (id: string) => [...clientKeys.arts(), 'detail', id] as const,
};

/** Appends `search` and `page` to a list address, leaving out the defaults. */
export function withListQuery(url: string, query: PageQuery): string {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set('search', search);
  if (query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
