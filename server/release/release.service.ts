// Release to the plate maker (docs/product/release.md): the client, or the studio for them, sends
// the approved version's release package to a plate maker ('clicheria'); the plate maker opens it
// through a signed link that expires (RELEASE_LINK_DAYS), downloads and confirms receipt. Every
// download and the receipt are logged; the studio can revoke a link. Only a hash of a link's token
// is stored.
import { storedBrief, type ArtBrief } from '../../common/brief';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ART_STATUS } from '../../common/constants';
import { FILES_LOCKED_MESSAGE } from '../../common/release';
import type { SendRelease } from '../../common/release-schemas';
import { recordAdminAction } from '../audit/audit.service';
import type { Database, Executor } from '../db/client';
import {
  artApproval,
  artEvent,
  artRelease,
  artReleaseEvent,
  artRequest,
  plateMaker,
  storedFile,
  user,
} from '../db/schema';
import { conflict, forbidden, notFound } from '../domain-errors';
import type { FileStorage } from '../files/storage';
import { streamZip, type ZipEntry } from '../files/zip-stream';
import { isId } from '../ids';
import type { Logger } from '../logger';
import { notify } from '../notifications/notify';
import { isFeeSettled } from '../payments/charges.service';
import { currentDelivery } from '../arts/art-moves.service';
import { type Viewer, artNotFound, mayRead } from '../arts/arts.service';
import { releaseStateOf } from './release-state';
import type { ArtReleaseInfo, PublicRelease, ReleaseView } from './release.schemas';

export const RELEASE_LINK_NOT_FOUND_MESSAGE =
  'Link não encontrado. Confira o endereço recebido por e-mail.';
export const RELEASE_LINK_EXPIRED_MESSAGE =
  'Este link expirou. Peça ao cliente ou ao estúdio um novo envio.';
export const RELEASE_LINK_REVOKED_MESSAGE =
  'Este link foi cancelado pelo estúdio. Peça um novo envio.';
export const NOT_RELEASED_MESSAGE =
  'A arte só pode ser enviada à clicheria depois de aprovada e com a taxa de aprovação paga.';
export const RELEASE_NOT_FOUND_MESSAGE = 'Envio não encontrado.';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ReleaseRow = typeof artRelease.$inferSelect;

/** One entry of a release package: a stored file or a generated one, and how to read it. */
export interface ReleaseFile {
  /** Its address in the link's routes (/files/{key}). */
  key: string;
  name: string;
  contentType: string;
  /** Known for stored files; null for one made on request (the ficha). */
  size: number | null;
  open: () => Promise<Readable | Buffer>;
}

/**
 * The release package of a release, in order: the approved version's print file, the ficha
 * técnica and, once its job has made it, the approval's termo (the newest approval of that
 * version). The one place that lists it: the page, each download and the ZIP read it.
 */
export async function releaseFilesOf(
  deps: { db: Executor; storage: FileStorage },
  release: ReleaseRow,
): Promise<ReleaseFile[]> {
  const [row] = await deps.db
    .select({ file: storedFile, art: artRequest, company: user.name })
    .from(storedFile)
    .innerJoin(artRequest, eq(artRequest.id, storedFile.artId))
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(eq(storedFile.id, release.fileId));
  if (!row) throw notFound(RELEASE_LINK_NOT_FOUND_MESSAGE);
  const { file, art, company } = row;
  const [approved] = await deps.db
    .select({ at: artEvent.createdAt })
    .from(artEvent)
    .where(
      and(
        eq(artEvent.artId, art.id),
        eq(artEvent.type, 'approved'),
        eq(artEvent.version, release.version),
      ),
    )
    .orderBy(desc(artEvent.createdAt))
    .limit(1);
  const [termo] = await deps.db
    .select({
      code: artApproval.code,
      storageKey: artApproval.termoStorageKey,
      size: artApproval.termoSize,
    })
    .from(artApproval)
    .where(
      and(
        eq(artApproval.artId, art.id),
        eq(artApproval.version, release.version),
        isNotNull(artApproval.termoStorageKey),
      ),
    )
    .orderBy(desc(artApproval.approvedAt))
    .limit(1);
  const termoKey = termo?.storageKey;
  const termoFile: ReleaseFile[] =
    termo && termoKey && termo.size !== null
      ? [
          {
            key: 'termo',
            name: `termo-de-aprovacao-${termo.code}.pdf`,
            contentType: 'application/pdf',
            size: termo.size,
            open: async () => (await deps.storage.get(termoKey)).body,
          },
        ]
      : [];
  return [
    {
      key: 'impressao',
      name: file.originalName,
      contentType: file.contentType,
      size: file.size,
      open: async () => (await deps.storage.get(file.storageKey)).body,
    },
    {
      key: 'ficha-tecnica',
      name: `ficha-tecnica-v${release.version}.pdf`,
      contentType: 'application/pdf',
      size: null,
      open: async () => {
        // pdf-lib loads only when a ficha is asked for, not when the server starts.
        const { fichaTecnicaPdf } = await import('./ficha-tecnica');
        return Buffer.from(
          await fichaTecnicaPdf({
            artName: art.name,
            company,
            version: release.version,
            file: { name: file.originalName, size: file.size, sha256: file.sha256 },
            approvedAt: approved?.at ?? null,
            brief: storedBrief(art.brief),
            techSheet: file.techSheet,
            generatedAt: release.createdAt,
          }),
        );
      },
    },
    ...termoFile,
  ];
}

