// Opens the database: embedded PGlite under DATA_DIR by default, node-postgres when DATABASE_URL is
// set. Both speak the same SQL and run the same migrations, applied here at start-up.
import { mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { runDataMigrations } from './data-migrations';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: what `db.transaction(async (tx) => …)` passes in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

/** The rows of a raw query, whichever driver ran it (PGlite and node-postgres both say `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Plain SQL with positional parameters, outside Drizzle: the job queue (pg-boss) talks to the
 * database through this, so it shares the app's connection (PGlite) or pool (PostgreSQL).
 * Parameterless text may hold several statements; its rows are those of the last one.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  rawSql: SqlExecutor;
  close(): Promise<void>;
  /**
   * PGlite only: copies the data folder into `targetDir` (absent) while no query or transaction
   * runs — a consistent snapshot that opens like a restart after a power cut (WAL replay). The
   * copy is asynchronous, so the event loop stays free; queries wait for it. For `npm run backup`
   * (server/backup/); unlike PGlite's dumpDataDir it never holds the folder in memory.
   */
  snapshot?(targetDir: string): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed 64-bit number: every process migrating the same database waits on this lock. */
const MIGRATION_LOCK_KEY = 727_001_2024;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** Embedded, in memory (gone on close); from `image` (see pgliteImage) rather than initdb. */
  | { kind: 'memory'; image?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, DROP DATABASE) is an 'error' event on
  // the pool; unhandled, it would crash the process. The pool discards that client and the next
  // query opens a fresh one, so record it and carry on.
  pool.on('error', (error) => console.error('PostgreSQL idle connection lost:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const lockClient = await pool.connect();
  try {
    // Two processes starting at once must not run the same migration twice.
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(db as never, { migrationsFolder });
    await runDataMigrations(db);
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const rawSql: SqlExecutor = {
    async executeSql(text, values) {
      // node-postgres answers a multi-statement text with one result per statement.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
    },
  };
  return { db, engine: 'postgres', rawSql, close: () => pool.end() };
}

/** The embedded database's buffer cache (PostgreSQL's default is 128MB). */
const PGLITE_SHARED_BUFFERS = '32MB';

/** The embedded engine as the app runs it: in `dataDir`, or in memory (from `image` if given). */
async function startPglite(dataDir: string | undefined, image?: Blob) {
  const client = new PGlite({
    dataDir,
    loadDataDir: image,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers lives in the server's own memory here; the
    // studio's data is small, and the OS page cache holds the files anyway.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  await runDataMigrations(db);
  return { client, db };
}

/**
 * An empty, migrated embedded database as an image of its data folder (a tar). Opened with
 * `{ kind: 'memory', image }`, a copy starts in a quarter of the time: no initdb, no migrations.
 * The tests open one per file.
 */
export async function pgliteImage(): Promise<Blob> {
  const { client } = await startPglite(undefined);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(
  target: { kind: 'pglite'; dataDir: string } | { kind: 'memory'; image?: Blob },
) {
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (target.kind === 'pglite') {
    dataDir = path.join(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(target.dataDir);
  }
  try {
    const { client, db } = await startPglite(
      dataDir,
      target.kind === 'memory' ? target.image : undefined,
    );
    return {
      db,
      engine: 'pglite' as const,
      rawSql: pgliteExecutor(client),
      close: async () => {
        await client.close();
        releaseLock();
      },
      ...(dataDir
        ? {
            snapshot: (targetDir: string) =>
              client._runExclusiveTransaction(() =>
                client._runExclusiveQuery(() => cp(dataDir, targetDir, { recursive: true })),
              ),
          }
        : {}),
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite's `query` takes one statement with parameters; its `exec` takes several without. pg-boss
 * sends both kinds: its install and maintenance scripts are parameterless and some carry their own
 * BEGIN … COMMIT. Such a script runs inside PGlite's transaction(), which holds the one connection
 * for the whole script and rolls back on a failure before anyone else gets the connection (run as
 * a bare exec, a failure midway would leave an aborted transaction for the app's next query).
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
