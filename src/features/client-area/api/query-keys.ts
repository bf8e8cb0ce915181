// The client area's query keys, nested so that one invalidation refreshes every list an action
// touches (`clientKeys.arts()` covers the dashboard, the finished list and each art's detail).
import type { PageQuery } from '../../../lib/list-query';

export type { PageQuery };

export const clientKeys = {
  all: ['client'] as const,
  arts: () => [...clientKeys.all, 'arts'] as const,
  artList: (query: PageQuery) => [...clientKeys.arts(), 'list', query] as const,
  finishedList: (query: PageQuery) => [...clientKeys.arts(), 'finished', query] as const,
  art: (id: string) => [...clientKeys.arts(), 'detail', id] as const,
};
