// Proofing: pins on a delivered version's pages, replies, resolve and reopen. The art's
// owner and admins only (anyone else: the art's 404); each pin, resolve and reopen is also an
// event in the art's history. Pins and replies are limited per person and in number
// (proofing-limits.ts).
import { and, asc, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { ProofCommentState } from '../../common/constants';
import { type Viewer, artNotFound, mayRead } from '../arts/arts.service';
import type { Database, Executor } from '../db/client';
import { artEvent, artRequest, proofComment, storedFile, user } from '../db/schema';
import { conflict, notFound } from '../domain-errors';
import { isId } from '../ids';
import {
  MAX_PINS_PER_VERSION,
  MAX_REPLIES_PER_PIN,
  countComment,
  pinsLimitReached,
  repliesLimitReached,
} from './proofing-limits';
import type { AddPinInput, ProofPin, ProofPinList, ProofReply } from './proofing.schemas';

export const VERSION_NOT_FOUND_MESSAGE = 'Versão não encontrada.';
export const COMMENT_NOT_FOUND_MESSAGE = 'Comentário não encontrado.';

/** The art, if the viewer may see it (its owner or an admin); otherwise the art's 404. */
async function visibleArt(db: Executor, artId: string, viewer: Viewer, lock = false) {
  if (!isId(artId)) throw artNotFound();
  const query = db
    .select({ id: artRequest.id, ownerId: artRequest.ownerId })
    .from(artRequest)
    .where(eq(artRequest.id, artId));
  const [art] = lock ? await query.for('update') : await query;
  if (!art || !mayRead(viewer, art.ownerId)) throw artNotFound();
  return art;
}

/** A delivered version of the art (the newest when `version` is absent), or null/404. */
async function deliveryOf(db: Executor, artId: string, version?: number) {
  const [file] = await db
    .select({ id: storedFile.id, version: storedFile.version })
    .from(storedFile)
    .where(
      and(
        eq(storedFile.artId, artId),
        eq(storedFile.kind, 'delivery'),
        version === undefined ? undefined : eq(storedFile.version, version),
      ),
    )
    .orderBy(desc(storedFile.version))
    .limit(1);
  if (!file && version !== undefined) throw notFound(VERSION_NOT_FOUND_MESSAGE);
  return file ? { fileId: file.id, version: file.version ?? 0 } : null;
}

/**
 * The pins of a version (the newest delivered by default) with their replies, in reading order:
 * page, then top to bottom, then left to right.
 */
export async function listPins(
  db: Database,
  input: { artId: string; viewer: Viewer; version?: number },
): Promise<ProofPinList> {
  const art = await visibleArt(db, input.artId, input.viewer);
  const delivery = await deliveryOf(db, art.id, input.version);
  if (!delivery) return { version: null, pins: [] };
  const pins = await pinsOf(db, art.id, [delivery.version]);
  return { version: delivery.version, pins };
}

/** The pins of the art's given versions, in reading order, each with its replies oldest first. */
export async function pinsOf(db: Executor, artId: string, versions: number[]): Promise<ProofPin[]> {
  if (versions.length === 0) return [];
  const pins = await db
    .select()
    .from(proofComment)
    .where(
      and(
        eq(proofComment.artId, artId),
        inArray(proofComment.version, versions),
        isNull(proofComment.parentId),
      ),
    )
    .orderBy(
      asc(proofComment.version),
      asc(proofComment.page),
      asc(proofComment.y),
      asc(proofComment.x),
      asc(proofComment.number),
    );
  if (pins.length === 0) return [];
  const replyRows = await db
    .select()
    .from(proofComment)
    .where(
      inArray(
        proofComment.parentId,
        pins.map((p) => p.id),
      ),
    )
    .orderBy(asc(proofComment.createdAt), asc(proofComment.id));
  const peopleIds = new Set<string>();
  for (const row of [...pins, ...replyRows]) {
    peopleIds.add(row.authorId);
    if (row.resolvedBy) peopleIds.add(row.resolvedBy);
  }
  const people = new Map(
    (
      await db
        .select({ id: user.id, name: user.name, role: user.role })
        .from(user)
        .where(inArray(user.id, [...peopleIds]))
    ).map((p) => [p.id, p]),
  );
  const personOf = (id: string) => people.get(id) ?? { id, name: '—', role: 'client' as const };
  const replies = new Map<string, ProofReply[]>();
  for (const r of replyRows) {
    if (!r.parentId) continue;
    const list = replies.get(r.parentId) ?? [];
    list.push({
      id: r.id,
      author: personOf(r.authorId),
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    });
    replies.set(r.parentId, list);
  }
  return pins.map((c) => ({
    id: c.id,
    version: c.version,
    number: c.number ?? 0,
    page: c.page ?? 1,
    x: c.x ?? 0,
    y: c.y ?? 0,
    w: c.w,
    h: c.h,
    text: c.text,
    state: c.state,
    author: personOf(c.authorId),
    createdAt: c.createdAt.toISOString(),
    resolvedAt: c.resolvedAt?.toISOString() ?? null,
    resolvedBy: c.resolvedBy ? personOf(c.resolvedBy) : null,
    changeEventId: c.changeEventId,
    replies: replies.get(c.id) ?? [],
  }));
}

async function pinById(db: Executor, artId: string, id: string): Promise<ProofPin> {
  const [row] = await db
    .select({ version: proofComment.version })
    .from(proofComment)
    .where(eq(proofComment.id, id));
  const pin = (await pinsOf(db, artId, row ? [row.version] : [])).find((p) => p.id === id);
  if (!pin) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  return pin;
}

/**
 * A new pin on a page of a delivered version, numbered next for that version (at most
 * MAX_PINS_PER_VERSION; the author's comment rate is counted first).
 */
export async function addPin(
  db: Database,
  input: { artId: string; viewer: Viewer } & AddPinInput,
): Promise<ProofPin> {
  const id = await db.transaction(async (tx) => {
    await countComment(tx, input.viewer.id);
    // The art's row lock numbers concurrent pins one after the other, and makes the count below
    // and the insert one step: two requests cannot both take the version's last free place.
    const art = await visibleArt(tx, input.artId, input.viewer, true);
    const delivery = (await deliveryOf(tx, art.id, input.version))!;
    const [last] = await tx
      .select({ n: max(proofComment.number), pins: count() })
      .from(proofComment)
      .where(and(eq(proofComment.fileId, delivery.fileId), isNull(proofComment.parentId)));
    if ((last?.pins ?? 0) >= MAX_PINS_PER_VERSION) throw pinsLimitReached();
    const [row] = await tx
      .insert(proofComment)
      .values({
        artId: art.id,
        ownerId: art.ownerId,
        fileId: delivery.fileId,
        version: delivery.version,
        number: (last?.n ?? 0) + 1,
        page: input.page,
        x: input.x,
        y: input.y,
        w: input.w ?? null,
        h: input.h ?? null,
        authorId: input.viewer.id,
        text: input.text,
      })
      .returning({ id: proofComment.id, number: proofComment.number });
    await tx.insert(artEvent).values({
      artId: art.id,
      type: 'comment_added',
      actorId: input.viewer.id,
      version: delivery.version,
      note: `#${row!.number}: ${input.text}`,
    });
    return row!.id;
  });
  return pinById(db, input.artId, id);
}

/** The pin `commentId` of the art (a reply's id is not a pin: 404). */
async function pinOfArt(tx: Executor, artId: string, commentId: string) {
  if (!isId(commentId)) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  const [pin] = await tx
    .select()
    .from(proofComment)
    .where(
      and(
        eq(proofComment.id, commentId),
        eq(proofComment.artId, artId),
        isNull(proofComment.parentId),
      ),
    );
  if (!pin) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  return pin;
}

/**
 * A reply in a pin's thread (the client or the studio), with its history event (at most
 * MAX_REPLIES_PER_PIN; the author's comment rate is counted first).
 */
export async function replyToPin(
  db: Database,
  input: { artId: string; commentId: string; viewer: Viewer; text: string },
): Promise<ProofPin> {
  await db.transaction(async (tx) => {
    await countComment(tx, input.viewer.id);
    // The art's row lock (as addPin takes it) makes the count and the insert one step.
    const art = await visibleArt(tx, input.artId, input.viewer, true);
    const pin = await pinOfArt(tx, art.id, input.commentId);
    const [replies] = await tx
      .select({ n: count() })
      .from(proofComment)
      .where(eq(proofComment.parentId, pin.id));
    if ((replies?.n ?? 0) >= MAX_REPLIES_PER_PIN) throw repliesLimitReached();
    await tx.insert(proofComment).values({
      artId: art.id,
      ownerId: art.ownerId,
      fileId: pin.fileId,
      version: pin.version,
      parentId: pin.id,
      authorId: input.viewer.id,
      text: input.text,
    });
    await tx.insert(artEvent).values({
      artId: art.id,
      type: 'comment_replied',
      actorId: input.viewer.id,
      version: pin.version,
      note: `#${pin.number}: ${input.text}`,
    });
  });
  return pinById(db, input.artId, input.commentId);
}

/** Resolves or reopens a pin (409 when it already is in that state), with its history event. */
export async function setPinState(
  db: Database,
  input: { artId: string; commentId: string; viewer: Viewer; state: ProofCommentState },
): Promise<ProofPin> {
  await db.transaction(async (tx) => {
    const art = await visibleArt(tx, input.artId, input.viewer);
    const pin = await pinOfArt(tx, art.id, input.commentId);
    const resolved = input.state === 'resolvido';
    const [updated] = await tx
      .update(proofComment)
      .set({
        state: input.state,
        resolvedAt: resolved ? new Date() : null,
        resolvedBy: resolved ? input.viewer.id : null,
      })
      .where(
        and(eq(proofComment.id, pin.id), eq(proofComment.state, resolved ? 'aberto' : 'resolvido')),
      )
      .returning({ id: proofComment.id });
    if (!updated) {
      throw conflict(
        resolved ? 'Este comentário já está resolvido.' : 'Este comentário já está aberto.',
        'illegal_state',
      );
    }
    await tx.insert(artEvent).values({
      artId: art.id,
      type: resolved ? 'comment_resolved' : 'comment_reopened',
      actorId: input.viewer.id,
      version: pin.version,
      note: `#${pin.number}`,
    });
  });
  return pinById(db, input.artId, input.commentId);
}
