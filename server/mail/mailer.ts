// The one way the product sends e-mail, in two steps:
//
// 1. enqueueMail(tx, message) writes the message to mail_outbox inside the transaction of the
//    change it reports: a move that rolls back leaves no message, one that commits cannot lose it.
// 2. After the commit, mailer.dispatch() hands each row never queued to the mail-delivery job
//    (server/mail/mail.jobs.ts), which delivers it with retries and back-off; a periodic sweep
//    does the same for rows whose dispatch never ran (a crash between commit and dispatch).
//
// Delivery claims the row (UPDATE … WHERE sent_at IS NULL … RETURNING) before talking to SMTP, so
// two workers or a retry never send one row at once, and marks it sent after. The one gap left: a
// crash after the SMTP server accepted a message and before the row is marked sent. The row is
// then sent again once its claim expires — at worst one duplicate, never a loss — and both copies
// carry the same Message-ID (derived from the outbox id), which lets mail systems fold them.
//
// Without SMTP_URL nothing is queued: messages stay in the outbox and the log names them (to,
// subject, id), never their text (a reset link is a secret); read them with `npm run mail:outbox`.
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { contactMessage, mailOutbox } from '../db/schema';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** What it reports (a notification kind, 'password_reset'…). */
  kind?: string;
  /** At most one message per key, ever: a second enqueue with it writes nothing. */
  dedupeKey?: string;
  /** The contact message it reports, marked mailed once this is delivered. */
  contactMessageId?: string;
}

/** The delivery job's key: one job per outbox row. */
export const mailDeliveryKey = jobKey<{ outboxId: string }>('mail-delivery');

/** A delivery that failed this many times, or a message older than this, is given up. */
export const MAIL_MAX_ATTEMPTS = 13;
export const MAIL_GIVE_UP_HOURS = 24;
/** How long a delivery in progress holds its row (the SMTP timeouts below are shorter). */
const CLAIM_SECONDS = 120;
const SMTP_TIMEOUT_MS = 30_000;

/**
 * Writes a message to the outbox in the caller's transaction. Returns its id, or null when its
 * dedupe key was used before (the message exists already).
 */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<string | null> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      headers: message.headers ?? null,
      kind: message.kind ?? null,
      dedupeKey: message.dedupeKey ?? null,
      contactMessageId: message.contactMessageId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

export type DeliveryOutcome = 'sent' | 'done-before' | 'busy' | 'gave-up' | 'no-smtp';

export interface Mailer {
  /** Writes one message outside any other change (password reset…) and dispatches it. */
  send(message: MailMessage): Promise<string | null>;
  /**
   * Queues a delivery job for every outbox row never queued (newer than a day; older ones are
   * marked failed). Called after every API write and job that may have written mail (one query
   * on a partial index that is usually empty); concurrent calls share one run. Never throws: the
   * sweep tries again.
   */
  dispatch(): Promise<void>;
  /** The job's work: claims the row, sends it, marks it. Throws to have the job retried. */
  deliver(outboxId: string): Promise<DeliveryOutcome>;
  close(): void;
}

export interface MailerDeps {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  logger: Logger;
  jobs: JobSender;
}

/** The domain of MAIL_FROM ('Estúdio <a@b.com>' → 'b.com'), for Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export function createMailer(deps: MailerDeps): Mailer {
  const { db, config, logger, jobs } = deps;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // A few reused connections: a backlog drains without a handshake per message.
        pool: true,
        maxConnections: 3,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;
  const domain = mailDomain(config.mailFrom);

  let running: Promise<void> | null = null;
  let again = false;

  async function dispatchOnce(): Promise<void> {
    const dayAgo = sql`now() - make_interval(hours => ${MAIL_GIVE_UP_HOURS})`;
    const unqueued = and(
      isNull(mailOutbox.queuedAt),
      isNull(mailOutbox.sentAt),
      isNull(mailOutbox.failedAt),
    );
    // A message that waited a day unsent (SMTP was off, or a crash) is stale: a reset link in it
    // has expired long ago, and a notice that late misleads.
    await db
      .update(mailOutbox)
      .set({ failedAt: new Date(), error: 'não enviada em 24 horas (sem SMTP ou fila parada)' })
      .where(and(unqueued, lt(mailOutbox.createdAt, dayAgo)));
    for (;;) {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(unqueued, gt(mailOutbox.createdAt, dayAgo)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(100);
      // Job first, mark second: a crash in between leaves the row for the sweep, which sends a
      // second job; the delivery's claim makes that harmless.
      for (const row of rows) {
        await jobs.send(mailDeliveryKey, { outboxId: row.id });
        await db.update(mailOutbox).set({ queuedAt: new Date() }).where(eq(mailOutbox.id, row.id));
      }
      if (rows.length < 100) return;
    }
  }

  const mailer: Mailer = {
    async send(message) {
      const id = await enqueueMail(db, message);
      if (!transport) {
        logger.info(
          { outboxId: id, to: message.to, subject: message.subject },
          'mail not sent (SMTP_URL unset); kept in the outbox: npm run mail:outbox',
        );
      }
      await mailer.dispatch();
      return id;
    },

    async dispatch() {
      // Without SMTP the rows stay as they are, readable with npm run mail:outbox.
      if (!transport) return;
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
            logger.error({ err: error }, 'mail dispatch failed; the sweep will retry');
            return;
          }
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },

    async deliver(outboxId) {
      if (!transport) return 'no-smtp';
      const [row] = await db
        .update(mailOutbox)
        .set({
          claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(
          and(
            eq(mailOutbox.id, outboxId),
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .returning();
      if (!row) {
        const [current] = await db
          .select({ sentAt: mailOutbox.sentAt, failedAt: mailOutbox.failedAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, outboxId));
        // Sent, given up or gone: nothing to do. Otherwise another worker holds it right now.
        return !current || current.sentAt || current.failedAt ? 'done-before' : 'busy';
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
          messageId: `<${row.id}@${domain}>`,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const age = Date.now() - row.createdAt.getTime();
        const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS || age > MAIL_GIVE_UP_HOURS * 3_600_000;
        await db
          .update(mailOutbox)
          .set({ error: reason, claimedUntil: null, ...(giveUp ? { failedAt: new Date() } : {}) })
          .where(eq(mailOutbox.id, row.id));
        if (giveUp) {
          logger.error(
            { outboxId: row.id, to: row.to, attempts: row.attempts, reason },
            'mail delivery given up',
          );
          return 'gave-up';
        }
        logger.warn(
          { outboxId: row.id, attempts: row.attempts, reason },
          'mail delivery failed; retrying later',
        );
        throw error;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), claimedUntil: null, error: null })
        .where(eq(mailOutbox.id, row.id));
      if (row.contactMessageId) {
        await db
          .update(contactMessage)
          .set({ mailedAt: new Date() })
          .where(eq(contactMessage.id, row.contactMessageId));
      }
      return 'sent';
    },

    close() {
      transport?.close();
    },
  };
  return mailer;
}
