import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client';
import { startDatabaseMaintenanceJob } from './maintenance.job';

const logger = pino({ level: 'silent' });

async function lastVacuum(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const result = await db.execute(
    sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'art_request'`,
  );
  return rowsOf<{ last_vacuum: string | null; last_analyze: string | null }>(result)[0];
}

describe('database maintenance', () => {
  const handles: Awaited<ReturnType<typeof openDatabase>>[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('vacuums and analyzes PGlite once the first delay has passed', async () => {
    const handle = await openDatabase({ kind: 'memory' });
    handles.push(handle);
    expect(await lastVacuum(handle.db)).toEqual({ last_vacuum: null, last_analyze: null });

    const job = startDatabaseMaintenanceJob(
      { db: handle.db, engine: 'pglite', logger },
      { intervalMs: 60_000, firstRunAfterMs: 20 },
    );
    // Nothing runs before the delay has passed.
    expect((await lastVacuum(handle.db))?.last_vacuum).toBeNull();
    await expect.poll(async () => (await lastVacuum(handle.db))?.last_vacuum).not.toBeNull();
    await job.stop();
    expect((await lastVacuum(handle.db))?.last_analyze).not.toBeNull();
  });

  it('leaves PostgreSQL to its own autovacuum', async () => {
    const handle = await openDatabase({ kind: 'memory' });
    handles.push(handle);
    const job = startDatabaseMaintenanceJob(
      { db: handle.db, engine: 'postgres', logger },
      { intervalMs: 10, firstRunAfterMs: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await job.stop();
    expect((await lastVacuum(handle.db))?.last_vacuum).toBeNull();
  });
});
