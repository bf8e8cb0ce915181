// Delivering a version (docs/product/art-page.md, 'Entregar uma versão'): the studio's file is
// first a draft — stored, its pre-flight run — and becomes the next version only on 'Confirmar
// envio', with its event, audit row, messages and status move in one transaction. A draft never
// confirmed is removed ('Cancelar', or the hourly sweep in server/files/orphan-sweeper.ts). While
// the client has not acted, a corrected version replaces the one awaiting approval, or the studio
// withdraws it (back to Em andamento). The server enforces each rule; the dialog only shows them.
import { and, eq, max } from 'drizzle-orm';
import { FAILED_PREFLIGHT_NOTE_MESSAGE } from '../../common/api-types';
import { ART_STATUS } from '../../common/constants';
import { voidApproval } from '../approval/approval.service';
import type { TechSheet } from '../../common/release-schemas';
import { recordAdminAction } from '../audit/audit.service';
import type { Executor } from '../db/client';
import { artEvent, preflightReport, storedFile } from '../db/schema';
import { conflict, invalidInput, notFound } from '../domain-errors';
import type { StoredUpload } from '../files/storage';
import { storedFileValues } from '../files/stored-file';
import { isId } from '../ids';
import { notify } from '../notifications/notify';
import { queuePreflight } from '../preflight/preflight.service';
import { requestPreviews } from '../previews/previews.service';
import type { ArtSummary, FileInfo } from './art.schemas';
import {
  checkMoveBeforeUpload,
  currentDelivery,
  lockArtStatus,
  notCurrentVersionMessage,
  transition,
} from './art-moves.service';
import { type ArtDeps, artNotFound, removeQuietly, toFileInfo, toSummary } from './arts.service';

export const DRAFT_NOT_FOUND_MESSAGE =
  'Este arquivo não está mais à espera de confirmação. Envie o arquivo de novo.';
export const PREFLIGHT_PENDING_MESSAGE =
  'A pré-impressão deste arquivo ainda está em análise. Aguarde o resultado para confirmar o envio.';

const draftNotFound = () => notFound(DRAFT_NOT_FOUND_MESSAGE);

/** The stored file `draftId` while it is still this art's draft (not confirmed, not cancelled). */
const isDraftOf = (artId: string, draftId: string) =>
  and(
    eq(storedFile.id, draftId),
    eq(storedFile.artId, artId),
    eq(storedFile.kind, 'delivery_draft'),
  );

/** Whether the studio filled any technical field (an empty form stores nothing). */
const hasTechFields = (sheet: TechSheet | null | undefined): sheet is TechSheet =>
  sheet != null &&
  Object.values(sheet).some(
    (value) => value !== undefined && !(Array.isArray(value) && !value.length),
  );

/** A file uploaded in the 'Enviar' dialog, waiting for its pre-flight and 'Confirmar envio'. */
export interface DeliveryDraftInfo {
  /** The draft's stored file (its pre-flight report is read by this id). */
  id: string;
  file: FileInfo;
  /** The version it would become if confirmed now. */
  nextVersion: number;
}

async function nextVersionOf(tx: Executor, artId: string): Promise<number> {
  const [last] = await tx
    .select({ version: max(storedFile.version) })
    .from(storedFile)
    .where(and(eq(storedFile.artId, artId), eq(storedFile.kind, 'delivery')));
  return (last?.version ?? 0) + 1;
}

/**
 * Stores the studio's file as a draft of the art's next version and queues its pre-flight (first
 * in the queue: the studio waits for it). The draft belongs to the studio (its uploader) until
 * confirmed, so no read of the client's sees it. Refused (and the file removed) when the art
 * cannot be delivered now. Nothing is told to anyone.
 */
export async function createDeliveryDraft(
  deps: ArtDeps,
  input: { artId: string; adminId: string; upload: StoredUpload },
): Promise<DeliveryDraftInfo> {
  let draft: DeliveryDraftInfo;
  try {
    // Checked again on confirmation, under the art's lock.
    await checkMoveBeforeUpload(deps.db, { artId: input.artId, action: 'deliver' });
    draft = await deps.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(storedFile)
        .values(
          storedFileValues(input.upload, {
            ownerId: input.adminId,
            artId: input.artId,
            kind: 'delivery_draft',
            uploadedBy: input.adminId,
          }),
        )
        .returning();
      if (!file) throw new Error('draft insert returned nothing');
      return {
        id: file.id,
        file: toFileInfo(file),
        nextVersion: await nextVersionOf(tx, input.artId),
      };
    });
  } catch (error) {
    await removeQuietly(deps.storage, [input.upload]);
    throw error;
  }
  await queuePreflight(deps, [draft.id]);
  return draft;
}

/** 'Cancelar' in the dialog: the draft, its report and its stored bytes are removed. */
export async function discardDeliveryDraft(
  deps: ArtDeps,
  input: { artId: string; draftId: string },
): Promise<void> {
  if (!isId(input.artId) || !isId(input.draftId)) throw draftNotFound();
  const [gone] = await deps.db
    .delete(storedFile)
    .where(isDraftOf(input.artId, input.draftId))
    .returning({ storageKey: storedFile.storageKey });
  if (!gone) throw draftNotFound();
  // A failure here leaves an object no row references: the orphan sweep removes it.
  await deps.storage.remove(gone.storageKey).catch((error: unknown) => {
    deps.logger.warn({ err: error, storageKey: gone.storageKey }, 'draft: could not remove file');
  });
}

export interface DeliverArtResult {
  art: ArtSummary;
  delivery: FileInfo;
}