/** The release package as one ZIP stream (stored entries: memory stays flat whatever the size). */
export function streamReleaseZip(files: readonly ReleaseFile[], log: Logger, date: Date): Readable {
  const entries: ZipEntry[] = files.map((file) => ({
    name: file.name,
    date,
    store: file.size !== null,
    open: file.open,
  }));
  return streamZip(entries, log, { label: 'release' });
}

/** The ZIP's name: the art's, made safe for a header and a file system, and the version. */
export async function releaseZipNameOf(db: Executor, release: ReleaseRow): Promise<string> {
  const [art] = await db
    .select({ name: artRequest.name })
    .from(artRequest)
    .where(eq(artRequest.id, release.artId));
  return releaseZipName(art?.name ?? 'arte', release.version);
}

const releaseZipName = (artName: string, version: number) =>
  `${
    artName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'arte'
  }-v${version}.zip`;

// ---- sending ------------------------------------------------------------------------------------

interface ArtForRelease {
  id: string;
  ownerId: string;
  status: string;
}

async function artForViewer(db: Executor, artId: string, viewer: Viewer): Promise<ArtForRelease> {
  if (!isId(artId)) throw artNotFound();
  const [art] = await db
    .select({ id: artRequest.id, ownerId: artRequest.ownerId, status: artRequest.status })
    .from(artRequest)
    .where(eq(artRequest.id, artId));
  if (!art || !mayRead(viewer, art.ownerId)) throw artNotFound();
  return art;
}

/**
 * 'Enviar para clicheria': a link for one plate maker (a saved one, or a new one saved for the
 * client), to the approved version, once the art is released. The plate maker's mail carries the
 * token; the row its hash. Sent by the studio, it is audited.
 */
export async function sendRelease(
  deps: { db: Database; linkDays: number },
  input: { artId: string; viewer: Viewer; body: SendRelease; now?: Date },
): Promise<ReleaseView> {
  const now = input.now ?? new Date();
  const { db } = deps;
  const token = randomBytes(32).toString('base64url');
  const releaseId = await db.transaction(async (tx) => {
    // The art's row lock orders a release against a change request or a new version.
    const art = await artForViewer(tx, input.artId, input.viewer);
    const [locked] = await tx
      .select({ status: artRequest.status })
      .from(artRequest)
      .where(eq(artRequest.id, art.id))
      .for('update');
    if (locked?.status !== ART_STATUS.approved || !(await isFeeSettled(tx, art.id))) {
      throw conflict(NOT_RELEASED_MESSAGE, 'not_released');
    }
    const current = await currentDelivery(tx, art.id);
    if (!current?.version) throw conflict(NOT_RELEASED_MESSAGE, 'not_released');

    const maker = await plateMakerFor(tx, art.ownerId, input.body);
    const [created] = await tx
      .insert(artRelease)
      .values({
        artId: art.id,
        ownerId: art.ownerId,
        version: current.version,
        fileId: current.id,
        plateMakerId: maker.id,
        recipientName: maker.name,
        recipientEmail: maker.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + deps.linkDays * 86_400_000),
        sentBy: input.viewer.id,
        createdAt: now,
      })
      .returning({ id: artRelease.id });
    if (!created) throw new Error('release insert returned nothing');
    if (input.viewer.role === 'admin') {
      await recordAdminAction(tx, {
        actorId: input.viewer.id,
        action: 'release_sent',
        clientId: art.ownerId,
        artId: art.id,
        details: { releaseId: created.id, version: current.version, to: maker.email },
      });
    }
    await notify(db, tx, { type: 'release_sent', releaseId: created.id, token });
    return created.id;
  });
  const [view] = await releaseViews(db, { releaseIds: [releaseId], now });
  return view!;
}

