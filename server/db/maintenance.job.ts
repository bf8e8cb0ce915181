// PGlite has no autovacuum. Without it the planner's statistics go stale as arts pile up, and the
// visibility map that lets the admin queue's search answer from its index alone is never set.
// This job does autovacuum's work every night (04:00 in STUDIO_TIME_ZONE), and once a few minutes after
// start-up (never competing with it), so that a server restarted daily still gets it. PostgreSQL's
// own autovacuum needs no help: there, no job is registered.
import { sql } from 'drizzle-orm';
import { STUDIO_TIME_ZONE } from '../../common/constants';
import { defineJob, type JobDefinition } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Database } from './client';

export const MAINTENANCE_CRON = '0 4 * * *';
export const MAINTENANCE_FIRST_RUN_AFTER_SECONDS = 5 * 60;

export function databaseMaintenanceJobs(
  deps: { db: Database; engine: 'pglite' | 'postgres'; logger: Logger },
  firstRunAfterSeconds = MAINTENANCE_FIRST_RUN_AFTER_SECONDS,
): JobDefinition[] {
  const { db, engine, logger } = deps;
  if (engine !== 'pglite') return [];
  return [
    defineJob({
      name: 'database-maintenance',
      schedule: { cron: MAINTENANCE_CRON, tz: STUDIO_TIME_ZONE },
      atStartup: { afterSeconds: firstRunAfterSeconds },
      policy: 'stately',
      // Vacuuming twice is harmless; a failure waits a while before the next try.
      retry: { limit: 2, delaySeconds: 600, backoff: true },
      run: async () => {
        const started = performance.now();
        await db.execute(sql`VACUUM (ANALYZE)`);
        logger.info(
          { ms: Math.round(performance.now() - started) },
          'database maintenance: vacuumed',
        );
      },
    }),
  ];
}
