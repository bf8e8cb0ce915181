// The monthly credit expiry as a job of the queue: every hour on the hour (the studio's time zone,
// STUDIO_TIME_ZONE), and once at start-up. Hourly (not once at midnight) so a server that was down
// at the turn of the month catches up within the hour, and at once when it starts again; the work
// is idempotent, so repeated runs, retries and several processes write nothing twice.
import { STUDIO_TIME_ZONE } from '../../common/constants';
import type { Database } from '../db/client';
import { defineJob } from '../jobs/queue';
import type { Logger } from '../logger';
import { expireMonthlyCredits } from './credits.service';

export const CREDIT_EXPIRY_CRON = '0 * * * *';

export function creditExpiryJob(deps: { db: Database; logger: Logger }) {
  const { db, logger } = deps;
  return defineJob({
    name: 'credit-expiry',
    schedule: { cron: CREDIT_EXPIRY_CRON, tz: STUDIO_TIME_ZONE },
    atStartup: { afterSeconds: 0 },
    // A start-up run and an hourly tick sent together are one run.
    policy: 'stately',
    run: async () => {
      const result = await expireMonthlyCredits(db);
      if (result.clients > 0) logger.info(result, 'monthly credit expiry: credits written off');
    },
  });
}
