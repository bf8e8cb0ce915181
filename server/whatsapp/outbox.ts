// WhatsApp delivery, like mail's (server/mail/mailer.ts): notify writes a whatsapp_outbox row in
// the event's transaction; after the commit dispatch() hands each row never queued to the
// whatsapp-delivery job, and a sweep every minute does the same for rows whose dispatch never
// ran. deliver() claims the row (UPDATE … RETURNING) before calling the Cloud API, so a retry or
// a second process never sends it twice; 4xx answers (but 429) are final, the rest retried.
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { whatsappOutbox } from '../db/schema';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
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

export type WhatsAppOutcome = 'sent' | 'done-before' | 'busy' | 'gave-up' | 'disabled';

export interface WhatsAppOutbox {
  /** True when WHATSAPP_ENABLED is on (and configured). */
  readonly enabled: boolean;
  /** Queues a job for each row never queued. Never throws: the sweep tries again. */
  dispatch(): Promise<void>;
  /** The job's work. Throws (to be retried) on a retryable failure. */
  deliver(outboxId: string): Promise<WhatsAppOutcome>;
}

export function createWhatsAppOutbox(deps: {
  db: Database;
  config: Pick<Config, 'whatsapp'>;
  logger: Logger;
  jobs: JobSender;
  /** Tests may pass their own; by default the Cloud API sender when configured. */
  sender?: WhatsAppSender;
}): WhatsAppOutbox {
  const { db, config, logger, jobs } = deps;
  const sender = deps.sender ?? (config.whatsapp ? createCloudApiSender(config.whatsapp) : null);
  let running: Promise<void> | null = null;
  let again = false;

  async function dispatchOnce(): Promise<void> {
    const dayAgo = sql`now() - make_interval(hours => ${GIVE_UP_HOURS})`;
    const unqueued = and(
      isNull(whatsappOutbox.queuedAt),
      isNull(whatsappOutbox.sentAt),
      isNull(whatsappOutbox.failedAt),
    );
    // A notice a day late misleads more than it helps.
    await db
      .update(whatsappOutbox)
      .set({
        failedAt: new Date(),
        error: 'não enviada em 24 horas (WhatsApp desligado ou fila parada)',
      })
      .where(and(unqueued, lt(whatsappOutbox.createdAt, dayAgo)));
    for (;;) {
      const rows = await db
        .select({ id: whatsappOutbox.id })
        .from(whatsappOutbox)
        .where(and(unqueued, gt(whatsappOutbox.createdAt, dayAgo)))
        .orderBy(asc(whatsappOutbox.createdAt))
        .limit(100);
      // Job first, mark second: a crash in between only costs a second job, which the claim stops.
      for (const row of rows) {
        await jobs.send(whatsappDeliveryKey, { outboxId: row.id });
        await db
          .update(whatsappOutbox)
          .set({ queuedAt: new Date() })
          .where(eq(whatsappOutbox.id, row.id));
      }
      if (rows.length < 100) return;
    }
  }

  const outbox: WhatsAppOutbox = {
    enabled: sender !== null,

    async dispatch() {
      if (!sender) return;
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await dispatchOnce();
          } catch (error) {
            logger.error({ err: error }, 'whatsapp dispatch failed; the sweep will retry');
            return;
          }
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },

    async deliver(outboxId) {
      if (!sender) return 'disabled';
      const [row] = await db
        .update(whatsappOutbox)
        .set({
          claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          attempts: sql`${whatsappOutbox.attempts} + 1`,
        })
        .where(
          and(
            eq(whatsappOutbox.id, outboxId),
            isNull(whatsappOutbox.sentAt),
            isNull(whatsappOutbox.failedAt),
            or(isNull(whatsappOutbox.claimedUntil), lt(whatsappOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .returning();
      if (!row) {
        const [current] = await db
          .select({ sentAt: whatsappOutbox.sentAt, failedAt: whatsappOutbox.failedAt })
          .from(whatsappOutbox)
          .where(eq(whatsappOutbox.id, outboxId));
        return !current || current.sentAt || current.failedAt ? 'done-before' : 'busy';
      }
      let providerId: string | null;
      try {
        ({ id: providerId } = await sender.send({
          to: row.to,
          template: row.template,
          parameters: row.parameters,
        }));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryable = !(error instanceof WhatsAppSendError) || error.retryable;
        const age = Date.now() - row.createdAt.getTime();
        const giveUp =
          !retryable || row.attempts >= WHATSAPP_MAX_ATTEMPTS || age > GIVE_UP_HOURS * 3_600_000;
        await db
          .update(whatsappOutbox)
          .set({ error: reason, claimedUntil: null, ...(giveUp ? { failedAt: new Date() } : {}) })
          .where(eq(whatsappOutbox.id, row.id));
        if (giveUp) {
          logger.error(
            { outboxId: row.id, attempts: row.attempts, template: row.template, reason },
            'whatsapp delivery given up',
          );
          return 'gave-up';
        }
        logger.warn(
          { outboxId: row.id, attempts: row.attempts, reason },
          'whatsapp delivery failed; retrying later',
        );
        throw error;
      }
      await db
        .update(whatsappOutbox)
        .set({ sentAt: new Date(), claimedUntil: null, error: null, providerMessageId: providerId })
        .where(eq(whatsappOutbox.id, row.id));
      return 'sent';
    },
  };
  return outbox;
}