async function plateMakerFor(
  tx: Executor,
  ownerId: string,
  body: SendRelease,
): Promise<{ id: string; name: string; email: string }> {
  if ('plateMakerId' in body) {
    const [saved] = await tx
      .select({ id: plateMaker.id, name: plateMaker.name, email: plateMaker.email })
      .from(plateMaker)
      .where(and(eq(plateMaker.id, body.plateMakerId), eq(plateMaker.ownerId, ownerId)));
    if (!saved) throw notFound('Clicheria não encontrada.');
    return saved;
  }
  const input = body.plateMaker;
  const [saved] = await tx
    .insert(plateMaker)
    .values({ ownerId, name: input.name, email: input.email, whatsapp: input.whatsapp })
    .onConflictDoUpdate({
      target: [plateMaker.ownerId, plateMaker.email],
      set: { name: input.name, whatsapp: input.whatsapp, updatedAt: new Date() },
    })
    .returning({ id: plateMaker.id, name: plateMaker.name, email: plateMaker.email });
  if (!saved) throw new Error('plate maker upsert returned nothing');
  return saved;
}

/** The studio revokes a link: it stops opening at once; its history stays. */
export async function revokeRelease(
  db: Database,
  input: { releaseId: string; adminId: string; now?: Date },
): Promise<ReleaseView> {
  if (!isId(input.releaseId)) throw notFound(RELEASE_NOT_FOUND_MESSAGE);
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(artRelease)
      .set({ revokedAt: now, revokedBy: input.adminId })
      .where(and(eq(artRelease.id, input.releaseId), isNull(artRelease.revokedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: artRelease.id })
        .from(artRelease)
        .where(eq(artRelease.id, input.releaseId));
      if (!exists) throw notFound(RELEASE_NOT_FOUND_MESSAGE);
      return; // already revoked: nothing changes
    }
    await recordAdminAction(tx, {
      actorId: input.adminId,
      action: 'release_revoked',
      clientId: row.ownerId,
      artId: row.artId,
      details: { releaseId: row.id, version: row.version, to: row.recipientEmail },
    });
  });
  const [view] = await releaseViews(db, { releaseIds: [input.releaseId], now });
  return view!;
}

// ---- reading ------------------------------------------------------------------------------------

const linkStatus = (row: ReleaseRow, now: Date): ReleaseView['linkStatus'] =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

async function releaseViews(
  db: Executor,
  input: { artId?: string; releaseIds?: string[]; now: Date },
): Promise<ReleaseView[]> {
  const where = input.artId
    ? eq(artRelease.artId, input.artId)
    : inArray(artRelease.id, input.releaseIds ?? []);
  const rows = await db
    .select({ release: artRelease, senderRole: user.role, senderName: user.name })
    .from(artRelease)
    .innerJoin(user, eq(user.id, artRelease.sentBy))
    .where(where)
    .orderBy(desc(artRelease.createdAt), desc(artRelease.id));
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(artReleaseEvent)
    .where(
      inArray(
        artReleaseEvent.releaseId,
        rows.map((row) => row.release.id),
      ),
    )
    .orderBy(asc(artReleaseEvent.createdAt), asc(artReleaseEvent.id));
  return rows.map(({ release, senderRole, senderName }) => ({
    id: release.id,
    version: release.version,
    plateMaker: { name: release.recipientName, email: release.recipientEmail },
    sentAt: release.createdAt.toISOString(),
    sentBy: senderRole === 'admin' ? 'studio' : 'client',
    senderName,
    expiresAt: release.expiresAt.toISOString(),
    revokedAt: release.revokedAt?.toISOString() ?? null,
    confirmedAt: release.confirmedAt?.toISOString() ?? null,
    linkStatus: linkStatus(release, input.now),
    downloads: events
      .filter((event) => event.releaseId === release.id && event.type === 'downloaded')
      .map((event) => ({ at: event.createdAt.toISOString(), entry: event.entry ?? '' })),
  }));
}

/** The art page's 'Enviar para clicheria': the state, the saved plate makers and every send. */
export async function getArtRelease(
  db: Database,
  input: { artId: string; viewer: Viewer; now?: Date },
): Promise<ArtReleaseInfo> {
  const art = await artForViewer(db, input.artId, input.viewer);
  const now = input.now ?? new Date();
  const [state, makers, releases, [brief]] = await Promise.all([
    releaseStateOf(db, art.id),
    db
      .select({
        id: plateMaker.id,
        name: plateMaker.name,
        email: plateMaker.email,
        whatsapp: plateMaker.whatsapp,
      })
      .from(plateMaker)
      .where(eq(plateMaker.ownerId, art.ownerId))
      .orderBy(asc(plateMaker.name)),
    releaseViews(db, { artId: art.id, now }),
    db.select({ brief: artRequest.brief }).from(artRequest).where(eq(artRequest.id, art.id)),
  ]);
  return {
    state,
    plateMakers: makers,
    suggestedPlateMaker: suggestedPlateMakerOf(storedBrief(brief?.brief)),
    releases,
  };
}

