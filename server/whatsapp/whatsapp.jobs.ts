// The WhatsApp jobs: one delivery per outbox row, retried with back-off (the mail's delay,
// MAIL_RETRY_DELAY_SECONDS), and a sweep every minute and at start-up for rows never queued.
import type { Config } from '../config';
import { outboxJobs } from '../outbox/outbox';
import { WHATSAPP_MAX_ATTEMPTS, whatsappDeliveryKey, type WhatsAppOutbox } from './outbox';

export function whatsappJobs(deps: {
  whatsapp: WhatsAppOutbox;
  config: Pick<Config, 'mailRetryDelaySeconds'>;
}) {
  return outboxJobs({
    outbox: deps.whatsapp,
    deliveryKey: whatsappDeliveryKey,
    sweepName: 'whatsapp-outbox-sweep',
    maxAttempts: WHATSAPP_MAX_ATTEMPTS,
    retryDelaySeconds: deps.config.mailRetryDelaySeconds,
    expireInSeconds: 120,
  });
}
