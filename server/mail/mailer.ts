// The one way the product sends e-mail, in two steps:
//
// 1. enqueueMail(tx, message) writes the message to mail_outbox inside the transaction of the
//    change it reports: a move that rolls back leaves no message, one that commits cannot lose it.
// 2. After the commit, mailer.dispatch() hands each row never queued to the mail-delivery job
//    (server/mail/mail.jobs.ts), which delivers it with retries and back-off; a periodic sweep
//    does the same for rows whose dispatch never ran (a crash between commit and dispatch).
//
// The dispatch, the claim and the marking are the generic outbox's (server/outbox/outbox.ts): a
// delivery claims its row before talking to SMTP and marks it sent after. The one gap left: a
// crash after the SMTP server accepted a message and before the row is marked sent. The row is
// then sent again once its claim expires — at worst one duplicate, never a loss — and both copies
// carry the same Message-ID (derived from the outbox id), which lets mail systems fold them.
//
// Without SMTP_URL nothing is queued: messages stay in the outbox and the log names them (to,
// subject, id), never their text (a reset link is a secret); read them with `npm run mail:outbox`.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { contactMessage, mailOutbox } from '../db/schema';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
import { createOutbox, type Outbox, type OutboxOutcome } from '../outbox/outbox';

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

export type DeliveryOutcome = Exclude<OutboxOutcome, 'disabled'> | 'no-smtp';

export interface Mailer extends Pick<Outbox, 'dispatch'> {
  /** Writes one message outside any other change (password reset…) and dispatches it. */
  send(message: MailMessage): Promise<string | null>;
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
  const { db, config, logger } = deps;
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

  const outbox = createOutbox(deps, {
    name: 'mail',
    table: mailOutbox,
    deliveryKey: mailDeliveryKey,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    giveUpHours: MAIL_GIVE_UP_HOURS,
    claimSeconds: CLAIM_SECONDS,
    staleError: 'não enviada em 24 horas (sem SMTP ou fila parada)',
    // Without SMTP the rows stay as they are, readable with npm run mail:outbox.
    send: transport
      ? async (row) => {
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
        }
      : null,
    afterSent: async (row) => {
      if (row.contactMessageId) {
        await db
          .update(contactMessage)
          .set({ mailedAt: new Date() })
          .where(eq(contactMessage.id, row.contactMessageId));
      }
    },
    describe: (row) => ({ to: row.to }),
  });

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

    dispatch: () => outbox.dispatch(),

    async deliver(outboxId) {
      const outcome = await outbox.deliver(outboxId);
      return outcome === 'disabled' ? 'no-smtp' : outcome;
    },

    close() {
      transport?.close();
    },
  };
  return mailer;
}
