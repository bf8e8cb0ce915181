// The admin panel's contact messages: the list, newest first, and marking one read.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pageOf, readPage, type Page } from '../db/paging';
import { contactMessage } from '../db/schema';
import { notFound } from '../domain-errors';
import type { ContactMessageRow } from './admin.schemas';

export const MESSAGE_NOT_FOUND_MESSAGE = 'Mensagem não encontrada.';

/** Contact-form messages, newest first. */
export async function listMessages(
  db: Database,
  input: { page: number },
): Promise<Page<ContactMessageRow>> {
  const { rows, total } = await readPage(
    db,
    db
      .select({
        id: contactMessage.id,
        name: contactMessage.name,
        email: contactMessage.email,
        message: contactMessage.message,
        createdAt: contactMessage.createdAt,
        readAt: contactMessage.readAt,
      })
      .from(contactMessage)
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .$dynamic(),
    input.page,
    { table: contactMessage },
  );
  return pageOf(rows.map(toMessageRow), input.page, total);
}

/** Marks a message read (once: the first reading's time is kept). The route checked the id's form. */
export async function markMessageRead(
  db: Database,
  input: { messageId: string; now?: Date },
): Promise<ContactMessageRow> {
  const [row] = await db
    .update(contactMessage)
    .set({
      readAt: sql`coalesce(${contactMessage.readAt}, ${(input.now ?? new Date()).toISOString()}::timestamptz)`,
    })
    .where(eq(contactMessage.id, input.messageId))
    .returning();
  if (!row) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  return toMessageRow(row);
}

function toMessageRow(row: {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}): ContactMessageRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
