// What the measuring scripts (bench, bench:previews, bench:memory, lighthouse) share: a free
// port, waiting for a server's health check, and a throwaway database on either engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../server/db/client';
import { createThrowawayDatabase } from '../server/db/throwaway-database';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `${baseUrl}/api/health` answers 200. */
export async function waitForHealth(baseUrl: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${baseUrl}/api/health in ${timeoutMs / 1000}s`);
}

export interface ThrowawayDatabase {
  /** Where the app's files (and, on PGlite, the database) live: a fresh temp folder. */
  dataDir: string;
  target: DatabaseTarget;
  /** The server's environment for this database (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Drops the PostgreSQL database and removes the folder. */
  remove: () => Promise<void>;
}

/**
 * A fresh database for one measurement: PGlite in a temp folder, or, given `databaseUrl`, a
 * PostgreSQL database created beside it (named studio_<prefix>_<random>) and dropped afterwards.
 */
export async function throwawayDatabase(
  prefix: string,
  databaseUrl?: string,
): Promise<ThrowawayDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `studio-${prefix}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) {
    return {
      dataDir,
      target: { kind: 'pglite', dataDir },
      env: { DATA_DIR: dataDir },
      remove: async () => removeDir(),
    };
  }
  const database = await createThrowawayDatabase(databaseUrl, `studio_${prefix}`);
  return {
    dataDir,
    target: { kind: 'postgres', url: database.url },
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    remove: async () => {
      await database.drop();
      removeDir();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One endpoint's latencies, measured one request at a time (bench-rum, bench-indicators). */
export interface TimedRow {
  endpoint: string;
  engine: string;
  p50: number;
  p95: number;
  max: number;
  requests: number;
}

export async function timeOneByOne(
  endpoint: string,
  engine: string,
  count: number,
  call: (n: number) => Promise<Response>,
): Promise<TimedRow> {
  // Warm-up: the first answers pay for plans and caches.
  for (let n = 0; n < 10; n++) await (await call(-n - 1)).arrayBuffer();
  const durations: number[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await call(n);
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`${endpoint}: answered ${response.status}`);
  }
  durations.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    endpoint,
    engine,
    p50: round(percentile(durations, 50)),
    p95: round(percentile(durations, 95)),
    max: round(durations.at(-1)!),
    requests: count,
  };
}

/** Signs `email` in on the app at `origin`; the session cookie to send with each request. */
export async function signInCookie(origin: string, email: string, password: string) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
