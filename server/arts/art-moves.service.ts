// The moves of an art's status machine (start, approve, ask for changes), each checked against
// ART_TRANSITIONS and written to the art's history with who and when. Delivering, replacing and
// withdrawing a version are in art-delivery.service.ts.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ART_TRANSITIONS,
  canTakeAction,
  illegalActionMessage,
  type ArtAction,
} from '../../common/art-status';
import { ART_STATUS } from '../../common/constants';
import { recordAdminAction } from '../audit/audit.service';
import { debitForArt, noCredits } from '../credits/credits.service';
import { isId } from '../ids';
import type { Database, Executor } from '../db/client';
import { artEvent, artRequest, proofComment, storedFile } from '../db/schema';
import type { StoredUpload } from '../files/storage';
import { attachmentValues } from '../files/stored-file';
import { conflict, invalidInput } from '../domain-errors';
import { CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE } from '../../common/api-types';
import { notify } from '../notifications/notify';
import { createApprovalFeeCharge } from '../payments/charges.service';
import { requestPreviews } from '../previews/previews.service';
import type { ArtSummary } from './art.schemas';
import { deadlineFor } from './turnaround.service';
import { type ArtDeps, artNotFound, toSummary, removeQuietly } from './arts.service';

/** The ledger's note for the credit a change after approval costs. */
export const CHANGE_AFTER_APPROVAL_NOTE = 'Alteração após aprovação';

/**
 * Moves an art along the status machine with a conditional update, so two concurrent moves cannot
 * both succeed. Refusals: 404 when the art does not exist (or is not the client's own), 409 with
 * the pt-BR reason when the move is illegal from its current status.
 */
export async function transition(
  tx: Executor,
  input: {
    artId: string;
    action: ArtAction;
    ownerId?: string;
    set?: { dueAt?: Date; turnaroundDays?: number };
  },
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
 * The art's status under its row lock, which orders the moves sent at once on one art (a delivery's
 * confirmation, a withdrawal, an approval, a change request): the second waits for the first to
 * commit, then reads what it left. With `ownerId`, only that client's own art. Refusal: the art's
 * 404.
 */
export async function lockArtStatus(tx: Executor, artId: string, ownerId?: string) {
  const owned = ownerId ? eq(artRequest.ownerId, ownerId) : undefined;
  const [row] = await tx
    .select({ status: artRequest.status })
    .from(artRequest)
    .where(and(eq(artRequest.id, artId), owned))
    .for('update');
  if (!row) throw artNotFound();
  return row.status;
}

/**
 * Before the upload a move carries (a delivery, a change request): refuses the move that is
 * already impossible, so nobody waits for a large file to be refused; the move itself checks
 * again, atomically. A client's move (`ownerId`) on someone else's art is a 404, and a change after
 * approval needs a credit of the client's balance (`credit`). Returns the art's owner, who will own
 * the uploaded files.
 */
export async function checkMoveBeforeUpload(
  db: Database,
  input: { artId: string; action: ArtAction; ownerId?: string; credit?: number },
): Promise<{ ownerId: string }> {
  if (!isId(input.artId)) throw artNotFound();
  const owned = input.ownerId ? eq(artRequest.ownerId, input.ownerId) : undefined;
  const [art] = await db
    .select({ ownerId: artRequest.ownerId, status: artRequest.status })
    .from(artRequest)
    .where(and(eq(artRequest.id, input.artId), owned));
  if (!art) throw artNotFound();
  if (!canTakeAction(input.action, art.status)) {
    throw conflict(illegalActionMessage(input.action, art.status), 'illegal_status');
  }
  const paid = input.action === 'requestChange' && art.status === ART_STATUS.approved;
  if (paid && input.credit !== undefined && input.credit < 1) throw noCredits();
  return { ownerId: art.ownerId };
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
    await notify(db, tx, { type: 'art_started', artId: art.id });
    return toSummary(art);
  });
}

/**
 * The client approves the version awaiting approval (Finalizado → Aprovado), naming it: a version a
 * corrected one has replaced since the client looked (or one withdrawn) is refused with a 409, so
 * nobody approves a file they did not see. Someone else's art is a 404.
 */
export async function approveArt(
  db: Database,
  input: {
    artId: string;
    /** The company the art belongs to. */
    clientId: string;
    /** The person who approves (the event's actor); default: the company's own account. */
    actorId?: string;
    /** Null only for an art without any delivered version (imported without its file). */
    version: number | null;
    /**
     * Writes the approval's proof in the move's transaction, after the move and before the
     * messages (server/approval): a refusal it throws leaves nothing behind.
     */
    record?: (tx: Executor, art: typeof artRequest.$inferSelect) => Promise<void>;
  },
): Promise<ArtSummary> {
  if (!isId(input.artId)) throw artNotFound();
  return db.transaction(async (tx) => {
    // The row lock orders this against a corrected version or a withdrawal sent meanwhile.
    const status = await lockArtStatus(tx, input.artId, input.clientId);
    if (canTakeAction('approve', status)) {
      const awaiting = await currentDelivery(tx, input.artId);
      if (awaiting && awaiting.version !== input.version) {
        throw conflict(
          input.version === null
            ? `Informe a versão que você aprova: a versão atual é a v${awaiting.version}.`
            : notCurrentVersionMessage(input.version, awaiting.version),
          'version_replaced',
        );
      }
      if (!awaiting && input.version !== null) {
        throw conflict(`Esta arte não tem a v${input.version}.`, 'version_replaced');
      }
    }
    const art = await transition(tx, {
      artId: input.artId,
      action: 'approve',
      ownerId: input.clientId,
    });
    await tx.insert(artEvent).values({
      artId: art.id,
      type: 'approved',
      actorId: input.actorId ?? input.clientId,
      version: input.version,
    });
    await input.record?.(tx, art);
    // The approved art's fee (/UserTerms §9) is owed from this same commit: docs/product/payments.md.
    await createApprovalFeeCharge(tx, { artId: art.id, ownerId: input.clientId });
    await notify(db, tx, { type: 'art_approved', artId: art.id });
    return toSummary(art);
  });
}

