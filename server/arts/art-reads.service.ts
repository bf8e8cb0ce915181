// Reading arts: one art's detail for its owner or an admin, and a client's own lists, one page of
// 50 rows searched on the folded name.
import { and, desc, eq, inArray, isNull, like, ne, sql, type SQL } from 'drizzle-orm';
import { approvalChecklist } from '../../common/approval';
import { storedBrief } from '../../common/brief';
import { ART_STATUS } from '../../common/constants';
import { latestApproval, toApprovalInfo } from '../approval/approval.service';
import { isId } from '../ids';
import type { ReleaseState } from '../../common/release';
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
import { pageOf, readPage, type Page } from '../db/paging';
import {
  artEvent,
  artRequest,
  filePreview,
  foldForSearch,
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
  // The page's newest deliveries with their thumbnails' previews: one query.
  const latest = new Map<string, { file: FileInfo; preview: PreviewSummary }>();
  if (rows.length > 0) {
    const deliveries = await db
      .selectDistinctOn([storedFile.artId], { file: storedFile, preview: filePreview })
      .from(storedFile)
      .leftJoin(filePreview, eq(filePreview.fileId, storedFile.id))
      .where(
        and(
          inArray(
            storedFile.artId,
            rows.map((row) => row.id),
          ),
          eq(storedFile.kind, 'delivery'),
          isNull(storedFile.withdrawnAt),
        ),
      )
      .orderBy(storedFile.artId, desc(storedFile.version));
    for (const { file, preview } of deliveries) {
      if (!file.artId) continue;
      latest.set(file.artId, {
        file: toFileInfo(file),
        preview: preview ? toPreviewSummary(preview, { forAdmin: false }) : PENDING_PREVIEW,
      });
    }
  }
  // Where each approved row stands after approval: the same expression the panel filters on.
  const releaseStates = new Map<string, ReleaseState | null>();
  if (rows.length > 0) {
    const states = await db
      .select({ id: artRequest.id, state: releaseStateSql })
      .from(artRequest)
      .where(
        inArray(
          artRequest.id,
          rows.map((row) => row.id),
        ),
      );
    for (const { id, state } of states) releaseStates.set(id, state);
  }
  return pageOf(
    rows.map((row) => {
      const delivery = latest.get(row.id);
      return {
        ...toSummary(row),
        latestDelivery: delivery?.file ?? null,
        latestPreview: delivery?.preview ?? null,
        releaseState: releaseStates.get(row.id) ?? null,
      };
    }),
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
