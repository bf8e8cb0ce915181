// The WhatsApp jobs: one delivery per outbox row, retried with back-off (the mail's delay,
// MAIL_RETRY_DELAY_SECONDS), and a sweep every minute and at start-up for rows never queued.
import type { Config } from '../config';
import { defineJob } from '../jobs/queue';
import { WHATSAPP_MAX_ATTEMPTS, whatsappDeliveryKey, type WhatsAppOutbox } from './outbox';

export function whatsappDeliveryJob(deps: {
  whatsapp: WhatsAppOutbox;
  config: Pick<Config, 'mailRetryDelaySeconds'>;
}) {
  return defineJob<{ outboxId: string }>({
    name: whatsappDeliveryKey.name,
    retry: {
      limit: WHATSAPP_MAX_ATTEMPTS - 1,
      delaySeconds: deps.config.mailRetryDelaySeconds,
      backoff: true,
    },
    expireInSeconds: 120,
    run: async ({ outboxId }) => {
      await deps.whatsapp.deliver(outboxId);
    },
  });
}

export function whatsappSweepJob(deps: { whatsapp: WhatsAppOutbox }) {
  return defineJob({
    name: 'whatsapp-outbox-sweep',
    schedule: { cron: '* * * * *' },
    atStartup: { afterSeconds: 0 },
    policy: 'stately',
    run: () => deps.whatsapp.dispatch(),
  });
}
