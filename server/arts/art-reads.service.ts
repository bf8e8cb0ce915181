// Reading arts: one art's detail for its owner or an admin, and a client's own lists, one page of
// 50 rows searched on the folded name.
import { and, count, desc, eq, getTableColumns, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import { approvalChecklist } from '../../common/approval';
import { storedBrief } from '../../common/brief';
import { ART_STATUS, PAGE_SIZE } from '../../common/constants';
import { latestApproval, toApprovalInfo } from '../approval/approval.service';
import { isId } from '../ids';
import { approvalFeeOf } from '../payments/charges.service';
import { releaseStateOf, releaseStateSql } from '../release/release-state';
import { preflightSummariesOf } from '../preflight/preflight-summary';
import {
  PENDING_PREVIEW,
  previewSummariesOf,
  toPreviewSummary,
  type PreviewSummary,
} from '../previews/previews.service';
import type { Database } from '../db/client';
import { pageIdsAt, pageOf, type Page } from '../db/paging';
import { prepared } from '../db/prepared';
import { containsNeedle, searchNeedle } from '../db/search';
import {
  artEvent,
  artRequest,
  filePreview,
  OPEN_ART_STATUSES,
  proofComment,
  storedFile,
  user,
} from '../db/schema';
import type {
  ArtDetail,
  ArtEventInfo,
  ArtVersion,
  ArtWithDelivery,
  ChangeRequestInfo,
  FileInfo,
} from './art.schemas';
import { type Viewer, artNotFound, mayRead, toSummary, toFileInfo } from './arts.service';
import { shownEmail } from '../account/account-deletion';
import { mockupSettingsOf } from './mockup.service';

/**
 * One art as its page shows it, in one answer: the briefing, the deadline (and whether it has
 * passed), the references, every delivered version newest first with the studio's note, every
 * change request newest first with its files, and the history. The same for the client's page and
 * the panel's. A client sees only their own: anything else is a 404.
 */
export async function getArtDetail(
  db: Database,
  input: { artId: string; viewer: Viewer; now?: Date },
): Promise<ArtDetail> {
  if (!isId(input.artId)) throw artNotFound();
  const [row] = await db
    .select({
      art: artRequest,
      client: { id: user.id, name: user.name, email: shownEmail },
    })
    .from(artRequest)
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(eq(artRequest.id, input.artId));
  if (!row) throw artNotFound();
  if (!mayRead(input.viewer, row.art.ownerId)) throw artNotFound();

  const [files, events] = await Promise.all([
    db
      .select()
      .from(storedFile)
      // A delivery draft is the studio's until it confirms it: not part of the art yet.
      .where(and(eq(storedFile.artId, row.art.id), ne(storedFile.kind, 'delivery_draft')))
      .orderBy(storedFile.createdAt, storedFile.version, storedFile.id),
    db
      .select({
        id: artEvent.id,
        type: artEvent.type,
        note: artEvent.note,
        version: artEvent.version,
        paid: artEvent.paid,
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

  const changeEventIds = events.filter((e) => e.type === 'change_requested').map((e) => e.id);
  const carriedPins = new Map<string, ChangeRequestInfo['pins']>();
  if (changeEventIds.length > 0) {
    const pins = await db
      .select({
        id: proofComment.id,
        version: proofComment.version,
        number: proofComment.number,
        text: proofComment.text,
        state: proofComment.state,
        changeEventId: proofComment.changeEventId,
      })
      .from(proofComment)
      .where(inArray(proofComment.changeEventId, changeEventIds))
      .orderBy(proofComment.page, proofComment.y, proofComment.x, proofComment.number);
    for (const { changeEventId, number, ...pin } of pins) {
      if (!changeEventId) continue;
      const list = carriedPins.get(changeEventId) ?? [];
      list.push({ ...pin, number: number ?? 0 });
      carriedPins.set(changeEventId, list);
    }
  }

  const deliveries = files
    .filter((f) => f.kind === 'delivery')
    .sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
  const changeFiles = new Map<string, FileInfo[]>();
  for (const file of files) {
    if (file.kind !== 'attachment' || !file.eventId) continue;
    const list = changeFiles.get(file.eventId) ?? [];
    list.push(toFileInfo(file));
    changeFiles.set(file.eventId, list);
  }
  const fileIds = files.map((file) => file.id);
  const current = deliveries.filter((f) => f.withdrawnAt === null).at(-1);
  const [previews, preflight, approvalFee, approval, openPins, mockup, releaseState] =
    await Promise.all([
      previewSummariesOf(db, fileIds, { forAdmin: input.viewer.role === 'admin' }),
      preflightSummariesOf(db, fileIds),
      approvalFeeOf(db, row.art.id),
      latestApproval(db, row.art.id),
      current ? openPinsOf(db, current.id) : [],
      mockupSettingsOf(db, row.art.id),
      releaseStateOf(db, row.art.id),
    ]);
  const now = input.now ?? new Date();
  const withStudio = (OPEN_ART_STATUSES as readonly string[]).includes(row.art.status);

  return {
    ...toSummary(row.art),
    requestedAt: row.art.createdAt.toISOString(),
    briefing: row.art.briefing,
    dueAt: row.art.dueAt.toISOString(),
    turnaroundDays: row.art.turnaroundDays,
    overdue: withStudio && row.art.dueAt.getTime() < now.getTime(),
    client: row.client,
    attachments: files.filter((f) => f.kind === 'attachment' && !f.eventId).map(toFileInfo),
    deliveries: deliveries.map(toFileInfo),
    versions: deliveries
      .map((file): ArtVersion => ({
        version: file.version ?? 0,
        fileId: file.id,
        deliveredAt: file.createdAt.toISOString(),
        note: file.note,
        file: toFileInfo(file),
        withdrawn:
          file.withdrawnAt === null
            ? null
            : { at: file.withdrawnAt.toISOString(), reason: file.withdrawnNote ?? '' },
      }))
      .reverse(),
    changeRequests: events
      .filter((event) => event.type === 'change_requested')
      .map((event): ChangeRequestInfo => ({
        id: event.id,
        text: event.note ?? '',
        createdAt: event.createdAt.toISOString(),
        paid: event.paid,
        files: changeFiles.get(event.id) ?? [],
        pins: carriedPins.get(event.id) ?? [],
      }))
      .reverse(),
    previews: Object.fromEntries(previews),
    preflight: Object.fromEntries(preflight),
    brief: storedBrief(row.art.brief),
    dieLine: files.filter((f) => f.kind === 'die_line').map(toFileInfo)[0] ?? null,
    events: events.map((event): ArtEventInfo => ({
      id: event.id,
      type: event.type,
      actor: { id: event.actorId, name: event.actorName, role: event.actorRole },
      note: event.note,
      version: event.version,
      createdAt: event.createdAt.toISOString(),
    })),
    approvalFee,
    approval: approval && toApprovalInfo(approval),
    approvalChecklist: approvalChecklist(storedBrief(row.art.brief), {
      hasDieLine: files.some((f) => f.kind === 'die_line'),
    }),
    openPins,
    mockup,
    releaseState,
  };
}

/** The pins still open on one delivered version, by number. */
async function openPinsOf(db: Database, fileId: string) {
  const rows = await db
    .select({ number: proofComment.number, text: proofComment.text })
    .from(proofComment)
    .where(
      and(
        eq(proofComment.fileId, fileId),
        isNull(proofComment.parentId),
        eq(proofComment.state, 'aberto'),
      ),
    )
    .orderBy(proofComment.number);
  return rows.map((pin) => ({ number: pin.number ?? 0, text: pin.text }));
}

export interface ClientListInput {
  ownerId: string;
  /** Substring of the art name, matched case- and accent-insensitively. */
  search: string;
  page: number;
}

/**
 * A client's arts, newest first, 50 a page, each with its current delivery (the newest not
 * withdrawn): the last version stays at hand while a change is under way.
 */
export async function listClientArts(
  db: Database,
  input: ClientListInput,
): Promise<Page<ArtWithDelivery>> {
  return listOwnArts(db, input, 'all');
}

/** A client's delivered arts (Finalizado or Aprovado) with their newest delivery, newest first. */
export async function listClientFinishedArts(
  db: Database,
  input: ClientListInput,
): Promise<Page<ArtWithDelivery>> {
  return listOwnArts(db, input, 'finished');
}

type OwnArtsList = 'all' | 'finished';

/**
 * A client's list (every art, or the delivered ones), searched or not: its page and its count,
 * prepared (server/db/prepared.ts), the owner, needle and offset bound at execution.
 */
function prepareOwnArts(db: Database, list: OwnArtsList, searched: boolean, name: string) {
  const where = and(
    eq(artRequest.ownerId, sql.placeholder('ownerId')),
    list === 'finished'
      ? inArray(artRequest.status, [ART_STATUS.finished, ART_STATUS.approved])
      : undefined,
    searched ? like(artRequest.searchName, containsNeedle(sql.placeholder('needle'))) : undefined,
  );
  const order = [desc(artRequest.createdAt), desc(artRequest.id)];
  // Its values bound and planned with them, unlike the panel's lists: with the page size and the
  // statuses in the text this list cost the database 2–3× the CPU a read (`npm run bench`).
  const pageIds = pageIdsAt(artRequest.id, where, order, 'bound');
  return {
    page: db
      // Where each approved row stands after approval: the same expression the panel filters
      // on, read with the page.
      .select({ ...getTableColumns(artRequest), releaseState: releaseStateSql })
      .from(artRequest)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(sql.placeholder('offset'))
      .prepare(name),
    count: db.select({ value: count() }).from(artRequest).where(where).prepare(`${name}_count`),
    // The same page's newest deliveries with their thumbnails' previews, read beside the page
    // (its ids walked again on the owner's index) rather than after it.
    deliveries: db
      .selectDistinctOn([storedFile.artId], { file: storedFile, preview: filePreview })
      .from(storedFile)
      .leftJoin(filePreview, eq(filePreview.fileId, storedFile.id))
      .where(
        and(
          sql`${storedFile.artId} in ${pageIds}`,
          eq(storedFile.kind, 'delivery'),
          isNull(storedFile.withdrawnAt),
        ),
      )
      .orderBy(storedFile.artId, desc(storedFile.version))
      .prepare(`${name}_deliveries`),
  };
}

/** One page of a client's own arts, newest first, each with its newest delivery. */
async function listOwnArts(
  db: Database,
  input: ClientListInput,
  list: OwnArtsList,
): Promise<Page<ArtWithDelivery>> {
  const needle = searchNeedle(input.search);
  const searched = needle !== undefined;
  const queries = prepared(db, `own_arts_${list}${searched ? '_searched' : ''}`, (at, name) =>
    prepareOwnArts(at, list, searched, name),
  );
  const values = { ownerId: input.ownerId, needle, offset: (input.page - 1) * PAGE_SIZE };
  // The page, its count and its deliveries side by side.
  const [rows, [counted], deliveries] = await Promise.all([
    queries.page.execute(values),
    queries.count.execute(values),
    queries.deliveries.execute(values),
  ]);
  const total = counted?.value;
  const latest = new Map<string, { file: FileInfo; preview: PreviewSummary }>();
  for (const { file, preview } of deliveries) {
    if (!file.artId) continue;
    latest.set(file.artId, {
      file: toFileInfo(file),
      preview: preview ? toPreviewSummary(preview, { forAdmin: false }) : PENDING_PREVIEW,
    });
  }
  return pageOf(
    rows.map((row) => {
      const delivery = latest.get(row.id);
      return {
        ...toSummary(row),
        latestDelivery: delivery?.file ?? null,
        latestPreview: delivery?.preview ?? null,
        releaseState: row.releaseState,
      };
    }),
    input.page,
    total,
  );
}
