// Limit/offset paging for every list the API serves: the window a page reads and the one page
// envelope (common/api-types.ts `Page<T>`), PAGE_SIZE rows a page.
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '../../common/api-types';
import { PAGE_SIZE } from '../../common/constants';

/** Reads page `page` (from 1) of an ordered query: call with `query.$dynamic()`. */
export function paginate<Q extends PgSelect>(query: Q, page: number): Q {
  return query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
}

/** The page envelope; a missing total (no count row) is 0. */
export const pageOf = <T>(items: T[], page: number, total: number | undefined): Page<T> => ({
  items,
  page,
  pageSize: PAGE_SIZE,
  total: total ?? 0,
});

/**
 * The total, when the page itself tells it: a page that is not full holds the last rows (a
 * page past the end tells nothing, so it is counted).
 */
export function totalFromPage(page: number, rowCount: number): number | undefined {
  if (rowCount < PAGE_SIZE && (rowCount > 0 || page === 1)) {
    return (page - 1) * PAGE_SIZE + rowCount;
  }
  return undefined;
}
