// Art requests: the rules of their life (request against a credit, start, deliver versions,
// approve, ask for changes), each move checked against the status machine and written to the
// art's history with who and when. Used by the client routes and the admin routes alike.
import { and, count, desc, eq, inArray, like, max, sql, type SQL } from 'drizzle-orm';
import { apiRoutes } from '../../common/api-routes';
import type {
  ArtDetail,
  ArtWithDelivery,
  ArtEventInfo,
  ArtRequestResult,
  ArtSummary,
  FileInfo,
  FinishedArt,
  Page,
} from '../../common/api-types';
import { ART_TRANSITIONS, illegalActionMessage, type ArtAction } from '../../common/art-status';
import {
  ART_STATUS,
  DELIVERY_BUSINESS_HOURS,
  type ArtEventType,
  type ArtStatus,
} from '../../common/constants';
import { recordAdminAction } from '../admin/audit.service';
import { debitForArt } from '../credits/credits.service';
import { isId } from '../ids';
import type { Database, Executor } from '../db/client';
import { pageOf, paginate } from '../db/paging';
import { artEvent, artRequest, foldForSearch, storedFile, user } from '../db/schema';
import type { FileStorage, StoredUpload } from '../files/storage';
import { conflict, notFound } from '../domain-errors';
import { addBusinessHours } from './business-hours';

export interface ArtDeps {
  db: Database;
  storage: FileStorage;
}

/** Who is looking: a session user will do. Anyone not an admin is treated as a client. */
export interface Viewer {
  id: string;
  role?: string | null;
}

export const ART_NOT_FOUND_MESSAGE = 'Arte não encontrada.';
export const DUPLICATE_ART_NAME_MESSAGE =
  'Você já tem uma arte com este nome. Escolha outro nome para a nova arte.';

const artNotFound = () => notFound(ART_NOT_FOUND_MESSAGE);

// ---- creating a request ------------------------------------------------------------------------

export interface CreateArtRequestInput {
  ownerId: string;
  name: string;
  briefing: string;
  /** Attachments already streamed into storage; removed again if the request fails. */
  files: StoredUpload[];
  /** The client's per-submission key; the same key again returns the same art, uncharged. */
  idempotencyKey: string | null;
  now?: Date;
}

export interface CreateArtRequestResult extends ArtRequestResult {
  /** False when the idempotency key named an art created earlier: nothing new was charged. */
  created: boolean;
}

/**
 * One transaction: the art (Solicitado, due 48 business hours later), its 'requested' event, its
 * attachment rows and the credit debit. Any failure leaves no trace: the transaction rolls back
 * and the already-stored files are removed.
 */
export async function createArtRequest(
  deps: ArtDeps,
  input: CreateArtRequestInput,
): Promise<CreateArtRequestResult> {
  const { db } = deps;
  const removeUploads = () => removeQuietly(deps.storage, input.files);

  if (input.idempotencyKey) {
    const replay = await findByIdempotencyKey(db, input.ownerId, input.idempotencyKey);
    if (replay) {
      await removeUploads();
      return replay;
    }
  }

  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [art] = await tx
        .insert(artRequest)
        .values({
          ownerId: input.ownerId,
          name: input.name,
          briefing: input.briefing,
          status: ART_STATUS.requested,
          dueAt: addBusinessHours(now, DELIVERY_BUSINESS_HOURS),
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!art) throw new Error('art insert returned nothing');
      await tx.insert(artEvent).values({
        artId: art.id,
        type: 'requested' satisfies ArtEventType,
        actorId: input.ownerId,
        createdAt: now,
      });
      if (input.files.length > 0) {
        await tx.insert(storedFile).values(
          input.files.map((file, index) => ({
            ownerId: input.ownerId,
            artId: art.id,
            kind: 'attachment' as const,
            version: null,
            originalName: file.originalName,
            contentType: file.contentType,
            size: file.size,
            sha256: file.sha256,
            storageKey: file.storageKey,
            uploadedBy: input.ownerId,
            // One millisecond apart, so the files list in the order the client sent them.
            createdAt: new Date(now.getTime() + index),
          })),
        );
      }
      // Last, so the row lock on the balance is held for the shortest time.
      const credit = await debitForArt(tx, { userId: input.ownerId, artId: art.id });
      return { art: toSummary(art), credit, created: true };
    });
  } catch (error) {
    await removeUploads();
    const violated = uniqueViolation(error);
    if (violated !== null && input.idempotencyKey) {
      // A concurrent twin of this submission won the race (it may trip the name index before the
      // key's): answer with its art.
      const replay = await findByIdempotencyKey(db, input.ownerId, input.idempotencyKey);
      if (replay) return replay;
    }
    if (violated === 'art_owner_name_unique') {
      throw conflict(DUPLICATE_ART_NAME_MESSAGE, 'duplicate_name');
    }
    throw error;
  }
}

