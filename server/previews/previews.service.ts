// Previews of stored files: asking for them after an upload (requestPreviews), and reading what
// exists, many files at once (previewSummariesOf) for the art pages, one file's (getPreviewSummary,
// readyPreviewImage) for the preview routes. The images are made by the file-preview job
// (previews.job.ts); this module never renders.
import { z } from '@hono/zod-openapi';
import { and, count, eq, inArray } from 'drizzle-orm';
import { apiRoutes } from '../../common/api-routes';
import { PREVIEW_STATUSES } from '../../common/constants';
import type { Viewer } from '../arts/arts.service';
import type { Database } from '../db/client';
import { filePreview } from '../db/schema';
import { notFound } from '../domain-errors';
import { findDownloadableFile } from '../files/files.service';
import { fairPriorities, queuedFilesOf } from '../jobs/fair-share';
import { jobKey, type JobSender } from '../jobs/queue';
import type { Logger } from '../logger';

export const previewJobKey = jobKey<{ fileId: string }>('file-preview');

export const PREVIEW_NOT_FOUND_MESSAGE = 'Pré-visualização não encontrada.';

export interface PreviewRequestDeps {
  db: Database;
  jobs: JobSender;
  logger: Logger;
}

/**
 * Asks for the previews of stored files whose rows have committed: a pending row per file, then
 * one job each, the studio's deliveries first and clients' files in turn (server/jobs/fair-share.ts). Never throws: an upload has succeeded whatever happens here, and a file left
 * without its job is picked up by the catch-up job (previews.job.ts).
 */
/** Each owner's files whose previews are still to be made. */
async function previewsWaiting(db: Database, ownerIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ ownerId: filePreview.ownerId, waiting: count() })
    .from(filePreview)
    .where(and(inArray(filePreview.ownerId, ownerIds), eq(filePreview.status, 'pending')))
    .groupBy(filePreview.ownerId);
  return new Map(rows.map((row) => [row.ownerId, row.waiting]));
}

export async function requestPreviews(
  deps: PreviewRequestDeps,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  try {
    const files = await queuedFilesOf(deps.db, fileIds);
    // Counted before this batch's rows exist: its files queue behind the owner's earlier ones.
    const priorities = await fairPriorities(files, previewsWaiting, deps.db);
    if (files.length > 0)
      await deps.db
        .insert(filePreview)
        .values(files.map(({ fileId, ownerId }) => ({ fileId, ownerId })))
        .onConflictDoNothing();
    for (const fileId of fileIds) {
      await deps.jobs.send(
        previewJobKey,
        { fileId },
        { singletonKey: fileId, priority: priorities.get(fileId) ?? 0 },
      );
    }
  } catch (error) {
    deps.logger.error({ err: error, fileIds }, 'previews: request failed; left to the catch-up');
  }
}

export const previewPageSchema = z
  .strictObject({
    page: z.number().int().min(1),
    width: z.number().int(),
    height: z.number().int(),
    /** GET this for the page's image (owner or admin only), inline. */
    url: z.string(),
  })
  .openapi('PreviewPage');

export const previewSummarySchema = z
  .strictObject({
    /** pending: being made; ready: pages below; unavailable: this file cannot be shown; failed. */
    status: z.enum(PREVIEW_STATUSES),
    pages: z.array(previewPageSchema),
    /** Pages in the document; more than `pages` when only the first ones were rendered. */
    sourcePages: z.number().int().nullable(),
    thumbnailUrl: z.string().nullable(),
    /** Why it failed or is unavailable: for admins only (always null for a client). */
    error: z.string().nullable(),
  })
  .openapi('PreviewSummary');
export type PreviewSummary = z.infer<typeof previewSummarySchema>;

/** A file that has no preview row yet (just uploaded, or before previews existed) is pending. */
export const PENDING_PREVIEW: PreviewSummary = {
  status: 'pending',
  pages: [],
  sourcePages: null,
  thumbnailUrl: null,
  error: null,
};

export function toPreviewSummary(
  row: typeof filePreview.$inferSelect,
  options: { forAdmin: boolean },
): PreviewSummary {
  const ready = row.status === 'ready';
  return {
    status: row.status,
    pages: ready
      ? row.pages.map((page, index) => ({
          page: index + 1,
          width: page.width,
          height: page.height,
          url: apiRoutes.previewPage(row.fileId, index + 1),
        }))
      : [],
    sourcePages: ready ? row.sourcePages : null,
    thumbnailUrl: ready ? apiRoutes.previewThumbnail(row.fileId) : null,
    error: options.forAdmin ? row.error : null,
  };
}

/**
 * One summary per file id, in one query: for an answer listing many files (an art's versions and
 * references) without a request per file. The caller has already checked who may see the files.
 */
export async function previewSummariesOf(
  db: Database,
  fileIds: readonly string[],
  options: { forAdmin: boolean },
): Promise<Map<string, PreviewSummary>> {
  const summaries = new Map<string, PreviewSummary>();
  if (fileIds.length === 0) return summaries;
  const rows = await db
    .select()
    .from(filePreview)
    .where(inArray(filePreview.fileId, [...fileIds]));
  for (const id of fileIds) summaries.set(id, PENDING_PREVIEW);
  for (const row of rows) summaries.set(row.fileId, toPreviewSummary(row, options));
  return summaries;
}

/** One file's preview summary, if the viewer may see the file (anyone else: not found). */
export async function getPreviewSummary(
  db: Database,
  input: { fileId: string; viewer: Viewer },
): Promise<PreviewSummary> {
  const file = await findDownloadableFile(db, input);
  const summaries = await previewSummariesOf(db, [file.id], {
    forAdmin: input.viewer.role === 'admin',
  });
  return summaries.get(file.id) ?? PENDING_PREVIEW;
}

/**
 * The storage key of one image of a file's ready preview, a page (from 1) or the thumbnail, if
 * the viewer may see the file. A preview not ready, or a page past its last, is not found.
 */
export async function readyPreviewImage(
  db: Database,
  input: { fileId: string; viewer: Viewer; image: number | 'thumbnail' },
): Promise<string> {
  const file = await findDownloadableFile(db, input);
  const [preview] = await db.select().from(filePreview).where(eq(filePreview.fileId, file.id));
  if (!preview || preview.status !== 'ready' || !preview.keyPrefix)
    throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
  if (input.image === 'thumbnail') return `${preview.keyPrefix}thumb.webp`;
  if (input.image > preview.pages.length) throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
  return `${preview.keyPrefix}page-${input.image}.webp`;
}
