// Runs the monthly credit expiry at start-up and then every hour. Hourly (not once at midnight) so
// a server that was down at the turn of the month catches up within the hour; the job is
// idempotent, so repeated runs, and several processes, write nothing twice.
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { expireMonthlyCredits } from './credits.service';

export const CREDIT_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

export interface CreditExpiryJob {
  /** Stops the timer and waits for a run in progress, so the database can close under it. */
  stop(): Promise<void>;
}

export function startCreditExpiryJob(
  deps: { db: Database; logger: Logger },
  intervalMs = CREDIT_EXPIRY_INTERVAL_MS,
): CreditExpiryJob {
  const { db, logger } = deps;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = () => {
    if (running || stopped) return; // a slow run is never overlapped by the next tick
    running = expireMonthlyCredits(db)
      .then((result) => {
        if (result.clients > 0) logger.info(result, 'monthly credit expiry: credits written off');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'monthly credit expiry failed'))
      .finally(() => {
        running = null;
      });
  };

  runOnce();
  const timer = setInterval(runOnce, intervalMs);
  timer.unref(); // never the reason the process stays alive

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
