// The hottest page reads, prepared, keep a good generic plan: their code's constants (statuses,
// the client role, the page size) are written in the text, so PostgreSQL's generic plan can walk
// the partial index of the list. Bound as values, the plan could not prove the index's predicate
// and fell back to scanning and sorting the table (224 ms a page on 100,000 arts), which
// PostgreSQL avoided by planning every execution again (server/db/literal.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArtsPageQuery } from '../admin/admin-arts.service';
import { clientsPageQuery } from '../admin/admin-clients.service';
import { createTestContext } from '../test/harness';
import type { TestContext } from '../test/harness';
import { rowsOf } from './client';
import { inLiterals, literal } from './literal';
import { artRequest } from './schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/**
 * The plan PostgreSQL keeps for `query` prepared, once it plans without the values (with the
 * table scan ruled out, as a large table would: these test tables are small). `values`: one per
 * placeholder, all whole numbers here (the page's offset).
 */
async function genericPlan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return t.runtime.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    await tx.execute(sql.raw(`prepare generic_plan_check as ${text}`));
    try {
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql.raw(`explain execute generic_plan_check(${params.map(() => '0').join(', ')})`),
        ),
      );
      return { params: params.length, plan: rows.map((row) => row['QUERY PLAN']).join('\n') };
    } finally {
      await tx.execute(sql.raw('deallocate generic_plan_check'));
    }
  });
}

describe('prepared page reads', () => {
  it("the panel's queue walks the open arts' partial index with its generic plan", async () => {
    const { params, plan } = await genericPlan(adminArtsPageQuery(t.runtime.db, true, []));
    // The page's offset alone is bound.
    expect(params).toBe(1);
    // One of the open arts' partial indexes (the smallest test table may pick the service's).
    expect(plan).toMatch(/art_open_\w*due_idx/);
  });

  it("the panel's active clients walk their partial index with its generic plan", async () => {
    const { params, plan } = await genericPlan(clientsPageQuery(t.runtime.db, 'active', false));
    expect(params).toBe(1);
    expect(plan).toContain('user_active_client_search_idx');
  });
});

describe('literals', () => {
  it('writes constants into the text, a quote doubled', () => {
    const query = t.runtime.db
      .select({ id: artRequest.id })
      .from(artRequest)
      .where(inLiterals(artRequest.status, ['Solicitado', "D'Água"]))
      .limit(1)
      .toSQL();
    expect(query.sql).toContain(`"art_request"."status" in ('Solicitado', 'D''Água')`);
    expect(query.params).toEqual([1]);
    expect(() => literal(1.5)).toThrow();
  });
});
