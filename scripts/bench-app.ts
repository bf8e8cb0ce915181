// What the panel benchmarks (bench-indicators.ts, bench-rum.ts) share: the real app in production
// mode on a throwaway database (PGlite, or PostgreSQL beside DATABASE_URL) and a free port, served
// once the data is in, with an admin signed in; their command line; and the loop over --engine.
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../server/app';
import { createAdmin } from '../server/auth/admin-account';
import { loadConfig } from '../server/config';
import { startRuntime, type Runtime } from '../server/runtime';
import { freePort, signInCookie, throwawayDatabase } from './measure-helpers';

export type BenchEngine = 'pglite' | 'postgres';

export interface BenchApp {
  runtime: Runtime;
  /** http://127.0.0.1:<port>, where the app answers once served. */
  origin: string;
  /** Starts serving the app (after the seeding) and answers a signed-in admin's cookie. */
  serveWithAdmin(): Promise<string>;
}

const ADMIN_PASSWORD = 'senha-do-benchmark-admin';

/**
 * Runs `measure` against a fresh app on `engine` (its database named after `databasePrefix`, its
 * environment completed by `env`), then stops the server and the runtime and drops the database.
 */
export async function withBenchApp<T>(
  engine: BenchEngine,
  databaseUrl: string | undefined,
  options: { databasePrefix: string; env?: Record<string, string> },
  measure: (app: BenchApp) => Promise<T>,
): Promise<T> {
  const database = await throwawayDatabase(
    options.databasePrefix,
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
    ...options.env,
  });
  const runtime = await startRuntime(config, database.target);
  let server: ServerType | undefined;
  try {
    return await measure({
      runtime,
      origin,
      async serveWithAdmin() {
        const adminEmail = `bench-admin-${randomUUID().slice(0, 8)}@estudio.com.br`;
        await createAdmin(runtime, { email: adminEmail, password: ADMIN_PASSWORD });
        server = await new Promise<ServerType>((resolve) => {
          const listening = serve(
            { fetch: createApp(runtime).fetch, port, hostname: '127.0.0.1' },
            () => resolve(listening),
          );
        });
        return signInCookie(origin, adminEmail, ADMIN_PASSWORD);
      },
    });
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await runtime.close();
    await database.remove();
  }
}

/**
 * The command line: `--name N` for each count in `defaults` (given as a whole number, else its
 * default), and `--engine pglite|postgres|all` ('all').
 */
export function benchArgs<K extends string>(
  defaults: Record<K, number>,
): Record<K, number> & { engine: string } {
  const counts = Object.keys(defaults) as K[];
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        counts.map((name) => [name, { type: 'string', default: String(defaults[name]) }] as const),
      ),
      engine: { type: 'string', default: 'all' },
    },
  });
  const given = values as Record<string, string>;
  const numbers = Object.fromEntries(counts.map((name) => [name, Number(given[name])]));
  return { ...(numbers as Record<K, number>), engine: given.engine! };
}

/**
 * Runs `bench` for each engine `--engine` names ('pglite', 'postgres' or 'all'); PostgreSQL only
 * with DATABASE_URL, said when skipped.
 */
export async function forEachEngine(
  engineArg: string | undefined,
  bench: (engine: BenchEngine, databaseUrl: string | undefined) => Promise<void>,
): Promise<void> {
  const engines = engineArg === 'all' ? ['pglite', 'postgres'] : [engineArg];
  const databaseUrl = process.env.DATABASE_URL;
  for (const engine of engines) {
    if (engine !== 'pglite' && engine !== 'postgres')
      throw new Error(`--engine: pglite, postgres or all`);
    if (engine === 'postgres' && !databaseUrl) {
      console.log('[postgres] skipped: set DATABASE_URL to measure PostgreSQL too');
      continue;
    }
    await bench(engine, databaseUrl);
  }
}
