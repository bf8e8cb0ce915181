// The mail jobs: one delivery per outbox row, retried with back-off for about a day, and a sweep
// (every minute and at start-up) that queues any row whose dispatch never ran.
import type { Config } from '../config';
import { defineJob } from '../jobs/queue';
import { MAIL_MAX_ATTEMPTS, mailDeliveryKey, type Mailer } from './mailer';

/**
 * pg-boss waits retryDelay × 2^n × (1 + random) before retry n (0-based): with the default 15 s
 * the first retry comes within 30 s, and twelve retries span roughly 17 to 34 hours; the delivery
 * itself gives up at 24 hours or the last attempt, keeping the error (mailer.deliver).
 */
export function mailDeliveryJob(deps: {
  mailer: Mailer;
  config: Pick<Config, 'mailRetryDelaySeconds'>;
}) {
  return defineJob<{ outboxId: string }>({
    name: mailDeliveryKey.name,
    retry: {
      limit: MAIL_MAX_ATTEMPTS - 1,
      delaySeconds: deps.config.mailRetryDelaySeconds,
      backoff: true,
    },
    // A worker that died mid-send frees the job for a retry after this.
    expireInSeconds: 180,
    run: async ({ outboxId }) => {
      await deps.mailer.deliver(outboxId);
    },
  });
}

export function mailSweepJob(deps: { mailer: Mailer }) {
  return defineJob({
    name: 'mail-outbox-sweep',
    schedule: { cron: '* * * * *' },
    atStartup: { afterSeconds: 0 },
    policy: 'stately',
    run: () => deps.mailer.dispatch(),
  });
}
