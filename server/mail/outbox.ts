// Reading the mail outbox for a developer (`npm run mail:outbox`): the latest messages, newest
// last, as plain text. Without SMTP this is where password-reset links and notices can be read,
// since the log never carries a message's text.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export async function latestOutboxMessages(
  db: Database,
  options: { last: number; to?: string },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.last);
  // Read newest first (so `last` keeps the newest), print oldest first like a mailbox.
  return rows.reverse();
}

export function formatOutboxMessage(message: OutboxMessage): string {
  const state = message.sentAt
    ? `enviada em ${message.sentAt.toISOString()}`
    : message.failedAt
      ? `desistiu após ${message.attempts} tentativas: ${message.error ?? ''}`
      : message.error
        ? `falhou (${message.attempts}x), tentará de novo: ${message.error}`
        : message.queuedAt
          ? 'na fila de envio'
          : 'não enviada (sem SMTP)';
  return [
    `── ${message.createdAt.toISOString()}  ${message.id}  (${state})`,
    `Para: ${message.to}`,
    `Assunto: ${message.subject}`,
    '',
    message.text,
    '',
  ].join('\n');
}
