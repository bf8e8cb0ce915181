// The mail jobs: one delivery per outbox row, retried with back-off for about a day, and a sweep
// (every minute and at start-up) that queues any row whose dispatch never ran.
import type { Config } from '../config';
import { outboxJobs } from '../outbox/outbox';
import { MAIL_MAX_ATTEMPTS, mailDeliveryKey, type Mailer } from './mailer';

/**
 * pg-boss waits retryDelay × 2^n × (1 + random) before retry n (0-based): with the default 15 s
 * the first retry comes within 30 s, and twelve retries span roughly 17 to 34 hours; the delivery
 * itself gives up at 24 hours or the last attempt, keeping the error (server/outbox/outbox.ts).
 */
export function mailJobs(deps: { mailer: Mailer; config: Pick<Config, 'mailRetryDelaySeconds'> }) {
  return outboxJobs({
    outbox: deps.mailer,
    deliveryKey: mailDeliveryKey,
    sweepName: 'mail-outbox-sweep',
    maxAttempts: MAIL_MAX_ATTEMPTS,
    retryDelaySeconds: deps.config.mailRetryDelaySeconds,
    expireInSeconds: 180,
  });
}
