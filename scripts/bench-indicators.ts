// `npm run bench:indicators`: how quick the panel's 'Indicadores' stays for a year of a busy
// studio (docs/performance.md#indicators-npm-run-benchindicators). Seeds 10,000 clients and 100,000
// arts over two years with their events and credit ledger (seed-demo.ts, as `npm run bench`), a
// paid approval fee for every approved art and a paid credit purchase for every grant, into a fresh
// throwaway database — PGlite in a temp folder and, with DATABASE_URL, a PostgreSQL database
// created beside it and dropped afterwards; derives the arts' cycles and builds the daily aggregates
// (timed: the one-off cost after a bulk load), starts the real app on a free port, signs in an admin and times
// GET /api/admin/indicators for the last 365 days, then for one month and for the busiest client's
// year, one request at a time. Target: p95 ≤ 100 ms.
//
// Options: --clients N (10000) --arts N (100000) --requests N (100) --engine pglite|postgres|all
import { sql } from 'drizzle-orm';
import { apiRoutes } from '../common/api-routes';
import { formatIsoDate } from '../common/format';
import { rowsOf } from '../server/db/client';
import { markAllArtsStale, refreshArtFacts } from '../server/indicators/art-facts.service';
import { refreshIndicatorDays } from '../server/indicators/indicator-days.service';
import { benchArgs, forEachEngine, withBenchApp, type BenchEngine } from './bench-app';
import { timeOneByOne, type TimedRow } from './measure-helpers';
import { seedDemo } from './seed-demo';

const args = benchArgs({ clients: 10_000, arts: 100_000, requests: 100 });
const CLIENTS = args.clients;
const ARTS = args.arts;
const REQUESTS = args.requests;
const TARGET_P95_MS = 100;
const DAY_MS = 86_400_000;

function benchEngine(engine: BenchEngine, databaseUrl?: string) {
  return withBenchApp(engine, databaseUrl, { databasePrefix: 'bench_ind' }, async (app) => {
    const db = app.runtime.db;
    process.stdout.write(`[${engine}] seeding ${CLIENTS} clients and ${ARTS} arts… `);
    const seeded = await seedDemo(db, { clients: CLIENTS, arts: ARTS });
    // The money: a paid fee per approved art, a paid purchase per grant (seed-demo has none).
    await db.execute(sql`
      insert into charge (owner_id, reason, status, amount_cents, art_id, txid, created_at, paid_at, paid_cents)
      select owner_id, 'approval_fee', 'paid', 6000, id, 'BF' || replace(id::text, '-', ''),
        updated_at, updated_at, 6000
      from art_request where status = 'Aprovado'`);
    await db.execute(sql`
      insert into charge (owner_id, reason, status, amount_cents, credits, txid, created_at, paid_at, paid_cents)
      select user_id, 'credits', 'paid', amount * 1000, amount, 'BC' || replace(id::text, '-', ''),
        created_at, created_at, amount * 1000
      from credit_ledger where kind = 'grant'`);
    console.log(`${(seeded.ms / 1000).toFixed(1)} s`);

    // The seed writes with the triggers off: every art is derived once, as after a migration.
    const deriving = performance.now();
    await markAllArtsStale(db);
    const derived = await refreshArtFacts(db);
    const deriveMs = performance.now() - deriving;
    console.log(`[${engine}] derived ${derived} arts' cycles in ${(deriveMs / 1000).toFixed(1)} s`);
    const aggregating = performance.now();
    const aggregated = await refreshIndicatorDays(db);
    const aggregateMs = performance.now() - aggregating;
    console.log(
      `[${engine}] aggregated ${aggregated} days in ${(aggregateMs / 1000).toFixed(1)} s`,
    );
    await db.execute(sql`VACUUM (ANALYZE)`);

    const [busiest] = rowsOf<{ id: string }>(
      await db.execute(
        sql`select owner_id as id from art_request group by owner_id order by count(*) desc limit 1`,
      ),
    );
    const cookie = await app.serveWithAdmin();
    const now = Date.now();
    const year = `from=${formatIsoDate(new Date(now - 364 * DAY_MS))}&to=${formatIsoDate(new Date(now))}`;
    const url = (query: string) => `${app.origin}${apiRoutes.admin.indicators}?${query}`;
    const rows: TimedRow[] = [];
    for (const [name, query] of [
      ['a year, every client', year],
      ['this month, every client', ''],
      ['a year, the busiest client', `${year}&client=${busiest!.id}`],
    ] as const) {
      const row = await timeOneByOne(`GET /api/admin/indicators (${name})`, engine, REQUESTS, () =>
        fetch(url(query), { headers: { cookie } }),
      );
      console.log(row);
      rows.push(row);
    }
    return { rows, deriveMs, aggregateMs };
  });
}

const results: TimedRow[] = [];
await forEachEngine(args.engine, async (engine, databaseUrl) => {
  const { rows, deriveMs, aggregateMs } = await benchEngine(engine, databaseUrl);
  results.push(...rows);
  console.log(`[${engine}] one-off derivation of every art: ${(deriveMs / 1000).toFixed(1)} s`);
  console.log(`[${engine}] one-off aggregation of every day: ${(aggregateMs / 1000).toFixed(1)} s`);
});
console.table(results);
const slow = results.filter((row) => row.p95 > TARGET_P95_MS);
if (slow.length > 0) {
  console.error(`target missed: p95 must be ≤ ${TARGET_P95_MS} ms`);
  process.exitCode = 1;
}
