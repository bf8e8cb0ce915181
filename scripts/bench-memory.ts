// `npm run bench:memory`: the built server's resident memory (RSS), idle after start, with the
// demo data (`npm run seed:demo`'s 100 clients and 1,000 arts, with the 200 newest deliveries' PDFs
// on disk). For each engine it seeds a throwaway database, starts `node dist-server/index.js` as
// production does, and reads the process's VmRSS from /proc once a second from the moment the
// health check answers. The start-up catch-up jobs (previews of those 200 PDFs) run meanwhile in
// the child process of heavy jobs, whose memory is reported apart.
//
// Options: --engine pglite|postgres|all (PostgreSQL needs DATABASE_URL; all = both when it is set)
//          --seconds N (how long to watch, 60 unless told)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { createDiskStorage } from '../server/files/storage';
import { ensureBuilt } from './ensure-built.mjs';
import { freePort, throwawayDatabase, waitForHealth } from './measure-helpers';
import { seedDemo } from './seed-demo';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'all' },
    seconds: { type: 'string', default: '60' },
  },
});
const seconds = Number(values.seconds);
if (!Number.isInteger(seconds) || seconds < 15)
  throw new Error('--seconds takes a whole number ≥ 15');
const databaseUrl = process.env.DATABASE_URL;
const engines = (
  values.engine === 'all' ? ['pglite', ...(databaseUrl ? ['postgres'] : [])] : [values.engine]
) as ('pglite' | 'postgres')[];
if (engines.includes('postgres') && !databaseUrl) throw new Error('postgres needs DATABASE_URL');

/** A /proc/<pid>/status field in MB (VmRSS: resident now; VmHWM: the peak so far). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined; // gone
  }
}

/** The processes whose parent is `pid` (the child of heavy jobs, when one runs). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // The fields after the command's closing parenthesis: state, then the parent's pid.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Result {
  engine: string;
  at: Record<number, number>;
  settled: number;
  peak: number;
  childPeak: number;
}

async function measure(engine: 'pglite' | 'postgres'): Promise<Result> {
  const database = await throwawayDatabase(
    'memory',
    engine === 'postgres' ? databaseUrl : undefined,
  );
  let server: ChildProcess | undefined;
  try {
    console.error(`  ${engine}: seeding 100 clients and 1,000 arts…`);
    const handle = await openDatabase(database.target);
    try {
      await seedDemo(handle.db, {
        clients: 100,
        arts: 1000,
        seed: 2024,
        storage: createDiskStorage(path.join(database.dataDir, 'files')),
      });
    } finally {
      await handle.close();
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _inherited, ...environment } = process.env;
    server = spawn(process.execPath, ['dist-server/index.js'], {
      env: {
        ...environment,
        ...database.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const pid = server.pid!;
    await waitForHealth(baseUrl);
    console.error(`  ${engine}: up; watching for ${seconds} s…`);

    const samples: number[] = [];
    let childPeak = 0;
    for (let second = 1; second <= seconds; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      samples.push(statusMb(pid, 'VmRSS') ?? Number.NaN);
      for (const child of childrenOf(pid)) {
        childPeak = Math.max(childPeak, statusMb(child, 'VmHWM') ?? 0);
      }
    }
    const at = Object.fromEntries(
      [15, 30, 60].filter((s) => s <= seconds).map((s) => [s, samples[s - 1]!]),
    );
    return {
      engine,
      at,
      // The last ten seconds: where the process has settled once the start-up work is done.
      settled: median(samples.slice(-10)),
      peak: statusMb(pid, 'VmHWM') ?? Number.NaN,
      childPeak,
    };
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.remove();
  }
}

async function main() {
  ensureBuilt();
  const results: Result[] = [];
  for (const engine of engines) results.push(await measure(engine));
  const mb = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
  console.log(`\nServer RSS after start, MB (demo data; ${seconds} s watched)\n`);
  console.log(
    '| engine | at 15 s | at 30 s | at 60 s | settled (last 10 s) | peak | jobs child peak |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${mb(r.at[15])} | ${mb(r.at[30])} | ${mb(r.at[60])} | ${mb(r.settled)} | ${mb(r.peak)} | ${r.childPeak ? mb(r.childPeak) : '—'} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
