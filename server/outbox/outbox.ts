// The outbox pattern shared by every channel that sends messages out (mail, WhatsApp):
//
// 1. The channel writes a row to its outbox table inside the transaction of the change it reports:
//    a change that rolls back leaves no message, one that commits cannot lose it.
// 2. After the commit, dispatch() hands each row never queued to the channel's delivery job; a
//    periodic sweep does the same for rows whose dispatch never ran (a crash in between).
// 3. The job's deliver() claims the row (UPDATE … WHERE sent_at IS NULL … RETURNING) before
//    sending, so two workers or a retry never send one row at once, and marks it sent after.
//
// A channel gives its table (with the columns below), its job key and its send function.
import { and, asc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { defineJob, type JobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';

/** The columns every outbox table has (server/db/schema.ts: mail_outbox, whatsapp_outbox). */
export interface OutboxColumns {
  id: PgColumn;
  queuedAt: PgColumn;
  claimedUntil: PgColumn;
  attempts: PgColumn;
  sentAt: PgColumn;
  error: PgColumn;
  failedAt: PgColumn;
  createdAt: PgColumn;
}

export type OutboxTable = PgTable & OutboxColumns;

/** What deliver() reads of any row, whatever else the channel's rows carry. */
export interface OutboxRowBase {
  id: string;
  attempts: number;
  createdAt: Date;
}

export type OutboxOutcome = 'sent' | 'done-before' | 'busy' | 'gave-up' | 'disabled';

export type OutboxDeliveryKey = JobKey<{ outboxId: string }>;

export interface OutboxChannel<T extends OutboxTable> {
  /** For the logs: 'mail', 'whatsapp'. */
  name: string;
  table: T;
  deliveryKey: OutboxDeliveryKey;
  /** A row failed this many times is given up. */
  maxAttempts: number;
  /** A row never queued, or failing, for this long is given up. */
  giveUpHours: number;
  /** How long a delivery in progress holds its row: longer than the send's own timeout. */
  claimSeconds: number;
  /** The reason kept on rows given up unqueued (pt-BR, read by the studio). */
  staleError: string;
  /**
   * Sends one claimed row; returns the extra columns to set with sent_at (a provider's id…).
   * Null when the channel is off (no SMTP, WhatsApp disabled): rows then stay unqueued.
   */
  send: ((row: T['$inferSelect']) => Promise<Partial<T['$inferInsert']> | void>) | null;
  /** A failure not worth retrying (a 4xx answer…): the row is given up at once. */
  isFinal?: (error: unknown) => boolean;
  /** Run once the row is marked sent (marking what it reported…). */
  afterSent?: (row: T['$inferSelect']) => Promise<void>;
  /** Extra log fields naming the row when it is given up (never the message's text). */
  describe?: (row: T['$inferSelect']) => Record<string, unknown>;
}

export interface Outbox {
  /** True when the channel can send (its send function is set). */
  readonly enabled: boolean;
  /**
   * Queues a delivery job for every row never queued (newer than giveUpHours; older ones are
   * marked failed). Called after every API write and job that may have written to the outbox
   * (one query on a partial index that is usually empty); concurrent calls share one run. Never
   * throws: the sweep tries again.
   */
  dispatch(): Promise<void>;
  /** The job's work: claims the row, sends it, marks it. Throws to have the job retried. */
  deliver(outboxId: string): Promise<OutboxOutcome>;
}

export function createOutbox<T extends OutboxTable>(
  deps: { db: Database; logger: Logger; jobs: JobSender },
  channel: OutboxChannel<T>,
): Outbox {
  const { db, logger, jobs } = deps;
  const { table, send } = channel;
  // Drizzle cannot check a patch against a table known only by its columns: the columns named
  // in these patches are the ones OutboxColumns guarantees.
  const patch = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  const byId = (id: string): SQL => eq(table.id, id);
  // Selecting from a generic table trips drizzle's checks; as a plain PgTable it reads fine.
  const source: PgTable = table;

  let running: Promise<void> | null = null;
  let again = false;

  async function dispatchOnce(): Promise<void> {
    const giveUpAge = sql`now() - make_interval(hours => ${channel.giveUpHours})`;
    const unqueued = and(isNull(table.queuedAt), isNull(table.sentAt), isNull(table.failedAt));
    // A message that waited that long unsent (the channel was off, or a crash) is stale: a reset
    // link in it has expired long ago, and a notice that late misleads.
    await db
      .update(table)
      .set(patch({ failedAt: new Date(), error: channel.staleError }))
      .where(and(unqueued, lt(table.createdAt, giveUpAge)));
    for (;;) {
      const rows = (await db
        .select({ id: table.id })
        .from(source)
        .where(and(unqueued, gt(table.createdAt, giveUpAge)))
        .orderBy(asc(table.createdAt))
        .limit(100)) as { id: string }[];
      // Job first, mark second: a crash in between leaves the row for the sweep, which sends a
      // second job; the delivery's claim makes that harmless.
      for (const row of rows) {
        await jobs.send(channel.deliveryKey, { outboxId: row.id });
        await db
          .update(table)
          .set(patch({ queuedAt: new Date() }))
          .where(byId(row.id));
      }
      if (rows.length < 100) return;
    }
  }

  return {
    enabled: send !== null,

    async dispatch() {
      if (!send) return;
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
            logger.error({ err: error }, `${channel.name} dispatch failed; the sweep will retry`);
            return;
          }
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },

    async deliver(outboxId) {
      if (!send) return 'disabled';
      const claimed = (await db
        .update(table)
        .set(
          patch({
            claimedUntil: sql`now() + make_interval(secs => ${channel.claimSeconds})`,
            attempts: sql`${table.attempts} + 1`,
          }),
        )
        .where(
          and(
            byId(outboxId),
            isNull(table.sentAt),
            isNull(table.failedAt),
            or(isNull(table.claimedUntil), lt(table.claimedUntil, sql`now()`)),
          ),
        )
        .returning()) as (T['$inferSelect'] & OutboxRowBase)[];
      const row = claimed[0];
      if (!row) {
        const [current] = (await db
          .select({ sentAt: table.sentAt, failedAt: table.failedAt })
          .from(source)
          .where(byId(outboxId))) as { sentAt: Date | null; failedAt: Date | null }[];
        // Sent, given up or gone: nothing to do. Otherwise another worker holds it right now.
        return !current || current.sentAt || current.failedAt ? 'done-before' : 'busy';
      }
      let sentValues: Partial<T['$inferInsert']> | void;
      try {
        sentValues = await send(row);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const age = Date.now() - row.createdAt.getTime();
        const giveUp =
          (channel.isFinal?.(error) ?? false) ||
          row.attempts >= channel.maxAttempts ||
          age > channel.giveUpHours * 3_600_000;
        await db
          .update(table)
          .set(
            patch({
              error: reason,
              claimedUntil: null,
              ...(giveUp ? { failedAt: new Date() } : {}),
            }),
          )
          .where(byId(row.id));
        if (giveUp) {
          logger.error(
            { outboxId: row.id, attempts: row.attempts, ...channel.describe?.(row), reason },
            `${channel.name} delivery given up`,
          );
          return 'gave-up';
        }
        logger.warn(
          { outboxId: row.id, attempts: row.attempts, reason },
          `${channel.name} delivery failed; retrying later`,
        );
        throw error;
      }
      await db
        .update(table)
        .set(patch({ ...sentValues, sentAt: new Date(), claimedUntil: null, error: null }))
        .where(byId(row.id));
      await channel.afterSent?.(row);
      return 'sent';
    },
  };
}

/**
 * A channel's two jobs: one delivery per outbox row, retried with back-off, and a sweep (every
 * minute and at start-up) that queues any row whose dispatch never ran.
 */
export function outboxJobs(options: {
  outbox: { dispatch(): Promise<void>; deliver(outboxId: string): Promise<unknown> };
  deliveryKey: OutboxDeliveryKey;
  sweepName: string;
  maxAttempts: number;
  retryDelaySeconds: number;
  /** A worker that died mid-send frees the job for a retry after this. */
  expireInSeconds: number;
}) {
  const { outbox } = options;
  return [
    defineJob<{ outboxId: string }>({
      name: options.deliveryKey.name,
      retry: {
        limit: options.maxAttempts - 1,
        delaySeconds: options.retryDelaySeconds,
        backoff: true,
      },
      expireInSeconds: options.expireInSeconds,
      run: async ({ outboxId }) => {
        await outbox.deliver(outboxId);
      },
    }),
    defineJob({
      name: options.sweepName,
      schedule: { cron: '* * * * *' },
      atStartup: { afterSeconds: 0 },
      policy: 'stately',
      run: () => outbox.dispatch(),
    }),
  ] as const;
}
