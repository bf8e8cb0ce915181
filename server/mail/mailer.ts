// The one way the product sends e-mail: every message is written to the outbox table first, then
// sent over SMTP when SMTP_URL is set. Without SMTP the log says only that a message waits in the
// outbox (to, subject, id): its text can hold a password-reset link, which must never reach a log;
// a developer reads the messages with `npm run mail:outbox`.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Stores the message and tries to deliver it; resolves true when the SMTP server accepted it. */
  send(message: MailMessage): Promise<boolean>;
  close(): void;
}

export function createMailer(deps: {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  logger: Logger;
}): Mailer {
  const { db, config, logger } = deps;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        logger.info(
          { outboxId: row?.id, to: message.to, subject: message.subject },
          'mail not sent (SMTP_URL unset); kept in the outbox: npm run mail:outbox',
        );
        return false;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        if (row)
          await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, to: message.to }, 'mail delivery failed');
        if (row)
          await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row.id));
        return false;
      }
    },
    close() {
      transport?.close();
    },
  };
}