/** The art an earlier submission with this key created, answered again without a new charge. */
export async function findByIdempotencyKey(
  db: Database,
  ownerId: string,
  key: string,
): Promise<CreateArtRequestResult | null> {
  const [row] = await db
    .select({ art: artRequest, credit: user.credit })
    .from(artRequest)
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(and(eq(artRequest.ownerId, ownerId), eq(artRequest.idempotencyKey, key)));
  return row ? { art: toSummary(row.art), credit: row.credit, created: false } : null;
}

// ---- moves of the status machine ---------------------------------------------------------------

/**
 * Moves an art along the status machine with a conditional update, so two concurrent moves cannot
 * both succeed. Refusals: 404 when the art does not exist (or is not the client's own), 409 with
 * the pt-BR reason when the move is illegal from its current status.
 */
async function transition(
  tx: Executor,
  input: { artId: string; action: ArtAction; ownerId?: string; set?: { dueAt?: Date } },
) {
  if (!isId(input.artId)) throw artNotFound();
  const { from, to } = ART_TRANSITIONS[input.action];
  const owned = input.ownerId ? eq(artRequest.ownerId, input.ownerId) : undefined;
  const [row] = await tx
    .update(artRequest)
    .set({ status: to, ...input.set })
    .where(and(eq(artRequest.id, input.artId), inArray(artRequest.status, [...from]), owned))
    .returning();
  if (row) return row;
  const [current] = await tx
    .select({ status: artRequest.status })
    .from(artRequest)
    .where(and(eq(artRequest.id, input.artId), owned));
  if (!current) throw artNotFound();
  throw conflict(illegalActionMessage(input.action, current.status as ArtStatus), 'illegal_status');
}

/**
 * The studio starts work (Solicitado or Alteração → Em andamento). The art's event and the admin's
 * audit row commit with the move.
 */
export async function startArt(
  db: Database,
  input: { artId: string; adminId: string },
): Promise<ArtSummary> {
  return db.transaction(async (tx) => {
    const art = await transition(tx, { artId: input.artId, action: 'start' });
    await tx.insert(artEvent).values({ artId: art.id, type: 'started', actorId: input.adminId });
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'art_started',
      clientId: art.ownerId,
      artId: art.id,
    });
    return toSummary(art);
  });
}

export interface DeliverArtResult {
  art: ArtSummary;
  delivery: FileInfo;
}

/**
 * The studio delivers a file (Em andamento → Finalizado) as the next version (v1, v2 …), with its
 * event and the admin's audit row in one transaction. The file is already in storage; it is
 * removed again if the delivery is refused.
 */
