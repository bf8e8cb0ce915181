// The approval's job: reads the approved files back from storage (their SHA-256 must still be the
// recorded one), hashes the version's preview images, makes the 'Termo de aprovação', stores it
// under `approvals/{artId}/{approvalId}.pdf` and records its SHA-256 on the record and in the
// audit trail, in one transaction. Idempotent: a record that has its termo is left alone.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAdminAction } from '../audit/audit.service';
import { baseUrlOf } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  artApproval,
  artRequest,
  filePreview,
  storedFile,
  type ApprovedPreviewPage,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { defineJob, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
import { approvalTermoJob } from './approval.service';

/** How long the job waits for the approved version's preview to be made before going without. */
export const PREVIEW_WAIT_MS = 10 * 60 * 1000;

export interface TermoDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  config: Pick<Config, 'publicUrl' | 'port'>;
}

export const termoKey = (artId: string, approvalId: string) =>
  `approvals/${artId}/${approvalId}.pdf`;

async function sha256Of(storage: FileStorage, key: string): Promise<string> {
  const { body } = await storage.get(key);
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

class PreviewPending extends Error {}

/** The version's preview pages and their SHA-256 (empty when it has none). */
async function previewHashes(
  deps: TermoDeps,
  fileId: string,
  approvedAt: Date,
  now: Date,
): Promise<ApprovedPreviewPage[]> {
  const [preview] = await deps.db.select().from(filePreview).where(eq(filePreview.fileId, fileId));
  if (preview?.status === 'pending' && now.getTime() - approvedAt.getTime() < PREVIEW_WAIT_MS) {
    throw new PreviewPending('preview not made yet');
  }
  if (!preview || preview.status !== 'ready' || !preview.keyPrefix) return [];
  const pages: ApprovedPreviewPage[] = [];
  for (let page = 1; page <= preview.pages.length; page++) {
    pages.push({
      page,
      sha256: await sha256Of(deps.storage, `${preview.keyPrefix}page-${page}.webp`),
    });
  }
  return pages;
}

/** Makes and stores one approval's termo; returns its SHA-256 (null when nothing was to do). */
export async function produceTermo(
  deps: TermoDeps,
  approvalId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const [row] = await deps.db
    .select({ approval: artApproval, artName: artRequest.name })
    .from(artApproval)
    .innerJoin(artRequest, eq(artRequest.id, artApproval.artId))
    .where(eq(artApproval.id, approvalId));
  if (!row || row.approval.termoSha256) return null;
  const record = row.approval;

  // The approved bytes are read back: the termo never vouches for a file that changed.
  const previewPages: ApprovedPreviewPage[] = [];
  for (const file of record.files) {
    const [stored] = await deps.db
      .select({ storageKey: storedFile.storageKey })
      .from(storedFile)
      .where(eq(storedFile.id, file.fileId));
    if (!stored) throw new Error(`approved file ${file.fileId} is gone`);
    const actual = await sha256Of(deps.storage, stored.storageKey);
    if (actual !== file.sha256) throw new Error(`approved file ${file.fileId} changed in storage`);
    previewPages.push(...(await previewHashes(deps, file.fileId, record.approvedAt, now)));
  }

  // pdf-lib and qrcode load with the first termo, not with the server.
  const { makeTermo } = await import('./approval-termo');
  const bytes = await makeTermo({
    record,
    artName: row.artName,
    previewPages,
    baseUrl: baseUrlOf(deps.config),
  });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = termoKey(record.artId, record.id);
  await deps.storage.put(key, Readable.from([Buffer.from(bytes)]), bytes.length + 1);
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(artApproval)
      .set({
        termoStorageKey: key,
        termoSha256: sha256,
        termoSize: bytes.length,
        termoMadeAt: now,
        previewPages,
      })
      .where(and(eq(artApproval.id, record.id), isNull(artApproval.termoSha256)))
      .returning({ id: artApproval.id });
    if (!updated) return;
    await recordAdminAction(tx, {
      actorId: record.ownerId,
      action: 'art_approved',
      clientId: record.ownerId,
      artId: record.artId,
      details: { version: record.version, code: record.code, termoSha256: sha256 },
    });
  });
  return sha256;
}

/**
 * A version's preview is settled (made, or unavailable): the approvals of that file still waiting
 * for their termo get it now, not at their job's next retry (15 s, 30 s, 1 min … apart). The
 * singleton key is not the approval's own, whose retry may be waiting: making a termo twice is
 * harmless (the second finds it made).
 */
export async function sendTermosAwaitingPreview(
  deps: { db: Database; jobs: JobSender },
  fileId: string,
): Promise<void> {
  const waiting = await deps.db
    .select({ id: artApproval.id })
    .from(artApproval)
    .where(
      and(
        isNull(artApproval.termoSha256),
        sql`${artApproval.files} @> ${JSON.stringify([{ fileId }])}::jsonb`,
      ),
    );
  for (const { id } of waiting) {
    await deps.jobs.send(approvalTermoJob, { approvalId: id }, { singletonKey: `${id}:preview` });
  }
}

export function approvalJobs(deps: TermoDeps) {
  return [
    defineJob<{ approvalId: string }>({
      ...approvalTermoJob,
      // A preview still being made (up to PREVIEW_WAIT_MS), or storage away for a while: tried
      // again, 15 s, 30 s, 1 min … apart, for hours.
      retry: { limit: 12, delaySeconds: 15, backoff: true },
      expireInSeconds: 600,
      run: async ({ approvalId }) => {
        const sha256 = await produceTermo(deps, approvalId);
        if (sha256) deps.logger.info({ approvalId, sha256 }, 'approval termo made');
      },
    }),
  ];
}
