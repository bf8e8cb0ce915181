// Prepared queries for the hottest reads: drizzle builds a query's SQL once (for a page read with
// subqueries that took a third of its CPU), and PostgreSQL parses it once per connection. Their
// values are placeholders (`sql.placeholder`) bound at `.execute()`; a query whose SQL depends on
// its input (which filters it has) prepares one query per shape, under its own name.
import type { Database } from './client';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * The query `build` prepares on `db` under `name`, built on first use. `name` is the statement's
 * name on PostgreSQL: one name, one SQL text, for the whole process.
 */
export function prepared<Q>(
  db: Database,
  name: string,
  build: (db: Database, name: string) => Q,
): Q {
  let byName = preparedByDatabase.get(db);
  if (!byName) preparedByDatabase.set(db, (byName = new Map<string, unknown>()));
  if (!byName.has(name)) byName.set(name, build(db, name));
  return byName.get(name) as Q;
}