export async function deliverArt(
  deps: ArtDeps,
  input: { artId: string; adminId: string; upload: StoredUpload },
): Promise<DeliverArtResult> {
  try {
    return await deps.db.transaction(async (tx) => {
      const art = await transition(tx, { artId: input.artId, action: 'deliver' });
      // The conditional update above holds the art's row lock: versions cannot collide.
      const [last] = await tx
        .select({ version: max(storedFile.version) })
        .from(storedFile)
        .where(and(eq(storedFile.artId, art.id), eq(storedFile.kind, 'delivery')));
      const version = (last?.version ?? 0) + 1;
      const [file] = await tx
        .insert(storedFile)
        .values({
          // The delivery belongs to the client, who may download it; the admin is its uploader.
          ownerId: art.ownerId,
          artId: art.id,
          kind: 'delivery',
          version,
          originalName: input.upload.originalName,
          contentType: input.upload.contentType,
          size: input.upload.size,
          sha256: input.upload.sha256,
          storageKey: input.upload.storageKey,
          uploadedBy: input.adminId,
        })
        .returning();
      if (!file) throw new Error('file insert returned nothing');
      await tx
        .insert(artEvent)
        .values({ artId: art.id, type: 'delivered', actorId: input.adminId, version });
      await recordAdminAction(tx, {
        actorId: input.adminId,
        action: 'art_delivered',
        clientId: art.ownerId,
        artId: art.id,
        details: { version, fileId: file.id, size: file.size },
      });
      return { art: toSummary(art), delivery: toFileInfo(file) };
    });
  } catch (error) {
    await removeQuietly(deps.storage, [input.upload]);
    throw error;
  }
}

/** The client approves a delivery (Finalizado → Aprovado). Someone else's art is a 404. */
export async function approveArt(
  db: Database,
  input: { artId: string; clientId: string },
): Promise<ArtSummary> {
  return db.transaction(async (tx) => {
    const art = await transition(tx, {
      artId: input.artId,
      action: 'approve',
      ownerId: input.clientId,
    });
    await tx.insert(artEvent).values({ artId: art.id, type: 'approved', actorId: input.clientId });
    return toSummary(art);
  });
}

/**
 * The client asks for changes (Finalizado or Aprovado → Alteração). The text is kept as the
 * event's note (the original briefing stays as it was) and the 48-business-hour clock restarts.
 */
export async function requestArtChange(
  db: Database,
  input: { artId: string; clientId: string; description: string; now?: Date },
): Promise<ArtSummary> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const art = await transition(tx, {
      artId: input.artId,
      action: 'requestChange',
      ownerId: input.clientId,
      set: { dueAt: addBusinessHours(now, DELIVERY_BUSINESS_HOURS) },
    });
    await tx.insert(artEvent).values({
      artId: art.id,
      type: 'change_requested',
      actorId: input.clientId,
      note: input.description,
      createdAt: now,
    });
    return toSummary(art);
  });
}

// ---- reading -----------------------------------------------------------------------------------

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
      type: event.type as ArtEventType,
      actor: {
        id: event.actorId,
        name: event.actorName,
        role: event.actorRole === 'admin' ? 'admin' : 'client',
      },
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
): Promise<Page<FinishedArt>> {
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
  const [rows, [total]] = await Promise.all([
    paginate(
      db
        .select()
        .from(artRequest)
        .where(where)
        .orderBy(desc(artRequest.createdAt), desc(artRequest.id))
        .$dynamic(),
      input.page,
    ),
    db.select({ value: count() }).from(artRequest).where(where),
  ]);
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
    total?.value,
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

// ---- shapes ------------------------------------------------------------------------------------

export function toSummary(row: typeof artRequest.$inferSelect): ArtSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status as ArtStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFileInfo(row: typeof storedFile.$inferSelect): FileInfo {
  return {
    id: row.id,
    originalName: row.originalName,
    size: row.size,
    contentType: row.contentType,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: apiRoutes.downloadFile(row.id),
  };
}

// ---- helpers -----------------------------------------------------------------------------------

/** The name of the unique index a database error violated, if that is what it is. */
function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current !== 'object') break;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Best-effort removal of stored files whose database rows will never exist. */
async function removeQuietly(storage: FileStorage, files: readonly StoredUpload[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => {})));
}
