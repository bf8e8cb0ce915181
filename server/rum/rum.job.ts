// Real-user speed's upkeep (docs/product/real-user-speed.md), every hour at :05 and a few minutes
// after start-up: the days that left the panel's 28-day window are taken out of its summary (within
// the hour after midnight; the panel itself leaves them out until then), and what is past keeping
// is deleted: daily aggregates older than RUM_LIMITS.daysKept days, per-address counters whose
// window has ended. Idempotent: a repeated or retried run changes nothing more.
import { STUDIO_TIME_ZONE } from '../../common/constants';
import type { Database } from '../db/client';
import { defineJob } from '../jobs/queue';
import type { Logger } from '../logger';
import { maintainRealUserSpeed } from './rum.service';

export const RUM_MAINTENANCE_CRON = '5 * * * *';
export const RUM_MAINTENANCE_FIRST_RUN_AFTER_SECONDS = 3 * 60;

export function rumMaintenanceJob(
  deps: { db: Database; logger: Logger },
  firstRunAfterSeconds = RUM_MAINTENANCE_FIRST_RUN_AFTER_SECONDS,
) {
  const { db, logger } = deps;
  return defineJob({
    name: 'rum-maintenance',
    schedule: { cron: RUM_MAINTENANCE_CRON, tz: STUDIO_TIME_ZONE },
    atStartup: { afterSeconds: firstRunAfterSeconds },
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    run: async () => {
      const done = await maintainRealUserSpeed(db);
      if (done.left > 0 || done.rows > 0 || done.counters > 0) {
        logger.info(done, 'real-user speed: window moved, old aggregates and counters removed');
      }
    },
  });
}
