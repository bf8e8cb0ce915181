// Requesting an art against one credit: the art, its first event, its files and the debit in one
// transaction, once per idempotency key.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  attachmentRequired,
  DIE_LINE_MISSING_MESSAGE,
  dieLineRequired,
  serviceOf,
  storedBrief,
  type ArtBrief,
} from '../../common/brief';
import type { Service } from '../../common/brief-labels';
import { ART_STATUS, type ArtEventType } from '../../common/constants';
import { debitForArt, noCredits } from '../credits/credits.service';
import type { Database } from '../db/client';
import { artEvent, artRequest, storedFile, user } from '../db/schema';
import type { StoredUpload } from '../files/storage';
import { attachmentValues, storedFileValues } from '../files/stored-file';
import { conflict, invalidInput } from '../domain-errors';
import { notify } from '../notifications/notify';
import { isPdfReference, queueReferencePreflight } from '../preflight/preflight.service';
import { requestPreviews } from '../previews/previews.service';
import type { ArtRequestResult, BriefDefaults } from './art.schemas';
import {
  type ArtDeps,
  DUPLICATE_ART_NAME_MESSAGE,
  toSummary,
  uniqueViolation,
  removeQuietly,
} from './arts.service';
import { deadlineFor } from './turnaround.service';

/** The error code of a box requested without its die-line (the dialog marks the 'Faca' field). */
export const DIE_LINE_MISSING_CODE = 'die_line_missing';
/** The error code of a mockup or a vectorisation requested without the file it works on. */
export const ATTACHMENT_MISSING_CODE = 'attachment_missing';

export interface CreateArtRequestInput {
  /** The company the art belongs to (and whose balance pays it). */
  ownerId: string;
  /** The person who asks (the event's actor, the files' uploader); default: the owner's account. */
  actorId?: string;
  name: string;
  briefing: string;
  /** Attachments already streamed into storage; removed again if the request fails. */
  files: StoredUpload[];
  /**
   * The service's brief, already parsed by artBriefSchema. The request route always sends one;
   * null stays possible for callers that create arts without it (imports, older tests).
   */
  brief?: ArtBrief | null;
  /** The brief's die-line ('Faca'), already stored; required for the pieces dieLineRequired names. */
  dieLine?: StoredUpload | null;
  /** The client's per-submission key; the same key again returns the same art, uncharged. */
  idempotencyKey: string | null;
  now?: Date;
}

export interface CreateArtRequestResult extends ArtRequestResult {
  /** False when the idempotency key named an art created earlier: nothing new was charged. */
  created: boolean;
}

/**
 * Before the upload of a request, the one look-up of its idempotency key: a repeated submission
 * is answered with the art it created, whatever the balance now (null: a new submission). A new
 * one from a client without credit is refused, so nobody uploads 200 MB for nothing; the debit
 * decides for real.
 */
export async function checkRequestBeforeUpload(
  db: Database,
  input: { ownerId: string; credit: number; idempotencyKey: string | null },
): Promise<CreateArtRequestResult | null> {
  if (input.idempotencyKey) {
    const replay = await findByIdempotencyKey(db, input.ownerId, input.idempotencyKey);
    if (replay) return replay;
  }
  if (input.credit < 1) throw noCredits();
  return null;
}

/**
 * One transaction: the art (Solicitado, due the studio's turnaround in business days later), its
 * 'requested' event, its attachment rows and the credit debit. Any failure leaves no trace: the
 * transaction rolls back and the already-stored files are removed. A key already used (checkRequestBeforeUpload answered
 * it, or a concurrent twin committed first) trips the key's unique index: the answer is then the
 * art that key created, and nothing is charged.
 */
