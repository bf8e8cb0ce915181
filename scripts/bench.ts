// `npm run bench`: how quick the panel and the client area stay at scale. Seeds 10,000 clients and
// 100,000 arts into a fresh temporary database — embedded PGlite in a temp folder, and, when
// DATABASE_URL is set, a temporary PostgreSQL database created from it and dropped afterwards —
// starts the real app on a free port (real HTTP), signs in an admin and a client, and fires
// concurrent requests at the admin list, the admin search, the client dashboard and the art
// request, beside a bare Hono handler for reference. Prints p50/p95 latency and requests/second.
//
// Each endpoint is measured one request at a time (the latency a person waits for) and with
// several in flight (how it holds up under load): --concurrency takes a comma-separated list.
//
// Options: --clients N --arts M --duration SECONDS --concurrency 1,10 --engine pglite|postgres|all
// --endpoints WORD,WORD (only the endpoints whose name holds one) --cpu-prof DIR (a V8 CPU profile
// of each engine's measured requests, seeding excluded, for `npm run bench:profile -- FILE`).
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiRoutes } from '../common/api-routes';
import { createApp } from '../server/app';
import { createAdmin } from '../server/auth/admin-account';
import { loadConfig } from '../server/config';
import { grantCredits } from '../server/credits/credits.service';
import { rowsOf } from '../server/db/client';
import { startRuntime } from '../server/runtime';
import { freePort, throwawayDatabase } from './measure-helpers';
import { DEMO_PASSWORD, seedDemo } from './seed-demo';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    arts: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '1,10' },
    engine: { type: 'string', default: 'all' },
    endpoints: { type: 'string', default: '' },
    'cpu-prof': { type: 'string', default: '' },
  },
});
const ENDPOINT_FILTER = args.endpoints ? args.endpoints.split(',') : [];
const CLIENTS = Number(args.clients);
const ARTS = Number(args.arts);
const DURATION_MS = Number(args.duration) * 1000;
const CONCURRENCY_LEVELS = args.concurrency.split(',').map(Number);
if (CONCURRENCY_LEVELS.some((level) => !Number.isInteger(level) || level < 1)) {
  throw new Error(`--concurrency: whole numbers from 1, comma-separated (got ${args.concurrency})`);
}
const WARM_UP_MS = 1000;
const ADMIN_PASSWORD = 'senha-do-benchmark-admin';
/** Realistic things the studio types in 'Buscar artes solicitadas': company and product fragments. */
const SEARCH_TERMS = [
  'sao',
  'queijo',
  'pizzaria',
  'cafe',
  'embalagens silva',
  'acai',
  'rotulo mel',
];

interface Row {
  endpoint: string;
  engine: string;
  concurrency: number;
  p50: number;
  p95: number;
  rps: number;
  /** This process's CPU time per request (server and the bench's client): steadier than latency on a shared machine. */
  cpuMs: number;
  requests: number;
  errors: number;
}

/**
 * A browser's cookies for one account: each answer's Set-Cookie replaces or removes its cookie, as
 * a browser keeps them, so the session cookie cache's copy is renewed when it expires (auth.ts).
 */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(response: Response) {
    this.update(response);
  }
  update(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*Max-Age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
  }
  get header() {
    return [...this.cookies.values()].join('; ');
  }
}

/** A request to measure: built fresh for each call (the art request needs a new name every time). */
type MakeRequest = (n: number) => { url: string; init?: RequestInit; jar?: CookieJar };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Numbers every request of the run, so each art request gets a name no earlier one used. */
let sequence = 0;

/** `concurrency` workers calling back to back for DURATION_MS; latency per response, fully read. */
async function load(
  endpoint: string,
  engine: string,
  concurrency: number,
  make: MakeRequest,
): Promise<Row> {
  const run = async (until: number, latencies: number[] | null) => {
    let errors = 0;
    const worker = async () => {
      while (performance.now() < until) {
        const { url, init, jar } = make(sequence++);
        const started = performance.now();
        try {
          const response = await fetch(url, init);
          await response.arrayBuffer();
          jar?.update(response);
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies?.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return errors;
  };
  await run(performance.now() + WARM_UP_MS, null);
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const errors = await run(started + DURATION_MS, latencies);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    endpoint,
    engine,
    concurrency,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / elapsed,
    cpuMs: (cpu.user + cpu.system) / 1000 / latencies.length,
    requests: latencies.length,
    errors,
  };
}

function listen(fetchHandler: (request: Request) => Response | Promise<Response>, port: number) {
  return new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: fetchHandler, port, hostname: '127.0.0.1' }, () =>
      resolve(server),
    );
  });
}

