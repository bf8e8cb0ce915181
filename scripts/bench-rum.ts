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
import { sql } from 'drizzle-orm';
import { apiRoutes } from '../common/api-routes';
import { RUM_METRICS } from '../common/rum';
import { benchArgs, forEachEngine, withBenchApp, type BenchEngine } from './bench-app';
import { draw, PAGES, seedAggregates, visitedPath } from './bench-rum-seed';
import { timeOneByOne, type TimedRow } from './measure-helpers';

const args = benchArgs({ reports: 1_000_000, requests: 200, beacons: 500 });
const REPORTS = args.reports;
const REQUESTS = args.requests;
const BEACONS = args.beacons;
const TARGET_P95_MS = 100;

function benchEngine(engine: BenchEngine, databaseUrl?: string): Promise<TimedRow[]> {
  // The beacons below all come from this machine.
  const env = { AUTH_RATE_LIMIT: 'off' };
  return withBenchApp(engine, databaseUrl, { databasePrefix: 'bench_rum', env }, async (app) => {
    const { runtime, origin } = app;
    process.stdout.write(
      `[${engine}] writing the aggregates of ${REPORTS.toLocaleString('en')} reports… `,
    );
    const seeding = performance.now();
    const rows = await seedAggregates(runtime.db, REPORTS);
    await runtime.db.execute(sql`VACUUM (ANALYZE)`);
    console.log(`${rows} rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const cookie = await app.serveWithAdmin();

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
  });
}

const results: TimedRow[] = [];
await forEachEngine(args.engine, async (engine, databaseUrl) => {
  results.push(...(await benchEngine(engine, databaseUrl)));
});
console.table(results);
const slow = results.filter((row) => row.endpoint.startsWith('panel') && row.p95 > TARGET_P95_MS);
if (slow.length > 0) {
  console.error(`target missed: the panel's p95 must be ≤ ${TARGET_P95_MS} ms`);
  process.exitCode = 1;
}