/** The pre-flight's outcome as the audit trail records it. */
function preflightOutcome(report: typeof preflightReport.$inferSelect): string {
  if (report.status !== 'done') return report.status;
  if (report.failedCount > 0) return 'reprovado';
  if (report.warningCount > 0) return 'aviso';
  return report.skippedCount > 0 && report.approvedCount === 0 ? 'nao_analisado' : 'aprovado';
}

/**
 * 'Confirmar envio': the draft becomes the next version (v1, v2 …) and the art Finalizado, from
 * Em andamento or, while the client has not acted, from Finalizado (the new version replaces the
 * one awaiting approval; both stay in the history). Its pre-flight must have finished, and one
 * that failed ('Reprovado') needs the studio's note to the client, which says why. The version's
 * event, the admin's audit row and the client's messages commit together; its previews are queued
 * after the commit.
 */
export async function deliverArt(
  deps: ArtDeps,
  input: {
    artId: string;
    adminId: string;
    draftId: string;
    /** The studio's note to the client, shown on the version; null or empty for none. */
    note?: string | null;
    /** The studio's technical fields for the ficha técnica (docs/product/release.md). */
    techSheet?: TechSheet | null;
    now?: Date;
  },
): Promise<DeliverArtResult> {
  if (!isId(input.artId)) throw artNotFound();
  if (!isId(input.draftId)) throw draftNotFound();
  const now = input.now ?? new Date();
  const note = input.note?.trim() || null;
  const result = await deps.db.transaction(async (tx) => {
    // The art's row lock orders concurrent confirmations, withdrawals and approvals.
    const statusBefore = await lockArtStatus(tx, input.artId);
    const art = await transition(tx, { artId: input.artId, action: 'deliver' });
    const [draft] = await tx
      .select()
      .from(storedFile)
      .where(isDraftOf(art.id, input.draftId))
      .for('update');
    if (!draft) throw draftNotFound();
    const [report] = await tx
      .select()
      .from(preflightReport)
      .where(eq(preflightReport.fileId, draft.id));
    // No report yet (its queueing failed; the catch-up writes it) reads as still pending.
    if (!report || report.status === 'pending') {
      throw conflict(PREFLIGHT_PENDING_MESSAGE, 'preflight_pending');
    }
    const failedPreflight = report.status === 'done' && report.failedCount > 0;
    if (failedPreflight && !note)
      throw invalidInput(FAILED_PREFLIGHT_NOTE_MESSAGE, 'note_required');

    const replaced =
      statusBefore === ART_STATUS.finished ? await currentDelivery(tx, art.id) : undefined;
    const version = await nextVersionOf(tx, art.id);
    // A new version voids the approval in force: the art waits for approval again.
    await voidApproval(tx, { artId: art.id, byVersion: version, now });
    const [file] = await tx
      .update(storedFile)
      // The delivery belongs to the client, who may download it; the admin stays its uploader.
      // Its date is the delivery's, not the upload's.
      .set({
        kind: 'delivery',
        version,
        ownerId: art.ownerId,
        note,
        techSheet: hasTechFields(input.techSheet) ? input.techSheet : null,
        createdAt: now,
      })
      .where(eq(storedFile.id, draft.id))
      .returning();
    if (!file) throw new Error('draft update returned nothing');
    await tx.insert(artEvent).values({
      artId: art.id,
      type: 'delivered',
      actorId: input.adminId,
      version,
      createdAt: now,
    });
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'art_delivered',
      clientId: art.ownerId,
      artId: art.id,
      details: {
        version,
        fileId: file.id,
        size: file.size,
        preflight: preflightOutcome(report),
        replaces: replaced?.version ?? null,
      },
    });
    await notify(deps.db, tx, {
      type: 'art_delivered',
      artId: art.id,
      version,
      note,
      replaces: replaced?.version ?? null,
      preflightFailed: failedPreflight,
    });
    return { art: toSummary(art), delivery: toFileInfo(file) };
  });
  // After the commit: the version's previews (its pre-flight is done already).
  await requestPreviews(deps, [result.delivery.id]);
  return result;
}

/**
 * The studio withdraws the version awaiting approval (Finalizado → Em andamento), naming it and
 * saying why: the version stays in the history marked withdrawn, the client is told, the admin's
 * audit row records it. Only the current version can be withdrawn, and only before the client acts.
 */
export async function withdrawDelivery(
  deps: Pick<ArtDeps, 'db'>,
  input: { artId: string; adminId: string; version: number; reason: string; now?: Date },
): Promise<ArtSummary> {
  if (!isId(input.artId)) throw artNotFound();
  const now = input.now ?? new Date();
  const reason = input.reason.trim();
  return deps.db.transaction(async (tx) => {
    const art = await transition(tx, { artId: input.artId, action: 'withdraw' });
    const current = await currentDelivery(tx, art.id);
    if (!current) throw conflict('Esta arte não tem versão para retirar.', 'no_version');
    if (current.version !== input.version) {
      throw conflict(notCurrentVersionMessage(input.version, current.version), 'version_replaced');
    }
    await tx
      .update(storedFile)
      .set({ withdrawnAt: now, withdrawnNote: reason })
      .where(eq(storedFile.id, current.id));
    await tx.insert(artEvent).values({
      artId: art.id,
      type: 'withdrawn',
      actorId: input.adminId,
      version: current.version,
      note: reason,
      createdAt: now,
    });
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'art_withdrawn',
      clientId: art.ownerId,
      artId: art.id,
      details: { version: current.version, fileId: current.id, reason },
    });
    await notify(deps.db, tx, {
      type: 'art_withdrawn',
      artId: art.id,
      version: current.version,
      reason,
    });
    return toSummary(art);
  });
}
