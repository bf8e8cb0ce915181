// What the admin panel's lists share: the page input and a counter (the search: db/search.ts).
// The panel's reads and actions live beside it: admin-arts, admin-clients, admin-messages.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

export interface ListInput {
  search: string;
  page: number;
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
