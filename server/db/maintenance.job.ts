// PGlite has no autovacuum. Without it the planner's statistics go stale as arts pile up, and the
// visibility map that lets the admin queue's search answer from its index alone is never set.
// This does autovacuum's work once a day, starting a few minutes after start-up so it never
// competes with it. PostgreSQL's own autovacuum needs no help.
import { sql } from 'drizzle-orm';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import type { Logger } from '../logger';
import type { Database } from './client';

export const MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const MAINTENANCE_FIRST_RUN_AFTER_MS = 5 * 60 * 1000;

export function startDatabaseMaintenanceJob(
  deps: { db: Database; engine: 'pglite' | 'postgres'; logger: Logger },
  timing = { intervalMs: MAINTENANCE_INTERVAL_MS, firstRunAfterMs: MAINTENANCE_FIRST_RUN_AFTER_MS },
): PeriodicJob {
  const { db, engine, logger } = deps;
  if (engine !== 'pglite') return { stop: async () => {} };
  return startPeriodicJob({
    name: 'database maintenance',
    ...timing,
    logger,
    run: async () => {
      const started = performance.now();
      await db.execute(sql`VACUUM (ANALYZE)`);
      logger.info(
        { ms: Math.round(performance.now() - started) },
        'database maintenance: vacuumed',
      );
    },
  });
}
