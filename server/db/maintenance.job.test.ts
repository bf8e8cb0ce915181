import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../jobs/queue';
import { openDatabase, rowsOf } from './client';
import { pgliteTestImage } from '../test/harness';
import { databaseMaintenanceJobs } from './maintenance.job';

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

  it('vacuums and analyzes PGlite, through the queue, once the first delay has passed', async () => {
    // Embedded in both runs: from the run's image when there is one (no migrations to wait for).
    const handle = await openDatabase({ kind: 'memory', image: await pgliteTestImage() });
    handles.push(handle);
    expect(await lastVacuum(handle.db)).toEqual({ last_vacuum: null, last_analyze: null });

    const jobs = databaseMaintenanceJobs({ db: handle.db, engine: 'pglite', logger }, 2);
    expect(jobs.map((job) => job.schedule?.cron)).toEqual(['0 4 * * *']);
    const queue = createJobQueue({
      sql: handle.rawSql,
      engine: 'pglite',
      logger,
      jobs,
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    // Nothing runs before the delay has passed.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await lastVacuum(handle.db))?.last_vacuum).toBeNull();
    await expect
      .poll(async () => (await lastVacuum(handle.db))?.last_vacuum, { timeout: 10_000 })
      .not.toBeNull();
    await queue.stop();
    expect((await lastVacuum(handle.db))?.last_analyze).not.toBeNull();
  });

  it('leaves PostgreSQL to its own autovacuum', () => {
    const handle = { db: {} as never, engine: 'postgres' as const, logger };
    expect(databaseMaintenanceJobs(handle, 0)).toEqual([]);
  });
});
