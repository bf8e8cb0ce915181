// Constants of the code written into a prepared query's SQL text instead of bound as values. A
// prepared statement on PostgreSQL is planned for its values five times, then with a generic plan
// that cannot know them: a status bound as a value hides which partial index (art_open_due_idx
// holds the open statuses only) applies, and a bound LIMIT hides how few rows are wanted, so the
// generic plan scans and sorts the table and PostgreSQL goes on planning every execution instead
// (about 2 ms of the database's CPU on the panel's list, three times the query's own cost).
// Only the code's own constants go through here, never input: those stay placeholders.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A constant string as an SQL literal (standard_conforming_strings: only a quote is doubled). */
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * `'a', 'b'`: constants as a list in the text. The schema's checks and partial indexes write
 * theirs with it too, so a query's list matches its index's predicate.
 */
export function literalList(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('a literal list needs at least one value');
  return sql.raw(values.map(quoted).join(', '));
}

/** `column in ('a', 'b')` with the constants in the text. */
export function inLiterals(column: PgColumn | SQL, values: readonly string[]): SQL {
  return sql`${column} in (${literalList(values)})`;
}

/** A constant string or whole number in the text. */
export function literal(value: string | number): SQL {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new Error(`literal takes whole numbers only (got ${value})`);
  }
  return sql.raw(typeof value === 'number' ? String(value) : quoted(value));
}
