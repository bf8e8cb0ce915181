// Reading arts: one art's detail for its owner or an admin, and a client's own lists, one page of
// 50 rows searched on the folded name.
import { and, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { ART_STATUS } from '../../common/constants';
import { isId } from '../ids';
import type { Database } from '../db/client';
import { pageOf, readPage, type Page } from '../db/paging';
import { artEvent, artRequest, foldForSearch, storedFile, user } from '../db/schema';
import type { ArtDetail, ArtEventInfo, ArtWithDelivery, FileInfo } from './art.schemas';
import { type Viewer, artNotFound, toSummary, toFileInfo } from './arts.service';

/** One art with its files and history. A client sees only their own: anything else is a 404. */
export async function getArtDetail(
  db: Database,
  input: { artId: string; viewer: Viewer },
): Promise<ArtDetail> {
  if (!isId(input.artId)) throw artNotFound();
  const [row] = await db
    .select({
      art: artRequest,
      client: { id: user.id, name: user.name, email: user.email },
    })
    .from(artRequest)
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(eq(artRequest.id, input.artId));
  if (!row) throw artNotFound();
  if (input.viewer.role !== 'admin' && row.art.ownerId !== input.viewer.id) throw artNotFound();

  const [files, events] = await Promise.all([
    db
      .select()
      .from(storedFile)
      .where(eq(storedFile.artId, row.art.id))
      .orderBy(storedFile.createdAt, storedFile.version, storedFile.id),
    db
      .select({
        id: artEvent.id,
        type: artEvent.type,
        note: artEvent.note,
        version: artEvent.version,
        createdAt: artEvent.createdAt,
        actorId: user.id,
        actorName: user.name,
        actorRole: user.role,
      })
      .from(artEvent)
      .innerJoin(user, eq(user.id, artEvent.actorId))
      .where(eq(artEvent.artId, row.art.id))
      .orderBy(artEvent.createdAt, artEvent.id),
  ]);

  return {
    ...toSummary(row.art),
    briefing: row.art.briefing,
    dueAt: row.art.dueAt.toISOString(),
    client: row.client,
    attachments: files.filter((f) => f.kind === 'attachment').map(toFileInfo),
    deliveries: files
      .filter((f) => f.kind === 'delivery')
      .sort((a, b) => (a.version ?? 0) - (b.version ?? 0))
      .map(toFileInfo),
    events: events.map((event): ArtEventInfo => ({
      id: event.id,
      type: event.type,
      actor: { id: event.actorId, name: event.actorName, role: event.actorRole },
      note: event.note,
      version: event.version,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

export interface ClientListInput {
  ownerId: string;
  /** Substring of the art name, matched case- and accent-insensitively. */
  search: string;
  page: number;
}

/**
 * A client's arts, newest first, 50 a page, each with its newest delivery: the last version
 * stays at hand while a change is under way.
 */
export async function listClientArts(
  db: Database,
  input: ClientListInput,
): Promise<Page<ArtWithDelivery>> {
  return listOwnArts(db, input);
}

/** A client's delivered arts (Finalizado or Aprovado) with their newest delivery, newest first. */
export async function listClientFinishedArts(
  db: Database,
  input: ClientListInput,
): Promise<Page<ArtWithDelivery>> {
  return listOwnArts(
    db,
    input,
    inArray(artRequest.status, [ART_STATUS.finished, ART_STATUS.approved]),
  );
}

/** One page of a client's own arts, newest first, each with its newest delivery. */
async function listOwnArts(
  db: Database,
  input: ClientListInput,
  condition?: SQL,
): Promise<Page<ArtWithDelivery>> {
  const where = and(eq(artRequest.ownerId, input.ownerId), condition, nameMatches(input.search));
  const { rows, total } = await readPage(
    db,
    db
      .select()
      .from(artRequest)
      .where(where)
      .orderBy(desc(artRequest.createdAt), desc(artRequest.id))
      .$dynamic(),
    input.page,
    { table: artRequest, where },
  );
  const latest = new Map<string, FileInfo>();
  if (rows.length > 0) {
    const deliveries = await db
      .selectDistinctOn([storedFile.artId])
      .from(storedFile)
      .where(
        and(
          inArray(
            storedFile.artId,
            rows.map((row) => row.id),
          ),
          eq(storedFile.kind, 'delivery'),
        ),
      )
      .orderBy(storedFile.artId, desc(storedFile.version));
    for (const file of deliveries) if (file.artId) latest.set(file.artId, toFileInfo(file));
  }
  return pageOf(
    rows.map((row) => ({ ...toSummary(row), latestDelivery: latest.get(row.id) ?? null })),
    input.page,
    total,
  );
}

/**
 * The SQL condition "the folded art name contains the folded needle", or nothing for an empty
 * search. LIKE's wildcards in the needle are escaped so they match themselves.
 */
export function nameMatches(search: string, column = artRequest.searchName): SQL | undefined {
  const needle = search.trim();
  if (!needle) return undefined;
  const escaped = needle.replace(/[\\%_]/g, (char) => `\\${char}`);
  return like(column, sql`'%' || ${foldForSearch(sql`${escaped}`)} || '%'`);
}
