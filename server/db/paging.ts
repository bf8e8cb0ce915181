// Limit/offset paging for every list the API serves: the window a page reads and the one page
// envelope (`Page<T>` and its schema), PAGE_SIZE rows a page.
import { z } from '@hono/zod-openapi';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import { PAGE_SIZE } from '../../common/constants';
import type { Database } from './client';
import { literal } from './literal';

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The page envelope's schema for items of `item`, named `${name}` in the API document. */
export const pageSchema = <T extends ZodType>(item: T, name: string) =>
  z
    .strictObject({
      items: z.array(item),
      page: z.number().int().min(1),
      pageSize: z.number().int(),
      total: z.number().int().min(0),
    })
    .openapi(name);

/** Reads page `page` (from 1) of an ordered query: call with `query.$dynamic()`. */
export function paginate<Q extends PgSelect>(query: Q, page: number): Q {
  return query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
}

/**
 * The ids (`id`, a table's key) of one page of its rows in `order`, as a subquery for a prepared
 * page query (server/db/prepared.ts) to read or join (`id in (…)`): the page's `offset` is a
 * placeholder bound at execution, its size written in the text (server/db/literal.ts) or bound.
 */
export function pageIdsAt(
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  size: 'in-text' | 'bound' = 'in-text',
): SQL {
  const limit = size === 'in-text' ? literal(PAGE_SIZE) : sql`${PAGE_SIZE}`;
  return sql`(select ${id} from ${id.table} ${where ? sql`where ${where}` : sql``} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${sql.placeholder('offset')})`;
}

/**
 * Page `page` of an ordered query (`query.$dynamic()`) and, read alongside, the count of the
 * rows of `table` that `where` (the query's own filter) keeps.
 */
export async function readPage<Q extends PgSelect>(
  db: Database,
  query: Q,
  page: number,
  counted: { table: PgTable; where?: SQL | undefined },
): Promise<{ rows: Awaited<Q>; total: number | undefined }> {
  const [rows, [total]] = await Promise.all([
    paginate(query, page),
    db.select({ value: count() }).from(counted.table).where(counted.where),
  ]);
  return { rows, total: total?.value };
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
