// The payments' jobs (docs/product/payments.md): one per provider notification (the webhook only
// queues it), and the reconciliation every 5 minutes and at start-up (read-backs, the day's
// sweep, expiry). Both are idempotent: confirming is, on the payment's end-to-end id.
import type { Database } from '../db/client';
import { defineJob, jobKey } from '../jobs/queue';
import type { Logger } from '../logger';
import type { PaymentNotice, PaymentProvider } from './provider';
import { processNotice, reconcilePayments } from './reconcile.service';

export const paymentNoticeJob = jobKey<{ notice: PaymentNotice }>('payment-notice');
export const PAYMENT_RECONCILE_CRON = '*/5 * * * *';

export function paymentJobs(deps: { db: Database; payments: PaymentProvider; logger: Logger }) {
  return [
    defineJob<{ notice: PaymentNotice }>({
      ...paymentNoticeJob,
      // A provider that does not answer is tried again: the notice is not lost meanwhile.
      retry: { limit: 5, delaySeconds: 30, backoff: true },
      run: async ({ notice }) => {
        const verdicts = await processNotice(deps, notice);
        deps.logger.info({ verdicts }, 'payment notification processed');
      },
    }),
    defineJob({
      name: 'payment-reconcile',
      schedule: { cron: PAYMENT_RECONCILE_CRON },
      atStartup: { afterSeconds: 15 },
      policy: 'stately',
      expireInSeconds: 600,
      run: async () => {
        const run = await reconcilePayments(deps);
        if (run.confirmed + run.expired + run.failed > 0) {
          deps.logger.info(run, 'payments reconciled');
        }
      },
    }),
  ];
}
