// The lists' searches: "contains", folded for case and accents by the same SQL expression as the
// searched generated columns (foldForSearch), LIKE's wildcards escaped so '%' and '_' match
// themselves.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { foldForSearch } from './schema';

/** The LIKE pattern "contains the folded search", or undefined for an empty search. */
export function containsPattern(search: string): SQL | undefined {
  const needle = searchNeedle(search);
  return needle === undefined ? undefined : containsNeedle(needle);
}

/** The search as a LIKE needle, its wildcards escaped; undefined for an empty search. */
export function searchNeedle(search: string): string | undefined {
  const needle = search.trim();
  return needle ? needle.replace(/[\\%_]/g, (char) => `\\${char}`) : undefined;
}

/** The LIKE pattern "contains the folded needle", the needle a value or a prepared query's placeholder. */
export const containsNeedle = (needle: string | Placeholder): SQL =>
  sql`'%' || ${foldForSearch(sql`${needle}`)} || '%'`;