export async function createArtRequest(
  deps: ArtDeps,
  input: CreateArtRequestInput,
): Promise<CreateArtRequestResult> {
  const { db } = deps;
  const dieLine = input.dieLine ?? null;
  const uploads = dieLine ? [...input.files, dieLine] : input.files;
  const removeUploads = () => removeQuietly(deps.storage, uploads);

  // Before the transaction, so a refused brief never reaches the debit.
  if (input.brief?.service === 'flexo' && dieLineRequired(input.brief.pieceType) && !dieLine) {
    await removeUploads();
    throw invalidInput(DIE_LINE_MISSING_MESSAGE, DIE_LINE_MISSING_CODE);
  }
  const needsFile = input.brief ? attachmentRequired(input.brief) : null;
  if (needsFile && input.files.length === 0) {
    await removeUploads();
    throw invalidInput(needsFile, ATTACHMENT_MISSING_CODE);
  }

  const now = input.now ?? new Date();
  const actorId = input.actorId ?? input.ownerId;
  let result: CreateArtRequestResult & { fileIds: string[] };
  try {
    result = await db.transaction(async (tx) => {
      const deadline = await deadlineFor(tx, now);
      const [art] = await tx
        .insert(artRequest)
        .values({
          ownerId: input.ownerId,
          name: input.name,
          briefing: input.briefing,
          brief: input.brief ?? null,
          status: ART_STATUS.requested,
          ...deadline,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!art) throw new Error('art insert returned nothing');
      await tx.insert(artEvent).values({
        artId: art.id,
        type: 'requested' satisfies ArtEventType,
        actorId,
        createdAt: now,
      });
      let fileIds: string[] = [];
      if (input.files.length > 0) {
        const files = await tx
          .insert(storedFile)
          .values(
            attachmentValues(
              input.files,
              { ownerId: input.ownerId, artId: art.id, uploadedBy: actorId },
              now,
            ),
          )
          .returning({ id: storedFile.id });
        fileIds = files.map((file) => file.id);
      }
      if (dieLine) {
        await tx.insert(storedFile).values(
          storedFileValues(dieLine, {
            ownerId: input.ownerId,
            artId: art.id,
            kind: 'die_line',
            uploadedBy: actorId,
            createdAt: now,
          }),
        );
      }
      // Last, so the row lock on the balance is held for the shortest time.
      const credit = await debitForArt(tx, { userId: input.ownerId, artId: art.id, actorId });
      await notify(db, tx, { type: 'art_requested', artId: art.id });
      return { ...promiseOf(art), art: toSummary(art), credit, created: true, fileIds };
    });
  } catch (error) {
    await removeUploads();
    const violated = uniqueViolation(error);
    if (violated !== null && input.idempotencyKey) {
      // The key was used before, or a concurrent twin of this submission won the race (it may
      // trip the name index before the key's): answer with its art.
      const replay = await findByIdempotencyKey(db, input.ownerId, input.idempotencyKey);
      if (replay) return replay;
    }
    if (violated === 'art_owner_name_unique') {
      throw conflict(DUPLICATE_ART_NAME_MESSAGE, 'duplicate_name');
    }
    throw error;
  }
  // After the commit: the references' previews, and the pre-flight of PDF ones, are made in the
  // background.
  const { fileIds, ...answer } = result;
  await requestPreviews(deps, fileIds);
  if (input.files.some(isPdfReference)) await queueReferencePreflight(deps, answer.art.id);
  return answer;
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
  return row
    ? { ...promiseOf(row.art), art: toSummary(row.art), credit: row.credit, created: false }
    : null;
}

/** The deadline the art was given and the promise it was given with (the dialog states both). */
const promiseOf = (art: typeof artRequest.$inferSelect) => ({
  dueAt: art.dueAt.toISOString(),
  turnaroundDays: art.turnaroundDays,
});

/**
 * What prefills the client's next brief, per service (docs/product/services.md): the service of
 * their newest request, and of each service's newest brief the choices that carry over from art
 * to art (a flexo brief's substrate, colours and plate maker; a quick-print piece's product,
 * paper and sides; a logo's formats; the target printer's specs; a mockup's shape). The size
 * changes from art to art, so it is not carried over. A brief stored without `service` is flexo.
 */
export async function getBriefDefaults(db: Database, ownerId: string): Promise<BriefDefaults> {
  const service = sql<Service>`coalesce(${artRequest.brief} ->> 'service', 'flexo')`;
  const rows = await db
    .selectDistinctOn([service], { brief: artRequest.brief, createdAt: artRequest.createdAt })
    .from(artRequest)
    .where(and(eq(artRequest.ownerId, ownerId), isNotNull(artRequest.brief)))
    .orderBy(service, desc(artRequest.createdAt), desc(artRequest.id));
  const briefs = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => storedBrief(row.brief)!);
  const newest = <S extends Service>(s: S) =>
    briefs.find((brief): brief is Extract<ArtBrief, { service: S }> => brief.service === s);
  const flexo = newest('flexo');
  const grafica = newest('grafica');
  const identidade = newest('identidade');
  const fechamento = newest('fechamento');
  const mockup = newest('mockup');
  return {
    service: briefs[0] ? serviceOf(briefs[0]) : null,
    substrate: flexo?.substrate ?? null,
    colorCount: flexo?.colorCount ?? null,
    spotColors: flexo?.spotColors ?? [],
    plateMaker: flexo?.plateMaker ?? null,
    grafica: grafica
      ? {
          product: grafica.product,
          paper: grafica.paper,
          paperWeightGsm: grafica.paperWeightGsm ?? null,
          sides: grafica.sides,
        }
      : null,
    identidade: identidade ? { formats: identidade.formats } : null,
    fechamento: fechamento
      ? {
          printer: fechamento.printer,
          process: fechamento.process,
          bleedMm: fechamento.bleedMm,
          colorMode: fechamento.colorMode,
          minDpi: fechamento.minDpi ?? null,
        }
      : null,
    mockup: mockup ? { shape: mockup.shape } : null,
  };
}
