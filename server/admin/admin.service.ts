// The admin panel's reads and its account actions: the art queue and finished list, the client
// lists (active and deactivated) and detail, deactivation and reactivation, and the contact messages. Every list is one page of 50 rows read
// in SQL, searched on the folded (case- and accent-free) generated columns.
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminArtRow,
  AdminClientDetail,
  AdminClientRow,
  ClientListStatus,
  ContactMessageRow,
  LedgerEntry,
  Page,
} from '../../common/api-types';
import type { ArtStatus, CreditMovementKind } from '../../common/constants';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isId } from '../ids';
import type { Database } from '../db/client';
import { pageOf, paginate, totalFromPage } from '../db/paging';
import {
  artRequest,
  artStatusCount,
  contactMessage,
  creditLedger,
  DONE_ART_STATUSES,
  foldForSearch,
  OPEN_ART_STATUSES,
  session,
  user,
} from '../db/schema';
import { conflict, notFound } from '../domain-errors';
import { recordAdminAction } from './audit.service';

export interface ListInput {
  search: string;
  page: number;
}

export const CLIENT_NOT_FOUND_MESSAGE = 'Cliente não encontrado.';
export const MESSAGE_NOT_FOUND_MESSAGE = 'Mensagem não encontrada.';
export const ALREADY_DEACTIVATED_MESSAGE = 'Este cliente já está desativado.';
export const ALREADY_ACTIVE_MESSAGE = 'Este cliente já está ativo.';
export const ANONYMIZED_ACCOUNT_MESSAGE =
  'Esta conta foi excluída a pedido do titular (LGPD) e seus dados pessoais foram apagados: ela não pode ser reativada.';

/**
 * The LIKE pattern "contains the folded needle", or undefined for an empty search. The needle is
 * folded by the same SQL expression as the generated columns, and LIKE's wildcards in it are
 * escaped so '%' and '_' match themselves.
 */
export function containsPattern(search: string): SQL | undefined {
  const needle = search.trim();
  if (!needle) return undefined;
  const escaped = needle.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`'%' || ${foldForSearch(sql`${escaped}`)} || '%'`;
}

