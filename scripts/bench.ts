// `npm run bench`: how quick the panel and the client area stay at scale. Seeds 10,000 clients and
// 100,000 arts into a fresh temporary database — embedded PGlite in a temp folder, and, when
// DATABASE_URL is set, a temporary PostgreSQL database created from it and dropped afterwards —
// starts the real app on a free port (real HTTP), signs in an admin and a client, and fires
// concurrent requests at the admin list, the admin search, the client dashboard and the art
// request, beside a bare Hono handler for reference. Prints p50/p95 latency and requests/second.
// The requests come from a thread of their own (bench-client.ts), as from another machine: the
// server's event loop never waits on the client's work, only the cores are shared.
//
// Each endpoint is measured one request at a time (the latency a person waits for) and with
// several in flight (how it holds up under load): --concurrency takes a comma-separated list.
//
// Options: --clients N --arts M --duration SECONDS --concurrency 1,10 --engine pglite|postgres|all
// --endpoints WORD,WORD (only the endpoints whose name holds one) --cpu-prof DIR (a V8 CPU profile
// of each engine's measured requests, seeding excluded, for `npm run bench:profile -- FILE`)
// --processes 1,2 (PostgreSQL only: the built server started that many times on the seeded
// database, each count in turn, called in turn; without it the app runs in this process).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import { apiRoutes } from '../common/api-routes';
import { createApp } from '../server/app';
import { createAdmin } from '../server/auth/admin-account';
import { loadConfig } from '../server/config';
import { grantCredits } from '../server/credits/credits.service';
import { rowsOf } from '../server/db/client';
import { startRuntime } from '../server/runtime';
import type { ClientAnswer, ClientMessage, RequestSpec } from './bench-client';
import { builtAppProcess } from './cluster-harness';
import { ensureBuilt } from './ensure-built.mjs';
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
    processes: { type: 'string', default: '' },
  },
});
/** App processes to measure, each count in turn (the built server); none: the app in this one. */
const PROCESSES = args.processes ? args.processes.split(',').map(Number) : [];
if (PROCESSES.some((count) => !Number.isInteger(count) || count < 1 || count > 8)) {
  throw new Error(
    `--processes: whole numbers from 1 to 8, comma-separated (got ${args.processes})`,
  );
}
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
  /** CPU per request, this process's (the bench's client; the server when it runs here) and the app processes': steadier than latency on a shared machine. */
  cpuMs: number;
  /** CPU per request of this machine's PostgreSQL server processes (none with PGlite or a remote one). */
  dbCpuMs: number;
  /** Cores the whole machine kept busy meanwhile (app, database, the bench's client, anything else). */
  busyCores: number;
  requests: number;
  errors: number;
}

