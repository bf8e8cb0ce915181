// Prepared queries for the hottest reads: drizzle builds a query's SQL once (for a page read with
// subqueries that took a third of its CPU), and PostgreSQL parses it once per connection. Their
// values are placeholders (`sql.placeholder`) bound at `.execute()`; a query whose SQL depends on
// its input (which filters it has) prepares one query per shape, under its own name.
import type { Database } from './client';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * How PostgreSQL plans a prepared query. 'named': a named statement, parsed once per connection;
 * after five executions PostgreSQL keeps one generic plan if it costs no more than planning with
 * the values (server/db/literal.ts: the code's constants in the text make that plan good).
 * 'each-execution': an unnamed statement, always planned with its values, for a query whose best
 * plan depends on them (how rare a search's needle is). drizzle builds the SQL once either way.
 */
export type PlanMode = 'named' | 'each-execution';

/**
 * The query `build` prepares on `db` under `name`, built on first use. `name` is the statement's
 * name on PostgreSQL: one name, one SQL text, for the whole process; `build` gets the name to give
 * `.prepare()` (empty for a statement planned each execution).
 */
export function prepared<Q>(
  db: Database,
  name: string,
  build: (db: Database, statementName: string) => Q,
  plan: PlanMode = 'named',
): Q {
  let byName = preparedByDatabase.get(db);
  if (!byName) preparedByDatabase.set(db, (byName = new Map<string, unknown>()));
  if (!byName.has(name)) byName.set(name, build(db, plan === 'named' ? name : ''));
  return byName.get(name) as Q;
}