async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** How many arts are in these statuses, from the counters the art_request triggers keep. */
async function countStatuses(db: Database, statuses: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${artStatusCount.count}), 0)::int` })
    .from(artStatusCount)
    .where(inArray(artStatusCount.status, [...statuses]));
  return row?.value ?? 0;
}

// ---- arts --------------------------------------------------------------------------------------

export type AdminArtScope = 'open' | 'done';

/**
 * The admin queue ('open': Solicitado, Em andamento, Alteração, nearest deadline first) or the
 * finished list ('done': Finalizado and Aprovado, newest first), optionally searched by client or
 * art name.
 */
export async function listAdminArts(
  db: Database,
  input: ListInput & { scope: AdminArtScope; now?: Date },
): Promise<Page<AdminArtRow>> {
  const open = input.scope === 'open';
  const statuses: readonly ArtStatus[] = open ? OPEN_ART_STATUSES : DONE_ART_STATUSES;
  const pattern = containsPattern(input.search);
  // Either the art's name or its owner's name or e-mail matches, both folded on art_request
  // itself (owner_search is kept by triggers), so the queue's index answers alone.
  const matches = pattern
    ? or(like(artRequest.searchName, pattern), like(artRequest.ownerSearch, pattern))
    : undefined;
  const where = and(inArray(artRequest.status, [...statuses]), matches);
  const order = open
    ? [asc(artRequest.dueAt), asc(artRequest.id)]
    : [desc(artRequest.createdAt), desc(artRequest.id)];
  const now = input.now ?? new Date();
  // The page's ids first, from art_request alone: for the queue that is an index-only walk of
  // art_open_due_idx (it holds the searched columns); only those 50 rows are then read and joined.
  const pageIds = paginate(
    db
      .select({ id: artRequest.id })
      .from(artRequest)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    input.page,
  );

  const rows = await db
    .select({
      art: {
        id: artRequest.id,
        name: artRequest.name,
        status: artRequest.status,
        dueAt: artRequest.dueAt,
        createdAt: artRequest.createdAt,
        updatedAt: artRequest.updatedAt,
      },
      client: { id: user.id, name: user.name },
    })
    .from(artRequest)
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(inArray(artRequest.id, pageIds))
    .orderBy(...order);
  // Unsearched, the total is the trigger-kept per-status count (no scan of 100,000 rows);
  // searched, it is counted — unless this page already shows the last match.
  const total =
    totalFromPage(input.page, rows.length) ??
    (pattern ? await countWhere(db, artRequest, where) : await countStatuses(db, statuses));

  return pageOf(
    rows.map(({ art, client }) => toAdminArtRow(art, client, open ? now : null)),
    input.page,
    total,
  );
}

/** One client's arts in every status, newest first (the client's page in the panel). */
export async function listClientArtsForAdmin(
  db: Database,
  input: ListInput & { clientId: string; now?: Date },
): Promise<Page<AdminArtRow>> {
  const client = await findClient(db, input.clientId);
  const pattern = containsPattern(input.search);
  const where = and(
    eq(artRequest.ownerId, client.id),
    pattern ? like(artRequest.searchName, pattern) : undefined,
  );
  const now = input.now ?? new Date();
  const [rows, [total]] = await Promise.all([
    paginate(
      db
        .select({
          id: artRequest.id,
          name: artRequest.name,
          status: artRequest.status,
          dueAt: artRequest.dueAt,
          createdAt: artRequest.createdAt,
          updatedAt: artRequest.updatedAt,
        })
        .from(artRequest)
        .where(where)
        .orderBy(desc(artRequest.createdAt), desc(artRequest.id))
        .$dynamic(),
      input.page,
    ),
    db.select({ value: count() }).from(artRequest).where(where),
  ]);
  return pageOf(
    rows.map((art) =>
      toAdminArtRow(art, { id: client.id, name: client.name }, isOpen(art.status) ? now : null),
    ),
    input.page,
    total?.value,
  );
}

const isOpen = (status: string) => (OPEN_ART_STATUSES as readonly string[]).includes(status);

function toAdminArtRow(
  art: { id: string; name: string; status: string; dueAt: Date; createdAt: Date; updatedAt: Date },
  client: { id: string; name: string },
  /** The clock for 'overdue', or null when the art is no longer with the studio. */
  now: Date | null,
): AdminArtRow {
  return {
    id: art.id,
    name: art.name,
    status: art.status as ArtStatus,
    createdAt: art.createdAt.toISOString(),
    updatedAt: art.updatedAt.toISOString(),
    dueAt: art.dueAt.toISOString(),
    overdue: now !== null && art.dueAt.getTime() < now.getTime(),
    client,
  };
}

// ---- clients -----------------------------------------------------------------------------------

const activeClient = and(eq(user.role, 'client'), isNull(user.deletedAt));
const deactivatedClient = and(eq(user.role, 'client'), isNotNull(user.deletedAt));

/**
 * Active clients (or, with status 'deactivated', those the studio deactivated), alphabetical (case
 * and accents aside), searched by name or e-mail, with their number of requests.
 */
export async function listClients(
  db: Database,
  input: ListInput & { status?: ClientListStatus },
): Promise<Page<AdminClientRow>> {
  const pattern = containsPattern(input.search);
  const where = and(
    input.status === 'deactivated' ? deactivatedClient : activeClient,
    pattern ? like(user.searchText, pattern) : undefined,
  );
  const rows = await paginate(
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        credit: user.credit,
        createdAt: user.createdAt,
        deactivatedAt: user.deletedAt,
        // Written with an alias: the owner index answers it per row (50 rows a page).
        artCount: sql<number>`(select count(*) from art_request a where a.owner_id = "user"."id")::int`,
      })
      .from(user)
      .where(where)
      // The folded text (name, then e-mail) sorts 'Álfa' beside 'Alfa' under any collation.
      .orderBy(asc(user.searchText), asc(user.id))
      .$dynamic(),
    input.page,
  );
  const total = totalFromPage(input.page, rows.length) ?? (await countWhere(db, user, where));
  return pageOf(
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    })),
    input.page,
    total,
  );
}

async function findClient(db: Database, clientId: string) {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      credit: user.credit,
      createdAt: user.createdAt,
      deletedAt: user.deletedAt,
      anonymizedAt: user.anonymizedAt,
    })
    .from(user)
    .where(and(eq(user.id, clientId), eq(user.role, 'client')));
  if (!row) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
  return row;
}

/** A client's account as the panel shows it (deactivated accounts too: their records are kept). */
export async function getClientDetail(db: Database, clientId: string): Promise<AdminClientDetail> {
  const row = await findClient(db, clientId);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    credit: row.credit,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deletedAt?.toISOString() ?? null,
    anonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  };
}

export const DEACTIVATION_BAN_REASON = 'Conta desativada pelo estúdio.';

/**
 * Deactivates a client: the account can no longer sign in (better-auth's admin plugin refuses a
 * banned user) and every one of its sessions ends at once; its arts, files, statement and the
 * account record itself are kept, as the contract and the law require. One transaction with the
 * audit row.
 */
export async function deactivateClient(
  db: Database,
  input: { clientId: string; adminId: string; now?: Date },
): Promise<AdminClientDetail> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ deletedAt: now, banned: true, banReason: DEACTIVATION_BAN_REASON, banExpires: null })
      .where(and(eq(user.id, input.clientId), activeClient))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, input.clientId), eq(user.role, 'client')));
      if (existing) throw conflict(ALREADY_DEACTIVATED_MESSAGE, 'already_deactivated');
      throw notFound(CLIENT_NOT_FOUND_MESSAGE);
    }
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, row.id))
      .returning({ id: session.id });
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'client_deactivated',
      clientId: row.id,
      details: { sessionsRevoked: ended.length },
    });
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      credit: row.credit,
      createdAt: row.createdAt.toISOString(),
      deactivatedAt: now.toISOString(),
      anonymizedAt: null,
    };
  });
}

/**
 * Undoes a deactivation: the account can sign in again (deleted_at cleared, better-auth's ban
 * lifted) and finds its arts, files and statement as they were. An account erased at its owner's
 * request (LGPD, anonymized_at set) is refused: its personal data is gone and must stay gone.
 * One transaction with the audit row.
 */
export async function reactivateClient(
  db: Database,
  input: { clientId: string; adminId: string },
): Promise<AdminClientDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(user)
      .set({ deletedAt: null, banned: false, banReason: null, banExpires: null })
      .where(and(eq(user.id, input.clientId), deactivatedClient, isNull(user.anonymizedAt)))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ deletedAt: user.deletedAt, anonymizedAt: user.anonymizedAt })
        .from(user)
        .where(and(eq(user.id, input.clientId), eq(user.role, 'client')));
      if (!existing) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
      if (existing.anonymizedAt) throw conflict(ANONYMIZED_ACCOUNT_MESSAGE, 'account_anonymized');
      throw conflict(ALREADY_ACTIVE_MESSAGE, 'already_active');
    }
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'client_reactivated',
      clientId: row.id,
    });
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      credit: row.credit,
      createdAt: row.createdAt.toISOString(),
      deactivatedAt: null,
      anonymizedAt: null,
    };
  });
}

/** One statement line as the contract shows it (for the answer to a grant). */
export async function getLedgerEntry(db: Database, entryId: string): Promise<LedgerEntry> {
  const [row] = await db
    .select({
      entry: creditLedger,
      actorName: sql<
        string | null
      >`(select u.name from "user" u where u.id = "credit_ledger"."actor_id")`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.id, entryId));
  if (!row) throw notFound();
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind as CreditMovementKind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    note: entry.note,
    artId: entry.artId,
    actor: entry.actorId ? { id: entry.actorId, name: row.actorName ?? '' } : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

// ---- contact messages --------------------------------------------------------------------------

/** Contact-form messages, newest first. */
export async function listMessages(
  db: Database,
  input: { page: number },
): Promise<Page<ContactMessageRow>> {
  const [rows, [total]] = await Promise.all([
    paginate(
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
    ),
    db.select({ value: count() }).from(contactMessage),
  ]);
  return pageOf(rows.map(toMessageRow), input.page, total?.value);
}

/** Marks a message read (once: the first reading's time is kept). */
export async function markMessageRead(
  db: Database,
  input: { messageId: string; now?: Date },
): Promise<ContactMessageRow> {
  if (!isId(input.messageId)) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
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
