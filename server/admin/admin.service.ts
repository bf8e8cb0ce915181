// What the admin panel's lists share: the page input, the folded search pattern and a counter.
// The panel's reads and actions live beside it: admin-arts, admin-clients, admin-messages.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { foldForSearch } from '../db/schema';

export interface ListInput {
  search: string;
  page: number;
}

/**
 * The LIKE pattern "contains the folded needle", or undefined for an empty search. The needle is
 * folded by the same SQL expression as the generated columns, and LIKE's wildcards in it are
 * escaped so '%' and '_' match themselves.
 */
export function containsPattern(search: string): SQL | undefined {
  const needle = search.trim();
  if (!needle) return undefined;
  const escaped = needle.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`'%' || ${foldForSearch(sql`${escaped}`)} || '%'`;
}

/** How many rows of `table` match `where`. */
export async function countWhere(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