/** Why a named version cannot be approved (or withdrawn): another one is the current version. */
export function notCurrentVersionMessage(named: number, current: number): string {
  return `A v${named} não é a versão que aguarda aprovação: a versão atual é a v${current}. Abra a arte e veja a v${current} antes de continuar.`;
}

/**
 * The art's current version: the newest delivery not withdrawn, the one awaiting approval while
 * the art is Finalizado. Undefined before the first delivery.
 */
export async function currentDelivery(tx: Executor, artId: string) {
  const [row] = await tx
    .select({ id: storedFile.id, version: storedFile.version })
    .from(storedFile)
    .where(
      and(
        eq(storedFile.artId, artId),
        eq(storedFile.kind, 'delivery'),
        isNull(storedFile.withdrawnAt),
      ),
    )
    .orderBy(desc(storedFile.version))
    .limit(1);
  return row ? { id: row.id, version: row.version ?? 0 } : undefined;
}

export interface ArtChangeInput {
  artId: string;
  /** The company the art belongs to (its balance pays a change after approval). */
  clientId: string;
  /** The person who asks (the event's actor, the files' uploader); default: the company's account. */
  actorId?: string;
  description: string;
  files?: StoredUpload[];
  now?: Date;
}

/**
 * The client asks for changes (Finalizado or Aprovado → Alteração). The text is kept as the
 * event's note (the original briefing stays as it was), the files sent with it are tied to that
 * event, and the 48-business-hour clock restarts. A change after approval is a new request
 * (/UserTerms §5): it debits one credit in the same transaction, so concurrent clicks cost one
 * credit and no credit means no move. The files are already in storage; they are removed again if
 * the change is refused. After the commit, their previews are queued, whoever calls this. Returns
 * the art and the ids of the files stored with the request.
 */
export async function requestArtChange(
  deps: ArtDeps,
  input: ArtChangeInput,
): Promise<{ art: ArtSummary; fileIds: string[] }> {
  let result: { art: ArtSummary; fileIds: string[] };
  try {
    result = await commitArtChange(deps.db, input);
  } catch (error) {
    await removeQuietly(deps.storage, input.files ?? []);
    throw error;
  }
  // After the commit: the files' previews are made in the background.
  await requestPreviews(deps, result.fileIds);
  return result;
}

/** requestArtChange's checks and transaction. */
async function commitArtChange(
  db: Database,
  input: ArtChangeInput,
): Promise<{ art: ArtSummary; fileIds: string[] }> {
  const now = input.now ?? new Date();
  const files = input.files ?? [];
  if (!isId(input.artId)) throw artNotFound();
  return db.transaction(async (tx) => {
    // The row lock decides between concurrent requests: the second waits, then finds Alteração.
    const paid = (await lockArtStatus(tx, input.artId, input.clientId)) === ART_STATUS.approved;
    const art = await transition(tx, {
      artId: input.artId,
      action: 'requestChange',
      ownerId: input.clientId,
      set: await deadlineFor(tx, now),
    });
    // The open pins of the current version not yet sent travel with the request (proofing).
    const pins = await openPinsToSend(tx, art.id);
    const description = input.description.trim();
    if (pins.length === 0 && description === '') {
      throw invalidInput(CHANGE_NEEDS_PIN_OR_TEXT_MESSAGE);
    }
    const [event] = await tx
      .insert(artEvent)
      .values({
        artId: art.id,
        type: 'change_requested',
        actorId: input.actorId ?? input.clientId,
        note: description === '' ? null : description,
        paid,
        createdAt: now,
      })
      .returning({ id: artEvent.id });
    if (!event) throw new Error('event insert returned nothing');
    if (pins.length > 0) {
      await tx
        .update(proofComment)
        .set({ changeEventId: event.id })
        .where(inArray(proofComment.id, pins));
    }
    const stored =
      files.length === 0
        ? []
        : await tx
            .insert(storedFile)
            .values(
              attachmentValues(
                files,
                {
                  ownerId: input.clientId,
                  artId: art.id,
                  eventId: event.id,
                  uploadedBy: input.actorId ?? input.clientId,
                },
                now,
              ),
            )
            .returning({ id: storedFile.id });
    await notify(db, tx, {
      type: 'change_requested',
      artId: art.id,
      description:
        description === ''
          ? `${pins.length} ${pins.length === 1 ? 'ponto marcado' : 'pontos marcados'} na prova.`
          : description,
    });
    // Last, so the lock on the balance is held for the shortest time.
    if (paid) {
      await debitForArt(tx, {
        userId: input.clientId,
        artId: art.id,
        note: CHANGE_AFTER_APPROVAL_NOTE,
        actorId: input.actorId,
      });
    }
    return { art: toSummary(art), fileIds: stored.map((file) => file.id) };
  });
}

/** The ids of the current version's open pins that no change request has carried yet. */
async function openPinsToSend(tx: Executor, artId: string): Promise<string[]> {
  const current = await currentDelivery(tx, artId);
  if (!current) return [];
  const rows = await tx
    .select({ id: proofComment.id })
    .from(proofComment)
    .where(
      and(
        eq(proofComment.fileId, current.id),
        isNull(proofComment.parentId),
        eq(proofComment.state, 'aberto'),
        isNull(proofComment.changeEventId),
      ),
    );
  return rows.map((r) => r.id);
}