/** The load generator's thread (bench-client.ts): one message at a time, each answered. */
class LoadGenerator {
  private readonly worker = new Worker(new URL('./bench-client.mjs', import.meta.url));
  private pending: ((answer: ClientAnswer) => void) | undefined;
  constructor() {
    this.worker.on('message', (answer: ClientAnswer) => {
      const resolve = this.pending;
      this.pending = undefined;
      resolve?.(answer);
    });
    this.worker.on('error', (error) => {
      console.error('the load generator failed:', error);
      process.exit(1);
    });
  }
  private ask(message: ClientMessage): Promise<ClientAnswer> {
    if (this.pending) throw new Error('the load generator is busy');
    return new Promise((resolve) => {
      this.pending = resolve;
      this.worker.postMessage(message);
    });
  }
  /** Keeps `setCookie` as the cookies of `name`, for the requests that name it. */
  async jar(name: string, setCookie: string[]) {
    await this.ask({ type: 'jar', name, setCookie });
  }
  /** One call; throws unless it succeeds. */
  async probe(endpoint: string, spec: RequestSpec) {
    const answer = await this.ask({ type: 'probe', spec });
    if (answer.type !== 'probe') throw new Error(`unexpected answer ${answer.type}`);
    if (answer.status >= 400) throw new Error(`${endpoint}: ${answer.status} ${answer.text}`);
  }
  /** `serverCpu`: the CPU ms the app's processes have used so far, when they are not this one. */
  async load(
    endpoint: string,
    engine: string,
    concurrency: number,
    spec: RequestSpec,
    serverCpu?: () => number,
  ) {
    // The warm-up first, apart, so that the CPU read below covers the timed requests alone.
    await this.ask({ type: 'load', spec, concurrency, durationMs: WARM_UP_MS });
    const cpuBefore = process.cpuUsage();
    const serverCpuBefore = serverCpu?.() ?? 0;
    const machineBefore = machineCpu();
    const dbBefore = postgresCpu();
    const answer = await this.ask({ type: 'load', spec, concurrency, durationMs: DURATION_MS });
    const machineAfter = machineCpu();
    const dbCpuMs = postgresCpu() - dbBefore;
    // This process (the load generator's thread, and the server's when it runs here) and the
    // app's own processes.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 + (serverCpu ? serverCpu() - serverCpuBefore : 0);
    if (answer.type !== 'load') throw new Error(`unexpected answer ${answer.type}`);
    const latencies = [...answer.latencies].sort((a, b) => a - b);
    return {
      endpoint,
      engine,
      concurrency,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      rps: latencies.length / (answer.elapsedMs / 1000),
      cpuMs: cpuMs / latencies.length,
      dbCpuMs: dbCpuMs / latencies.length,
      busyCores:
        (availableParallelism() * (machineAfter.busy - machineBefore.busy)) /
        (machineAfter.total - machineBefore.total),
      requests: latencies.length,
      errors: answer.errors,
    } satisfies Row;
  }
  close() {
    return this.worker.terminate();
  }
}

/** The machine's CPU time so far (all cores, in USER_HZ ticks), busy and in all, from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones.
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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

/** The two accounts the bench signs in as, made while seeding. */
interface Accounts {
  adminEmail: string;
  clientEmail: string;
}

/**
 * Signs the admin and the client in at `origin`, then measures each endpoint at each level in
 * flight, calling `origins` in turn (one app process, or several).
 */
async function measureEndpoints(
  client: LoadGenerator,
  engine: string,
  accounts: Accounts,
  origins: string[],
  serverCpu?: () => number,
): Promise<Row[]> {
  const origin = origins[0]!;
  const signIn = async (name: string, email: string, password: string) => {
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
    await client.jar(name, response.headers.getSetCookie());
  };
  await signIn('admin', accounts.adminEmail, ADMIN_PASSWORD);
  await signIn('client', accounts.clientEmail, DEMO_PASSWORD);
  const endpoints: [string, RequestSpec][] = [
    ['admin list (GET /api/admin/arts)', { origins, paths: [apiRoutes.admin.arts], jar: 'admin' }],
    [
      'admin search (GET /api/admin/arts?search=…)',
      {
        origins,
        paths: SEARCH_TERMS.map(
          (term) => `${apiRoutes.admin.arts}?search=${encodeURIComponent(term)}`,
        ),
        jar: 'admin',
      },
    ],
    [
      'admin clients (GET /api/admin/clients)',
      { origins, paths: [apiRoutes.admin.clients], jar: 'admin' },
    ],
    ['client dashboard (GET /api/arts)', { origins, paths: [apiRoutes.arts], jar: 'client' }],
    [
      'art request (POST /api/arts, no file)',
      {
        origins,
        paths: [apiRoutes.arts],
        jar: 'client',
        origin,
        form: {
          fields: {
            name: 'Rótulo benchmark',
            briefing: 'Rótulo frontal 10x15 cm, quatro cores, verniz localizado.',
            brief:
              '{"pieceType":"rotulo","widthMm":100,"heightMm":150,"substrate":"bopp","colorCount":4}',
          },
          numbered: 'name',
        },
      },
    ],
  ];
  const rows: Row[] = [];
  for (const [name, spec] of endpoints) {
    if (ENDPOINT_FILTER.length > 0 && !ENDPOINT_FILTER.some((word) => name.includes(word))) {
      continue;
    }
    await client.probe(name, spec);
    for (const level of CONCURRENCY_LEVELS) {
      rows.push(await client.load(name, engine, level, spec, serverCpu));
    }
  }
  return rows;
}