const closeServer = (server: ServerType) =>
  new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<Row[]> {
  const database = await throwawayDatabase(
    'bench',
    engine === 'postgres' ? databaseUrl : undefined,
  );
  const { dataDir, target } = database;

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    PORT: String(port),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const runtime = await startRuntime(config, target);
  let server: ServerType | undefined;
  try {
    const adminEmail = `bench-admin-${randomUUID().slice(0, 8)}@estudio.com.br`;
    const { id: adminId } = await createAdmin(runtime, {
      email: adminEmail,
      password: ADMIN_PASSWORD,
    });
    process.stdout.write(`[${engine}] seeding ${CLIENTS} clients and ${ARTS} arts… `);
    const seeded = await seedDemo(runtime.db, {
      clients: CLIENTS,
      arts: ARTS,
      storage: runtime.storage,
    });
    // A database in service has been vacuumed and analyzed (by autovacuum on PostgreSQL, by the
    // maintenance job on PGlite): fresh tables have no statistics and no visibility map yet.
    await runtime.db.execute(sql`VACUUM (ANALYZE)`);
    console.log(`${(seeded.ms / 1000).toFixed(1)} s`);

    server = await listen(createApp(runtime).fetch, port);
    const signIn = async (email: string, password: string) => {
      const response = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
      return new CookieJar(response);
    };
    const adminJar = await signIn(adminEmail, ADMIN_PASSWORD);
    // The demo client with the most arts: a full first page on the dashboard.
    const clientJar = await signIn(seeded.sampleClientEmail, DEMO_PASSWORD);
    const [client] = rowsOf<{ id: string }>(
      await runtime.db.execute(
        sql`select id from "user" where email = ${seeded.sampleClientEmail}`,
      ),
    );
    if (!client) throw new Error('demo client not found');
    await grantCredits(runtime.db, { userId: client.id, adminId, amount: 1_000_000 });

    const asAdmin = () => ({ init: { headers: { cookie: adminJar.header } }, jar: adminJar });
    const asClient = () => ({ init: { headers: { cookie: clientJar.header } }, jar: clientJar });
    const runId = randomUUID().slice(0, 6);
    const endpoints: [string, MakeRequest][] = [
      [
        'admin list (GET /api/admin/arts)',
        () => ({ url: `${origin}${apiRoutes.admin.arts}`, ...asAdmin() }),
      ],
      [
        'admin search (GET /api/admin/arts?search=…)',
        (n) => ({
          url: `${origin}${apiRoutes.admin.arts}?search=${encodeURIComponent(SEARCH_TERMS[n % SEARCH_TERMS.length]!)}`,
          ...asAdmin(),
        }),
      ],
      [
        'admin clients (GET /api/admin/clients)',
        () => ({ url: `${origin}${apiRoutes.admin.clients}`, ...asAdmin() }),
      ],
      [
        'client dashboard (GET /api/arts)',
        () => ({ url: `${origin}${apiRoutes.arts}`, ...asClient() }),
      ],
      [
        'art request (POST /api/arts, no file)',
        (n) => {
          const form = new FormData();
          form.set('name', `Rótulo benchmark ${runId}-${n}`);
          form.set('briefing', 'Rótulo frontal 10x15 cm, quatro cores, verniz localizado.');
          form.set(
            'brief',
            '{"pieceType":"rotulo","widthMm":100,"heightMm":150,"substrate":"bopp","colorCount":4}',
          );
          return {
            url: `${origin}${apiRoutes.arts}`,
            init: { method: 'POST', body: form, headers: { cookie: clientJar.header, origin } },
            jar: clientJar,
          };
        },
      ],
    ];
    const rows: Row[] = [];
    const profiler = args['cpu-prof'] ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    for (const [name, make] of endpoints) {
      if (ENDPOINT_FILTER.length > 0 && !ENDPOINT_FILTER.some((word) => name.includes(word))) {
        continue;
      }
      const probe = make(-1);
      const check = await fetch(probe.url, probe.init);
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      for (const level of CONCURRENCY_LEVELS) rows.push(await load(name, engine, level, make));
    }
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const file = path.resolve(args['cpu-prof'], `bench-${engine}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`[${engine}] CPU profile: ${file}`);
      profiler.disconnect();
    }
    return rows;
  } finally {
    if (server) await closeServer(server);
    await runtime.close();
    await database.remove();
  }
}

async function benchBareHono(): Promise<Row[]> {
  const port = await freePort();
  const bare = new Hono().get('/', (c) => c.json({ ok: true }));
  const server = await listen(bare.fetch, port);
  try {
    const rows: Row[] = [];
    for (const level of CONCURRENCY_LEVELS) {
      rows.push(
        await load('bare Hono GET (reference)', 'none', level, () => ({
          url: `http://127.0.0.1:${port}/`,
        })),
      );
    }
    return rows;
  } finally {
    await closeServer(server);
  }
}

function printTable(rows: Row[]) {
  const header = [
    'endpoint',
    'engine',
    'in flight',
    'p50 ms',
    'p95 ms',
    'req/s',
    'CPU ms/req',
    'requests',
    'errors',
  ];
  const body = rows.map((row) => [
    row.endpoint,
    row.engine,
    String(row.concurrency),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.rps.toFixed(0),
    row.cpuMs.toFixed(2),
    String(row.requests),
    String(row.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of body) console.log(line(row));
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const wanted = args.engine;
  const rows: Row[] = [];
  console.log(
    `${CONCURRENCY_LEVELS.join(' and ')} requests in flight, ${DURATION_MS / 1000} s per endpoint and level after a ${WARM_UP_MS / 1000} s warm-up.`,
  );
  rows.push(...(await benchBareHono()));
  if (wanted === 'all' || wanted === 'pglite') rows.push(...(await benchEngine('pglite')));
  if ((wanted === 'all' || wanted === 'postgres') && databaseUrl) {
    rows.push(...(await benchEngine('postgres', databaseUrl)));
  } else if (wanted === 'postgres') {
    console.log('DATABASE_URL is not set: skipping PostgreSQL.');
  }
  console.log('');
  printTable(rows);
  // The target is for reading a page of 50 rows; the art request (a write) is there for scale.
  const slow = rows.filter(
    (row) => row.engine !== 'none' && row.endpoint.includes('(GET') && row.p95 > 20,
  );
  console.log(
    slow.length > 0
      ? `\np95 above the 20 ms target: ${slow.map((r) => `${r.endpoint} [${r.engine}, ${r.concurrency} in flight]`).join(', ')}`
      : '\nEvery page read has p95 within the 20 ms target.',
  );
}

main().catch((error: unknown) => {
  console.error('Benchmark failed:', error);
  process.exit(1);
});
