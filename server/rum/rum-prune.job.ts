// Keeps real-user speed bounded (docs/product/real-user-speed.md): every night (04:20 in the
// studio's time zone) and a few minutes after start-up, deletes the daily aggregates older than
// RUM_LIMITS.daysKept days and the per-address counters whose window has ended. Idempotent: a
// repeated or retried run deletes nothing more.
import { STUDIO_TIME_ZONE } from '../../common/constants';
import type { Database } from '../db/client';
import { defineJob } from '../jobs/queue';
import type { Logger } from '../logger';
import { pruneRealUserSpeed } from './rum.service';

export const RUM_PRUNE_CRON = '20 4 * * *';
export const RUM_PRUNE_FIRST_RUN_AFTER_SECONDS = 3 * 60;

export function rumPruneJob(
  deps: { db: Database; logger: Logger },
  firstRunAfterSeconds = RUM_PRUNE_FIRST_RUN_AFTER_SECONDS,
) {
  const { db, logger } = deps;
  return defineJob({
    name: 'rum-prune',
    schedule: { cron: RUM_PRUNE_CRON, tz: STUDIO_TIME_ZONE },
    atStartup: { afterSeconds: firstRunAfterSeconds },
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 600, backoff: true },
    run: async () => {
      const removed = await pruneRealUserSpeed(db);
      if (removed.rows > 0 || removed.counters > 0) {
        logger.info(removed, 'real-user speed: old aggregates and ended counters removed');
      }
    },
  });
}
