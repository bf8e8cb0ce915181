// The moves of an art's status machine (start, deliver a version, approve, ask for changes), each
// checked against ART_TRANSITIONS and written to the art's history with who and when.
import { and, eq, inArray, max } from 'drizzle-orm';
import { ART_TRANSITIONS, illegalActionMessage, type ArtAction } from '../../common/art-status';
import { DELIVERY_BUSINESS_HOURS } from '../../common/constants';
import { recordAdminAction } from '../admin/audit.service';
import { isId } from '../ids';
import type { Database, Executor } from '../db/client';
import { artEvent, artRequest, storedFile } from '../db/schema';
import type { StoredUpload } from '../files/storage';
import { conflict } from '../domain-errors';
import type { ArtSummary, FileInfo } from './art.schemas';
import { addBusinessHours } from './business-hours';
import { type ArtDeps, artNotFound, toSummary, toFileInfo, removeQuietly } from './arts.service';

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
  throw conflict(illegalActionMessage(input.action, current.status), 'illegal_status');
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
