// Requesting an art against one credit: the art, its first event, its files and the debit in one
// transaction, once per idempotency key.
import { and, eq } from 'drizzle-orm';
import { ART_STATUS, DELIVERY_BUSINESS_HOURS, type ArtEventType } from '../../common/constants';
import { debitForArt } from '../credits/credits.service';
import type { Database } from '../db/client';
import { artEvent, artRequest, storedFile, user } from '../db/schema';
import type { StoredUpload } from '../files/storage';
import { conflict } from '../domain-errors';
import type { ArtRequestResult } from './art.schemas';
import { addBusinessHours } from './business-hours';
import {
  type ArtDeps,
  DUPLICATE_ART_NAME_MESSAGE,
  toSummary,
  uniqueViolation,
  removeQuietly,
} from './arts.service';

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