/** A V8 CPU profile of this process while `work` runs, written into --cpu-prof's folder. */
async function profiled<T>(engine: string, work: () => Promise<T>): Promise<T> {
  if (!args['cpu-prof']) return work();
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
  const result = await work();
  const { profile } = await profiler.post('Profiler.stop');
  const file = path.resolve(args['cpu-prof'], `bench-${engine}-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`[${engine}] CPU profile: ${file}`);
  profiler.disconnect();
  return result;
}

async function benchEngine(
  client: LoadGenerator,
  engine: 'pglite' | 'postgres',
  databaseUrl?: string,
): Promise<Row[]> {
  const database = await throwawayDatabase(
    'bench',
    engine === 'postgres' ? databaseUrl : undefined,
  );
  const { dataDir, target } = database;

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    PORT: String(port),
    BETTER_AUTH_SECRET: secret,
    LOG_LEVEL: 'silent',
  });
  const runtime = await startRuntime(config, target);
  let runtimeOpen = true;
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
    // The demo client with the most arts (a full first page on the dashboard), with credits
    // for every art request the bench makes.
    const [sample] = rowsOf<{ id: string }>(
      await runtime.db.execute(
        sql`select id from "user" where email = ${seeded.sampleClientEmail}`,
      ),
    );
    if (!sample) throw new Error('demo client not found');
    await grantCredits(runtime.db, { userId: sample.id, adminId, amount: 1_000_000 });
    // A database in service has been vacuumed and analyzed (by autovacuum on PostgreSQL, by the
    // maintenance job on PGlite): fresh tables have no statistics and no visibility map yet.
    await runtime.db.execute(sql`VACUUM (ANALYZE)`);
    console.log(`${(seeded.ms / 1000).toFixed(1)} s`);
    const accounts = { adminEmail, clientEmail: seeded.sampleClientEmail };

    if (PROCESSES.length === 0) {
      await jobsSettled(engine, async (query) => rowsOf(await runtime.db.execute(sql.raw(query))));
      server = await listen(createApp(runtime).fetch, port);
      return await profiled(engine, () => measureEndpoints(client, engine, accounts, [origin]));
    }
    // The built server in separate processes on the same database, as production runs it.
    await runtime.close();
    runtimeOpen = false;
    const rows: Row[] = [];
    for (const count of PROCESSES) {
      rows.push(...(await benchProcesses(client, engine, accounts, count, database.env, secret)));
    }
    return rows;
  } finally {
    if (server) await closeServer(server);
    if (runtimeOpen) await runtime.close();
    await database.remove();
  }
}

/** `count` built app processes on the seeded database, called in turn by the load generator. */
async function benchProcesses(
  client: LoadGenerator,
  engine: string,
  accounts: Accounts,
  count: number,
  databaseEnv: Record<string, string>,
  secret: string,
): Promise<Row[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const folders = ports.map(() => mkdtempSync(path.join(tmpdir(), 'studio-bench-process-')));
  const processes = ports.map((port, index) =>
    builtAppProcess({
      label: `process ${index + 1}`,
      port,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        ENV_FILE: 'off',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        BETTER_AUTH_SECRET: secret,
        LOG_LEVEL: 'error',
        ...databaseEnv,
        DATA_DIR: folders[index]!,
      },
    }),
  );
  try {
    await Promise.all(processes.map((p) => p.start()));
    const label = `${engine} ×${count}`;
    // The server's start-up runs (the month's credit expiry over 10,000 clients, the previews of
    // the seeded deliveries) would otherwise share the machine with the rounds.
    const database = new pg.Client({ connectionString: databaseEnv.DATABASE_URL });
    await database.connect();
    try {
      await jobsSettled(label, async (query) => (await database.query<object>(query)).rows);
    } finally {
      await database.end();
    }
    const pids = processes.map((p) => p.pid()!);
    const origins = processes.map((p) => p.url);
    return await measureEndpoints(client, label, accounts, origins, () => cpuOfProcesses(pids));
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Waits until the job queue has done what was due within 90 s of now: a studio's database in
 * service has its month's credits expired and its files' previews and pre-flights made, and the
 * server's start-up runs (server/jobs/queue.ts `atStartup`: the credit expiry at once, the
 * previews' catch-up after 20 s, the pre-flight's and the indicators' after 60 s) would otherwise
 * work the seeded deliveries' backlog during the rounds. The figures are for page reads.
 */
async function jobsSettled(label: string, query: (text: string) => Promise<unknown[]>) {
  const [{ horizon }] = (await query(
    `select (now() + interval '90 seconds')::text as horizon`,
  )) as [{ horizon: string }];
  const due = async () => {
    const [row] = (await query(
      `select count(*)::int as n from pgboss.job
        where state in ('created', 'retry', 'active') and start_after <= '${horizon}'::timestamptz`,
    )) as { n: number }[];
    return row?.n ?? 0;
  };
  const started = Date.now();
  let waiting = await due();
  if (waiting === 0) return;
  process.stdout.write(`[${label}] waiting for ${waiting} jobs due within 90 s… `);
  while (waiting > 0) {
    if (Date.now() - started > 15 * 60_000)
      throw new Error(`${waiting} jobs still due after 15 min`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    waiting = await due();
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** CPU time (user + system, ms) the processes have used so far, from /proc. */
function cpuOfProcesses(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (processCpu(pid)?.ms ?? 0), 0);
}

/** A process's command name and CPU time (ms) so far, or undefined once it has ended. */
function processCpu(pid: number): { command: string; ms: number } | undefined {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { command, ms: (Number(fields[11]) + Number(fields[12])) / ticksPerMs };
}

/**
 * CPU time (ms) of this machine's PostgreSQL processes so far. The pool's backends live through a
 * timed round, so the difference over it is the database's share of the requests.
 */
function postgresCpu(): number {
  let ms = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = processCpu(Number(entry));
    if (cpu?.command === 'postgres') ms += cpu.ms;
  }
  return ms;
}

async function benchBareHono(client: LoadGenerator): Promise<Row[]> {
  const port = await freePort();
  const bare = new Hono().get('/', (c) => c.json({ ok: true }));
  const server = await listen(bare.fetch, port);
  try {
    const rows: Row[] = [];
    for (const level of CONCURRENCY_LEVELS) {
      rows.push(
        await client.load('bare Hono GET (reference)', 'none', level, {
          origins: [`http://127.0.0.1:${port}`],
          paths: ['/'],
        }),
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
    'DB CPU ms/req',
    'cores busy',
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
    row.dbCpuMs.toFixed(2),
    row.busyCores.toFixed(2),
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
  if (PROCESSES.length > 0) ensureBuilt();
  const client = new LoadGenerator();
  try {
    rows.push(...(await benchBareHono(client)));
    if (PROCESSES.length > 0 && wanted !== 'postgres') {
      // PGlite lives inside one process: several need PostgreSQL.
      console.log('--processes: PGlite is embedded in one process; measuring PostgreSQL only.');
    } else if (wanted === 'all' || wanted === 'pglite') {
      rows.push(...(await benchEngine(client, 'pglite')));
    }
    if ((wanted === 'all' || wanted === 'postgres') && databaseUrl) {
      rows.push(...(await benchEngine(client, 'postgres', databaseUrl)));
    } else if (wanted === 'postgres') {
      console.log('DATABASE_URL is not set: skipping PostgreSQL.');
    }
  } finally {
    await client.close();
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
