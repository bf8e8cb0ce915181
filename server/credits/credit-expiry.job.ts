// Runs the monthly credit expiry at start-up and then every hour. Hourly (not once at midnight) so
// a server that was down at the turn of the month catches up within the hour; the job is
// idempotent, so repeated runs, and several processes, write nothing twice.
import type { Database } from '../db/client';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import type { Logger } from '../logger';
import { expireMonthlyCredits } from './credits.service';

export const CREDIT_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

export function startCreditExpiryJob(
  deps: { db: Database; logger: Logger },
  intervalMs = CREDIT_EXPIRY_INTERVAL_MS,
): PeriodicJob {
  const { db, logger } = deps;
  return startPeriodicJob({
    name: 'monthly credit expiry',
    intervalMs,
    logger,
    run: async () => {
      const result = await expireMonthlyCredits(db);
      if (result.clients > 0) logger.info(result, 'monthly credit expiry: credits written off');
    },
  });
}
