// The admin panel's arts: the queue (nearest deadline first) and the finished list, all clients'
// or one client's, one page of 50 rows read in SQL, searched on the folded generated columns.
import { and, asc, desc, eq, inArray, like, or, sql, type Placeholder } from 'drizzle-orm';
import type { PieceType, Service } from '../../common/brief-labels';
import { PAGE_SIZE, type ArtStatus } from '../../common/constants';
import type { Database } from '../db/client';
import { pageIdsAt, pageOf, readPage, totalFromPage, type Page } from '../db/paging';
import { inLiterals } from '../db/literal';
import { prepared } from '../db/prepared';
import {
  artRequest,
  artStatusCount,
  DONE_ART_STATUSES,
  OPEN_ART_STATUSES,
  storedFile,
  user,
} from '../db/schema';
import type { ReleaseState } from '../../common/release';
import { releaseStateSql } from '../release/release-state';
import { findClient } from './admin-clients.service';
import type { AdminArtRow } from './admin.schemas';
import { countWhere, type ListInput } from './admin.service';
import { containsNeedle, containsPattern, searchNeedle } from '../db/search';

/** How many arts are in these statuses, from the counters the art_request triggers keep. */
async function countStatuses(db: Database, statuses: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${artStatusCount.count}), 0)::int` })
    .from(artStatusCount)
    .where(inArray(artStatusCount.status, [...statuses]));
  return row?.value ?? 0;
}

/** The trigger-kept count of arts in `statuses`, as one value a query can select. */
const statusTotal = (statuses: readonly string[]) =>
  sql<number>`(select coalesce(sum(${artStatusCount.count}), 0)::int from ${artStatusCount} where ${inLiterals(artStatusCount.status, statuses)})`.mapWith(
    Number,
  );

/** When the art's last version was delivered: one probe of stored_file_art_idx per row of a page. */
const deliveredAt =
  sql<Date | null>`(select max(${storedFile.createdAt}) from ${storedFile} where ${storedFile.artId} = ${artRequest.id} and ${storedFile.kind} = 'delivery')`.mapWith(
    storedFile.createdAt,
  );

/** The columns of an art that an admin row shows. */
const adminArtColumns = {
  id: artRequest.id,
  name: artRequest.name,
  status: artRequest.status,
  dueAt: artRequest.dueAt,
  createdAt: artRequest.createdAt,
  updatedAt: artRequest.updatedAt,
  deliveredAt,
  releaseState: releaseStateSql,
  service: artRequest.service,
};

export type AdminArtScope = 'open' | 'done';

/** A filter's value, or the placeholder a prepared page query binds it to. */
type Arg<T> = T | Placeholder;

interface AdminArtFilters {
  /** The LIKE needle (searchNeedle): the art's name or its owner's name or e-mail. */
  needle?: Arg<string> | undefined;
  pieceType?: Arg<PieceType> | undefined;
  service?: Arg<Service> | undefined;
  release?: Arg<ReleaseState> | undefined;
}

/** The arts of `statuses` that `filters` keep: the page's and the count's one WHERE. */
function adminArtsWhere(statuses: readonly ArtStatus[], filters: AdminArtFilters) {
  const pattern = filters.needle === undefined ? undefined : containsNeedle(filters.needle);
  return and(
    // Written in the text: the generic plan then walks the open statuses' partial index.
    inLiterals(artRequest.status, statuses),
    // Either the art's name or its owner's name or e-mail matches, both folded on art_request
    // itself (owner_search is kept by triggers), so the queue's index answers alone.
    pattern
      ? or(like(artRequest.searchName, pattern), like(artRequest.ownerSearch, pattern))
      : undefined,
    // A piece type walks art_open_piece_due_idx instead (same order, one piece type).
    filters.pieceType === undefined ? undefined : eq(artRequest.pieceType, filters.pieceType),
    // A service walks art_open_service_due_idx the same way.
    filters.service === undefined ? undefined : eq(artRequest.service, filters.service),
    filters.release === undefined ? undefined : sql`${releaseStateSql} = ${filters.release}`,
  );
}

/** The queue's statuses, or the finished list's. */
const statusesOf = (open: boolean): readonly ArtStatus[] =>
  open ? OPEN_ART_STATUSES : DONE_ART_STATUSES;

/**
 * One page of the queue (`open`) or the finished list with the filters `on`, their values bound
 * at execution (server/db/prepared.ts): one prepared query per scope and set of filters.
 */
export function adminArtsPageQuery(
  db: Database,
  open: boolean,
  on: readonly (keyof AdminArtFilters)[],
) {
  const statuses = statusesOf(open);
  const where = adminArtsWhere(
    statuses,
    Object.fromEntries(on.map((filter) => [filter, sql.placeholder(filter)])),
  );
  const order = open
    ? [asc(artRequest.dueAt), asc(artRequest.id)]
    : [desc(artRequest.createdAt), desc(artRequest.id)];
  // The page's ids first, from art_request alone: for the queue that is an index-only walk of
  // art_open_due_idx (it holds the searched columns); only those 50 rows are then read and joined.
  const pageIds = pageIdsAt(artRequest.id, where, order);
  return db
    .select({
      art: adminArtColumns,
      client: { id: user.id, name: user.name },
      // Read with the page (one round trip): the trigger-kept count, a handful of rows.
      statusTotal: statusTotal(statuses),
    })
    .from(artRequest)
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(sql`${artRequest.id} in ${pageIds}`)
    .orderBy(...order);
}

/**
 * The admin queue ('open': Solicitado, Em andamento, Alteração, nearest deadline first) or the
 * finished list ('done': Finalizado and Aprovado, newest first), optionally searched by client or
 * art name and filtered by the brief's service and piece type (arts without a brief match no
 * piece type, and are flexo).
 */
export async function listAdminArts(
  db: Database,
  input: ListInput & {
    scope: AdminArtScope;
    pieceType?: PieceType;
    /** One service's arts (docs/product/services.md); arts without a brief are flexo. */
    service?: Service;
    /** The finished list filtered by where approved arts stand (docs/product/release.md). */
    release?: ReleaseState;
    now?: Date;
  },
): Promise<Page<AdminArtRow>> {
  const open = input.scope === 'open';
  const filters: AdminArtFilters = {
    needle: searchNeedle(input.search),
    pieceType: input.pieceType,
    service: input.service,
    release: input.release,
  };
  const on = (Object.keys(filters) as (keyof AdminArtFilters)[]).filter(
    (filter) => filters[filter] !== undefined,
  );
  // Searched, the best plan depends on how rare the needle is (server/db/prepared.ts).
  const query = prepared(
    db,
    ['admin_arts', input.scope, ...on].join('_'),
    (at, name) => adminArtsPageQuery(at, open, on).prepare(name),
    on.includes('needle') ? 'each-execution' : 'named',
  );
  const rows = await query.execute({
    ...filters,
    offset: (input.page - 1) * PAGE_SIZE,
  });
  const now = input.now ?? new Date();
  const statuses = statusesOf(open);
  // Unsearched, the total is the trigger-kept per-status count (no scan of 100,000 rows);
  // searched, it is counted — unless this page already shows the last match.
  const total =
    totalFromPage(input.page, rows.length) ??
    (on.length > 0
      ? await countWhere(db, artRequest, adminArtsWhere(statuses, filters))
      : (rows[0]?.statusTotal ?? (await countStatuses(db, statuses))));

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
  const { rows, total } = await readPage(
    db,
    db
      .select(adminArtColumns)
      .from(artRequest)
      .where(where)
      .orderBy(desc(artRequest.createdAt), desc(artRequest.id))
      .$dynamic(),
    input.page,
    { table: artRequest, where },
  );
  return pageOf(
    rows.map((art) =>
      toAdminArtRow(art, { id: client.id, name: client.name }, isOpen(art.status) ? now : null),
    ),
    input.page,
    total,
  );
}

const openStatuses: readonly ArtStatus[] = OPEN_ART_STATUSES;
const isOpen = (status: ArtStatus) => openStatuses.includes(status);

function toAdminArtRow(
  art: {
    id: string;
    name: string;
    status: ArtStatus;
    dueAt: Date;
    createdAt: Date;
    updatedAt: Date;
    deliveredAt: Date | null;
    releaseState: ReleaseState | null;
    service: Service;
  },
  client: { id: string; name: string },
  /** The clock for 'overdue', or null when the art is no longer with the studio. */
  now: Date | null,
): AdminArtRow {
  return {
    id: art.id,
    name: art.name,
    status: art.status,
    createdAt: art.createdAt.toISOString(),
    updatedAt: art.updatedAt.toISOString(),
    dueAt: art.dueAt.toISOString(),
    overdue: now !== null && art.dueAt.getTime() < now.getTime(),
    deliveredAt: art.deliveredAt?.toISOString() ?? null,
    releaseState: art.releaseState,
    service: art.service,
    client,
  };
}
