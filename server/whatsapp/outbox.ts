// WhatsApp delivery, through the outbox shared with mail (server/outbox/outbox.ts): notify writes
// a whatsapp_outbox row in the event's transaction; after the commit dispatch() hands each row
// never queued to the whatsapp-delivery job, and a sweep every minute does the same for rows
// whose dispatch never ran. deliver() claims the row before calling the Cloud API, so a retry or
// a second process never sends it twice; 4xx answers (but 429) are final, the rest retried.
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { whatsappOutbox } from '../db/schema';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
import { createOutbox, type Outbox, type OutboxOutcome } from '../outbox/outbox';
import { createCloudApiSender, WhatsAppSendError, type WhatsAppSender } from './sender';

export const whatsappDeliveryKey = jobKey<{ outboxId: string }>('whatsapp-delivery');

export const WHATSAPP_MAX_ATTEMPTS = 10;
const GIVE_UP_HOURS = 24;
/** Longer than the sender's timeout: the claim outlives a hung request. */
const CLAIM_SECONDS = 60;

export interface WhatsAppOutboxMessage {
  userId: string | null;
  to: string;
  kind: string;
  template: string;
  parameters: string[];
  dedupeKey?: string;
}

export async function enqueueWhatsApp(
  tx: Executor,
  message: WhatsAppOutboxMessage,
): Promise<string | null> {
  const [row] = await tx
    .insert(whatsappOutbox)
    .values({ ...message, dedupeKey: message.dedupeKey ?? null })
    .onConflictDoNothing({ target: whatsappOutbox.dedupeKey })
    .returning({ id: whatsappOutbox.id });
  return row?.id ?? null;
}

export type WhatsAppOutcome = OutboxOutcome;

export type WhatsAppOutbox = Outbox;

export function createWhatsAppOutbox(deps: {
  db: Database;
  config: Pick<Config, 'whatsapp'>;
  logger: Logger;
  jobs: JobSender;
  /** Tests may pass their own; by default the Cloud API sender when configured. */
  sender?: WhatsAppSender;
}): WhatsAppOutbox {
  const { config } = deps;
  const sender = deps.sender ?? (config.whatsapp ? createCloudApiSender(config.whatsapp) : null);
  return createOutbox(deps, {
    name: 'whatsapp',
    table: whatsappOutbox,
    deliveryKey: whatsappDeliveryKey,
    maxAttempts: WHATSAPP_MAX_ATTEMPTS,
    giveUpHours: GIVE_UP_HOURS,
    claimSeconds: CLAIM_SECONDS,
    // A notice a day late misleads more than it helps.
    staleError: 'não enviada em 24 horas (WhatsApp desligado ou fila parada)',
    send: sender
      ? async (row) => {
          const { id } = await sender.send({
            to: row.to,
            template: row.template,
            parameters: row.parameters,
          });
          return { providerMessageId: id };
        }
      : null,
    isFinal: (error) => error instanceof WhatsAppSendError && !error.retryable,
    describe: (row) => ({ template: row.template }),
  });
}
