// The migrated database against the schema it was written from: every check constraint the
// schema declares is in the database under its name, allowing the same values. Two migrations made
// side by side can each rebuild one list check from its own copy, and the later one then silently
// drops the earlier one's values; drizzle-kit compares snapshots only, never the migrated database.
import { is, sql } from 'drizzle-orm';
import { PgDialect, PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { contextForFile } from '../test/factories';
import { rowsOf } from './client';
import * as schema from './schema';

/** What a check allows, spelled alike by both sides: its quoted values and its numbers. */
function termsOf(definition: string): string[] {
  const quoted = [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => `'${match[1]}'`);
  const numbers = definition.replace(/'(?:[^']|'')*'|"[^"]*"/g, ' ').match(/\b\d+(?:\.\d+)?\b/g);
  return [...quoted, ...(numbers ?? [])].sort();
}

describe('the migrated database', () => {
  const t = contextForFile();

  it("holds every check constraint of the schema, with the schema's values", async () => {
    const dialect = new PgDialect();
    const declared = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.checks.map((check) => ({
          table: config.name,
          name: check.name,
          terms: termsOf(dialect.sqlToQuery(check.value).sql),
        }));
      });
    expect(declared.length).toBeGreaterThan(20);

    const migrated = rowsOf<{ table: string; name: string; definition: string }>(
      await t.runtime.db.execute(sql`
        select c.conrelid::regclass::text as table, c.conname as name,
               pg_get_constraintdef(c.oid) as definition
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'c' and n.nspname = 'public'`),
    ).map((row) => ({
      table: row.table.replaceAll('"', ''),
      name: row.name,
      terms: termsOf(row.definition),
    }));

    const byKey = (rows: typeof declared) =>
      Object.fromEntries(rows.map((row) => [`${row.table}.${row.name}`, row.terms]));
    expect(byKey(migrated)).toEqual(byKey(declared));
  });
});
