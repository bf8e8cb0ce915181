// The admins' audit trail: every admin action (start, delivery, credit grant, deactivation) is
// written here with who, what and when, and read back on the client's page.
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import type { AdminAuditAction } from '../../common/api-types';
import type { Database, Executor } from '../db/client';
import { pageOf, readPage, type Page } from '../db/paging';
import { adminAudit, artRequest, user } from '../db/schema';
import type { AdminAuditEntry } from './audit.schemas';

export interface AdminActionInput {
  actorId: string;
  action: AdminAuditAction;
  clientId?: string | null;
  artId?: string | null;
  details?: Record<string, string | number | null>;
}

/** Records one admin action; pass the action's transaction so both commit or neither does. */
export async function recordAdminAction(tx: Executor, input: AdminActionInput): Promise<string> {
  const [row] = await tx
    .insert(adminAudit)
    .values({
      actorId: input.actorId,
      action: input.action,
      clientId: input.clientId ?? null,
      artId: input.artId ?? null,
      details: input.details ?? {},
    })
    .returning({ id: adminAudit.id });
  return row!.id;
}

const actor = alias(user, 'actor');
const client = alias(user, 'client');

/** The admin actions that concerned one client, newest first. */
export async function listClientAudit(
  db: Database,
  clientId: string,
  page: number,
): Promise<Page<AdminAuditEntry>> {
  const { rows, total } = await readPage(
    db,
    db
      .select({
        id: adminAudit.id,
        action: adminAudit.action,
        actorId: adminAudit.actorId,
        actorName: actor.name,
        clientId: adminAudit.clientId,
        clientName: client.name,
        artId: adminAudit.artId,
        artName: artRequest.name,
        details: adminAudit.details,
        createdAt: adminAudit.createdAt,
      })
      .from(adminAudit)
      .innerJoin(actor, eq(actor.id, adminAudit.actorId))
      .leftJoin(client, eq(client.id, adminAudit.clientId))
      .leftJoin(artRequest, eq(artRequest.id, adminAudit.artId))
      .where(eq(adminAudit.clientId, clientId))
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .$dynamic(),
    page,
    { table: adminAudit, where: eq(adminAudit.clientId, clientId) },
  );
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: { id: row.actorId, name: row.actorName },
      client: row.clientId ? { id: row.clientId, name: row.clientName ?? '' } : null,
      art: row.artId ? { id: row.artId, name: row.artName ?? '' } : null,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    total,
  );
}
