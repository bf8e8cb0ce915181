// The panel's 'E-mails' page (docs/operations.md#e-mails-in-the-panel): the mail outbox read while
// the site runs — sent, pending and failed messages with their recipient, subject, time and error,
// never their text (a reset link is as good as a password) — and 'Reenviar' for a failed one,
// which queues a copy through the same delivery job (server/mail/mail.jobs.ts), audited.
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { MailState } from '../../common/mail-states';
import { recordAdminAction } from '../audit/audit.service';
import type { Database } from '../db/client';
import { pageOf, readPage, type Page } from '../db/paging';
import { mailOutbox } from '../db/schema';
import { conflict, notFound } from '../domain-errors';
import type { AdminMailRow } from './mail-admin.schemas';

export const MAIL_NOT_FOUND_MESSAGE = 'E-mail não encontrado.';
export const NOT_FAILED_MESSAGE =
  'Só um e-mail com falha pode ser reenviado: este foi enviado ou ainda está na fila.';
export const ALREADY_RESENT_MESSAGE =
  'Este e-mail já foi reenviado: acompanhe a cópia, mais acima na lista.';
export const SENDING_OFF_MESSAGE =
  'O envio de e-mails está desligado neste servidor (SMTP_URL não configurado): não há como reenviar.';

const STATE_FILTER: Record<MailState, SQL | undefined> = {
  sent: isNotNull(mailOutbox.sentAt),
  failed: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)),
  pending: and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)),
};

const rowColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  createdAt: mailOutbox.createdAt,
  queuedAt: mailOutbox.queuedAt,
  sentAt: mailOutbox.sentAt,
  failedAt: mailOutbox.failedAt,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  resentAt: mailOutbox.resentAt,
};

/** The outbox's messages, newest first, in one state or all. */
export async function listMails(
  db: Database,
  input: { page: number; state?: MailState },
): Promise<Page<AdminMailRow>> {
  const where = input.state ? STATE_FILTER[input.state] : undefined;
  const { rows, total } = await readPage(
    db,
    db
      .select(rowColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .$dynamic(),
    input.page,
    { table: mailOutbox, where },
  );
  return pageOf(rows.map(toRow), input.page, total);
}

function toRow(row: Pick<typeof mailOutbox.$inferSelect, keyof typeof rowColumns>): AdminMailRow {
  const state: MailState = row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'pending';
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    state,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    attempts: row.attempts,
    error: row.error,
    resentAt: row.resentAt?.toISOString() ?? null,
  };
}

/**
 * Queues a failed message again: a copy (same recipient, subject, text and headers; a new id,
 * which is its Message-ID) written in one transaction with the mark on the failed row and the
 * audit entry, then handed to the delivery job by the dispatch after every API write. The failed
 * row is kept as it was, with the time of the resend: a second 'Reenviar' on it is refused, so a
 * double-click sends one copy.
 */
export async function resendMail(
  db: Database,
  input: { outboxId: string; adminId: string; sending: boolean; now?: Date },
): Promise<AdminMailRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, input.outboxId))
      .for('update');
    if (!failed) throw notFound(MAIL_NOT_FOUND_MESSAGE);
    if (failed.sentAt || !failed.failedAt) throw conflict(NOT_FAILED_MESSAGE, 'not_failed');
    if (failed.resentId) throw conflict(ALREADY_RESENT_MESSAGE, 'already_resent');
    if (!input.sending) throw conflict(SENDING_OFF_MESSAGE, 'sending_off');
    const [copy] = await tx
      .insert(mailOutbox)
      .values({
        to: failed.to,
        subject: failed.subject,
        text: failed.text,
        html: failed.html,
        replyTo: failed.replyTo,
        headers: failed.headers,
        kind: failed.kind,
        contactMessageId: failed.contactMessageId,
        createdAt: now,
      })
      .returning(rowColumns);
    await tx
      .update(mailOutbox)
      .set({ resentId: copy!.id, resentAt: now })
      .where(eq(mailOutbox.id, failed.id));
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'mail_resent',
      details: { outboxId: failed.id, copyId: copy!.id, to: failed.to, subject: failed.subject },
    });
    return toRow(copy!);
  });
}
