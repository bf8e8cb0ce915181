// The admin panel's clients: the lists (active and deactivated), a client's detail, deactivation
// and reactivation, and a statement line for the answer to a grant.
import { and, asc, eq, isNotNull, isNull, like, sql, type Placeholder } from 'drizzle-orm';
import type { ClientListStatus } from '../../common/api-types';
import type { Database } from '../db/client';
import { PAGE_SIZE } from '../../common/constants';
import { pageIdsAt, pageOf, totalFromPage, type Page } from '../db/paging';
import { literal } from '../db/literal';
import { prepared } from '../db/prepared';
import { clientListCount, organization, session, user } from '../db/schema';
import { conflict, notFound } from '../domain-errors';
import type { AdminClientDetail, AdminClientRow } from './admin.schemas';
import { notify } from '../notifications/notify';
import { recordAdminAction } from '../audit/audit.service';
import { shownEmail } from '../account/account-deletion';
import { countWhere, type ListInput } from './admin.service';
import { containsNeedle, searchNeedle } from '../db/search';

export const CLIENT_NOT_FOUND_MESSAGE = 'Cliente não encontrado.';
export const ALREADY_DEACTIVATED_MESSAGE = 'Este cliente já está desativado.';
export const ALREADY_ACTIVE_MESSAGE = 'Este cliente já está ativo.';
export const ANONYMIZED_ACCOUNT_MESSAGE =
  'Esta conta foi excluída a pedido do titular (LGPD) e seus dados pessoais foram apagados: ela não pode ser reativada.';

// The role written in the text: a prepared page's generic plan then walks the active clients'
// partial index (server/db/literal.ts).
const isClient = sql`${user.role} = ${literal('client')}`;
const activeClient = and(isClient, isNull(user.deletedAt));
const deactivatedClient = and(isClient, isNotNull(user.deletedAt));

/** The client's columns that both the list and one client's detail read. */
const clientColumns = {
  id: user.id,
  name: user.name,
  email: shownEmail,
  credit: user.credit,
  createdAt: user.createdAt,
};

/** The clients of a list: active or deactivated, their name or e-mail containing `needle`. */
const clientsWhere = (status: ClientListStatus, needle: string | Placeholder | undefined) =>
  and(
    status === 'deactivated' ? deactivatedClient : activeClient,
    needle === undefined ? undefined : like(user.searchText, containsNeedle(needle)),
  );

/**
 * One page of the active (or deactivated) clients, searched or not, prepared
 * (server/db/prepared.ts): the needle and offset bound at execution. Unsearched, the page also
 * carries the list's total (one round trip); a search is counted apart, and only when the page
 * does not tell it.
 */
export function clientsPageQuery(db: Database, status: ClientListStatus, searched: boolean) {
  const where = clientsWhere(status, searched ? sql.placeholder('needle') : undefined);
  // The folded text (name, then e-mail) sorts 'Álfa' beside 'Alfa' under any collation.
  const order = [asc(user.searchText), asc(user.id)];
  return db
    .select({
      ...clientColumns,
      deactivatedAt: user.deletedAt,
      // Written with an alias: the owner index answers it per row (50 rows a page).
      artCount: sql<number>`(select count(*) from art_request a where a.owner_id = "user"."id")::int`,
      // A client is a company with the founding account's id (docs/decisions/0018-companies-on-the-organization-plugin.md).
      memberCount: sql<number>`(select count(*) from member m where m.organization_id = "user"."id")::int`,
      administrators: sql<
        string[]
      >`(select coalesce(array_agg(p.name order by m.created_at, m.id), '{}')
        from member m join "user" p on p.id = m.user_id
        where m.organization_id = "user"."id" and 'administrador' = any(string_to_array(m.role, ',')))`,
      // Unsearched, the trigger-kept count of the list (no count of 10,000 rows a read).
      total: searched
        ? sql<null>`null`
        : sql<number>`(select coalesce(sum(${clientListCount.count}), 0)::int from ${clientListCount} where ${clientListCount.list} = ${literal(status)})`,
    })
    .from(user)
    .where(sql`${user.id} in ${pageIdsAt(user.id, where, order)}`)
    .orderBy(...order);
}

/**
 * Active clients (or, with status 'deactivated', those the studio deactivated), alphabetical (case
 * and accents aside), searched by name or e-mail, with their number of requests.
 */
export async function listClients(
  db: Database,
  input: ListInput & { status?: ClientListStatus },
): Promise<Page<AdminClientRow>> {
  const status = input.status ?? 'active';
  const needle = searchNeedle(input.search);
  const searched = needle !== undefined;
  // Searched, the best plan depends on how rare the needle is (server/db/prepared.ts).
  const query = prepared(
    db,
    `admin_clients_${status}${searched ? '_searched' : ''}`,
    (at, name) => clientsPageQuery(at, status, searched).prepare(name),
    searched ? 'each-execution' : 'named',
  );
  const rows = await query.execute({ needle, offset: (input.page - 1) * PAGE_SIZE });
  const total =
    totalFromPage(input.page, rows.length) ??
    rows[0]?.total ??
    (await countWhere(db, user, clientsWhere(status, needle)));
  return pageOf(
    rows.map(({ total: _, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    })),
    input.page,
    total,
  );
}

export async function findClient(db: Database, clientId: string) {
  const [row] = await db
    .select({
      ...clientColumns,
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
  return clientDetailOf(await findClient(db, clientId));
}

/** A client's row as the panel's detail shows it: the one mapping for the read and both moves. */
function clientDetailOf(row: {
  id: string;
  name: string;
  email: string;
  credit: number;
  createdAt: Date;
  deletedAt: Date | null;
  anonymizedAt: Date | null;
}): AdminClientDetail {
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
 * banned user) and every one of its sessions ends at once; its company is deactivated with it,
 * so the company's other members can no longer act in it (they keep their other companies); its
 * arts, files, statement and the account record itself are kept, as the contract and the law
 * require. One transaction with the audit row.
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
    // The company too: no member's request acts in it any more (server/auth/company.ts).
    await tx.update(organization).set({ deactivatedAt: now }).where(eq(organization.id, row.id));
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
    await notify(db, tx, { type: 'account_deactivated', userId: row.id });
    return clientDetailOf(row);
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
    await tx.update(organization).set({ deactivatedAt: null }).where(eq(organization.id, row.id));
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'client_reactivated',
      clientId: row.id,
    });
    await notify(db, tx, { type: 'account_reactivated', userId: row.id });
    return clientDetailOf(row);
  });
}