// ---- the plate maker's link ---------------------------------------------------------------------

/**
 * The release a token opens: unknown, expired or revoked links answer 404 with their reason, and
 * a link whose art's fee is no longer settled (refunded) answers 403. Nothing else about the art
 * is reachable through it.
 */
export async function openRelease(
  db: Executor,
  token: string,
  now: Date = new Date(),
): Promise<ReleaseRow> {
  if (!TOKEN_PATTERN.test(token)) throw notFound(RELEASE_LINK_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(artRelease)
    .where(eq(artRelease.tokenHash, hashToken(token)));
  if (!row) throw notFound(RELEASE_LINK_NOT_FOUND_MESSAGE);
  if (row.revokedAt) throw notFound(RELEASE_LINK_REVOKED_MESSAGE);
  if (row.expiresAt.getTime() <= now.getTime()) throw notFound(RELEASE_LINK_EXPIRED_MESSAGE);
  if (!(await isFeeSettled(db, row.artId))) throw forbidden(FILES_LOCKED_MESSAGE, 'files_locked');
  return row;
}

export async function publicRelease(
  deps: { db: Executor; storage: FileStorage },
  release: ReleaseRow,
  links: { file: (key: string) => string; zip: string },
): Promise<PublicRelease> {
  const [row] = await deps.db
    .select({ artName: artRequest.name, company: user.name })
    .from(artRequest)
    .innerJoin(user, eq(user.id, artRequest.ownerId))
    .where(eq(artRequest.id, release.artId));
  const files = await releaseFilesOf(deps, release);
  return {
    artName: row?.artName ?? '',
    company: row?.company ?? '',
    version: release.version,
    plateMaker: release.recipientName,
    expiresAt: release.expiresAt.toISOString(),
    confirmedAt: release.confirmedAt?.toISOString() ?? null,
    files: files.map((file) => ({
      key: file.key,
      name: file.name,
      size: file.size,
      url: links.file(file.key),
    })),
    zipUrl: links.zip,
  };
}

export interface LinkVisitor {
  ip: string;
  userAgent: string | null;
}

export async function logReleaseDownload(
  db: Executor,
  release: ReleaseRow,
  entry: string,
  visitor: LinkVisitor,
): Promise<void> {
  await db.insert(artReleaseEvent).values({
    releaseId: release.id,
    type: 'downloaded',
    entry,
    ip: visitor.ip,
    userAgent: visitor.userAgent?.slice(0, 500) ?? null,
  });
}

/**
 * 'Confirmar recebimento': recorded once (the first press), with the client's notice in the same
 * transaction; a repeated press changes nothing and answers the same.
 */
export async function confirmReleaseReceipt(
  db: Database,
  release: ReleaseRow,
  visitor: LinkVisitor,
  now: Date = new Date(),
): Promise<{ confirmedAt: string }> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .update(artRelease)
      .set({ confirmedAt: now })
      .where(and(eq(artRelease.id, release.id), isNull(artRelease.confirmedAt)))
      .returning({ confirmedAt: artRelease.confirmedAt });
    if (first?.confirmedAt) {
      await tx.insert(artReleaseEvent).values({
        releaseId: release.id,
        type: 'confirmed',
        ip: visitor.ip,
        userAgent: visitor.userAgent?.slice(0, 500) ?? null,
        createdAt: now,
      });
      await notify(db, tx, { type: 'release_received', releaseId: release.id });
      return { confirmedAt: first.confirmedAt.toISOString() };
    }
    const [row] = await tx
      .select({ confirmedAt: artRelease.confirmedAt })
      .from(artRelease)
      .where(eq(artRelease.id, release.id));
    return { confirmedAt: (row?.confirmedAt ?? now).toISOString() };
  });
}

/** The plate maker a brief names: the flexo brief's, or the printer a closed file is for. */
function suggestedPlateMakerOf(brief: ArtBrief | null): string | null {
  if (brief?.service === 'flexo') return brief.plateMaker ?? null;
  if (brief?.service === 'fechamento') return brief.printer;
  return null;
}
