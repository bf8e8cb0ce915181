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
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { apiRoutes } from '../common/api-routes';
import { formatIsoDate } from '../common/format';
import { createApp } from '../server/app';
import { createAdmin } from '../server/auth/admin-account';
import { loadConfig } from '../server/config';
import { rowsOf } from '../server/db/client';
import { markAllArtsStale, refreshArtFacts } from '../server/indicators/art-facts.service';
import { refreshIndicatorDays } from '../server/indicators/indicator-days.service';
import { startRuntime } from '../server/runtime';
import {
  freePort,
  signInCookie,
  throwawayDatabase,
  timeOneByOne,
  type TimedRow,
} from './measure-helpers';
import { seedDemo } from './seed-demo';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    arts: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '100' },
    engine: { type: 'string', default: 'all' },
  },
});
const CLIENTS = Number(args.clients);
const ARTS = Number(args.arts);
const REQUESTS = Number(args.requests);
const TARGET_P95_MS = 100;
const ADMIN_PASSWORD = 'senha-do-benchmark-admin';
const DAY_MS = 86_400_000;

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const database = await throwawayDatabase(
    'bench_ind',
    engine === 'postgres' ? databaseUrl : undefined,
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: database.dataDir,
    PUBLIC_URL: origin,
    PORT: String(port),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const runtime = await startRuntime(config, database.target);
  let server: ServerType | undefined;
  try {
    const db = runtime.db;
    const adminEmail = `bench-admin-${randomUUID().slice(0, 8)}@estudio.com.br`;
    await createAdmin(runtime, { email: adminEmail, password: ADMIN_PASSWORD });
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
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve(
        { fetch: createApp(runtime).fetch, port, hostname: '127.0.0.1' },
        () => resolve(listening),
      );
    });
    const cookie = await signInCookie(origin, adminEmail, ADMIN_PASSWORD);
    const now = Date.now();
    const year = `from=${formatIsoDate(new Date(now - 364 * DAY_MS))}&to=${formatIsoDate(new Date(now))}`;
    const url = (query: string) => `${origin}${apiRoutes.admin.indicators}?${query}`;
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
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await runtime.close();
    await database.remove();
  }
}

const engines = args.engine === 'all' ? ['pglite', 'postgres'] : [args.engine];
const databaseUrl = process.env.DATABASE_URL;
const results: TimedRow[] = [];
for (const engine of engines) {
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`--engine: pglite, postgres or all`);
  if (engine === 'postgres' && !databaseUrl) {
    console.log('[postgres] skipped: set DATABASE_URL to measure PostgreSQL too');
    continue;
  }
  const { rows, deriveMs, aggregateMs } = await benchEngine(engine, databaseUrl);
  results.push(...rows);
  console.log(`[${engine}] one-off derivation of every art: ${(deriveMs / 1000).toFixed(1)} s`);
  console.log(`[${engine}] one-off aggregation of every day: ${(aggregateMs / 1000).toFixed(1)} s`);
}
console.table(results);
const slow = results.filter((row) => row.p95 > TARGET_P95_MS);
if (slow.length > 0) {
  console.error(`target missed: p95 must be ≤ ${TARGET_P95_MS} ms`);
  process.exitCode = 1;
}
