// `npm run bench:rum`: how quick the panel's 'Velocidade real' stays with a busy site's worth of
// real-user reports (docs/performance.md#real-user-speed-npm-run-benchrum). Fills a fresh throwaway
// database — PGlite in a temp folder and, with DATABASE_URL, a PostgreSQL database created beside
// it and dropped afterwards — with the daily aggregates of 1,000,000 reports (every page of the
// site, both device classes, the five metrics, over the 90 days kept, values drawn from log-normal
// distributions, up to 20 responsible elements per row), starts the real app on a free port, signs
// in an admin and times GET /api/admin/real-user-speed one request at a time; then times the
// beacon's own route (POST /api/rum). Target: p95 ≤ 100 ms for the panel's answer.
//
// Options: --reports N (1000000) --requests N (200) --beacons N (500) --engine pglite|postgres|all
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { apiRoutes } from '../common/api-routes';
import { RUM_METRICS } from '../common/rum';
import { createApp } from '../server/app';
import { createAdmin } from '../server/auth/admin-account';
import { loadConfig } from '../server/config';
import { startRuntime } from '../server/runtime';
import { draw, PAGES, seedAggregates, visitedPath } from './bench-rum-seed';
import {
  freePort,
  signInCookie,
  throwawayDatabase,
  timeOneByOne,
  type TimedRow,
} from './measure-helpers';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    beacons: { type: 'string', default: '500' },
    engine: { type: 'string', default: 'all' },
  },
});
const REPORTS = Number(args.reports);
const REQUESTS = Number(args.requests);
const BEACONS = Number(args.beacons);
const TARGET_P95_MS = 100;
const ADMIN_PASSWORD = 'senha-do-benchmark-admin';

async function benchEngine(
  engine: 'pglite' | 'postgres',
  databaseUrl?: string,
): Promise<TimedRow[]> {
  const database = await throwawayDatabase(
    'bench_rum',
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
    // The beacons below all come from this machine.
    AUTH_RATE_LIMIT: 'off',
  });
  const runtime = await startRuntime(config, database.target);
  let server: ServerType | undefined;
  try {
    process.stdout.write(
      `[${engine}] writing the aggregates of ${REPORTS.toLocaleString('en')} reports… `,
    );
    const seeding = performance.now();
    const rows = await seedAggregates(runtime.db, REPORTS);
    await runtime.db.execute(sql`VACUUM (ANALYZE)`);
    console.log(`${rows} rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const adminEmail = `bench-admin-${randomUUID().slice(0, 8)}@estudio.com.br`;
    await createAdmin(runtime, { email: adminEmail, password: ADMIN_PASSWORD });
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve(
        { fetch: createApp(runtime).fetch, port, hostname: '127.0.0.1' },
        () => resolve(listening),
      );
    });
    const cookie = await signInCookie(origin, adminEmail, ADMIN_PASSWORD);

    const panel = await timeOneByOne(
      'panel (GET /api/admin/real-user-speed)',
      engine,
      REQUESTS,
      () => fetch(`${origin}${apiRoutes.admin.realUserSpeed}`, { headers: { cookie } }),
    );
    console.log(panel);
    const beacon = await timeOneByOne('beacon (POST /api/rum, 5 metrics)', engine, BEACONS, (n) =>
      fetch(`${origin}${apiRoutes.rum}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          path: visitedPath(PAGES[Math.abs(n) % PAGES.length]!),
          device: n % 3 === 0 ? 'desktop' : 'mobile',
          metrics: RUM_METRICS.map((name) => ({
            name,
            value: draw(name),
            ...(name === 'LCP' ? { element: `main>section.bloco-${n % 30}>img` } : {}),
          })),
        }),
      }),
    );
    return [panel, beacon];
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
  results.push(...(await benchEngine(engine, databaseUrl)));
}
console.table(results);
const slow = results.filter((row) => row.endpoint.startsWith('panel') && row.p95 > TARGET_P95_MS);
if (slow.length > 0) {
  console.error(`target missed: the panel's p95 must be ≤ ${TARGET_P95_MS} ms`);
  process.exitCode = 1;
}
