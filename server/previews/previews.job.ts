// The file-preview job: renders one stored file's preview images in a child process (runIsolated)
// and stores them beside the original, under `{storageKey}.preview/`. Idempotent: a file whose
// previews are ready (or known unavailable) is left alone; a retry overwrites what a failed run
// left. The catch-up job queues files that never got their job (uploaded before previews
// existed, or a crash between the upload's commit and the send).
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { filePreview, storedFile } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { IsolatedTaskError, runIsolated, type IsolationLimits } from '../jobs/isolated';
import { defineJob, type JobSender } from '../jobs/queue';
import { makeWorkDir } from '../jobs/work-dir';
import type { Logger } from '../logger';
import { previewJobKey, requestPreviews } from './previews.service';

export interface PreviewJobDeps {
  config: Pick<Config, 'previewNice' | 'workerMemoryMb'>;
  db: Database;
  storage: FileStorage;
  logger: Logger;
  jobs: JobSender;
  /** Told once a file's preview job has ended without an error (what waits on it goes on). */
  afterPreview?: (fileId: string) => Promise<void>;
}

/** Where a file's preview images live: beside the original, so they share its fate. */
export const previewKeyPrefix = (storageKey: string) => `${storageKey}.preview/`;
export const PREVIEW_KEY_MARKER = '.preview/';
/** Why a file beyond the child's memory or time has no preview (it is not tried again). */
export const PREVIEW_LIMITS_EXCEEDED = 'o arquivo excede os limites de pré-visualização';
/** The largest preview image we store (a 2400 px WebP is far below). */
const MAX_PREVIEW_IMAGE_BYTES = 50 * 1024 * 1024;
/**
 * The child's limits: the V8 heap (a PSD's composite, the sharp and SVG paths) is capped here;
 * PDFium's WebAssembly memory (the PDF's bytes, a page's decoded images and bitmap) lies outside
 * that heap and counts against the child's whole memory, capped by config WORKER_MEMORY_MB (a
 * 50 MB PDF of big images peaks near 450 MB RSS in all). The deadline leaves room for a busy
 * machine (the renderer runs at a lower priority).
 */
export const PREVIEW_LIMITS: IsolationLimits = { timeoutMs: 300_000, maxHeapMb: 1024 };
/** Files the catch-up queues per run (it runs at start-up and hourly). */
const CATCH_UP_BATCH = 500;
/** A pending row older than this whose job is gone is sent again. */
const STALE_PENDING_MS = 15 * 60 * 1000;

async function copyToTemp(storage: FileStorage, key: string, file: string) {
  const object = await storage.get(key);
  await pipeline(object.body, createWriteStream(file));
}

export async function makePreview(deps: PreviewJobDeps, fileId: string): Promise<void> {
  const { db, storage, logger } = deps;
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, fileId));
  if (!file) return; // deleted since: nothing to show
  await db.insert(filePreview).values({ fileId, ownerId: file.ownerId }).onConflictDoNothing();
  // Claims the work: only a row that is not finished is counted and rendered.
  const [claimed] = await db
    .update(filePreview)
    .set({ attempts: sql`${filePreview.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(filePreview.fileId, fileId),
        or(eq(filePreview.status, 'pending'), eq(filePreview.status, 'failed')),
      ),
    )
    .returning({ attempts: filePreview.attempts });
  if (!claimed) return;

  const started = performance.now();
  const workDir = await makeWorkDir('preview-');
  try {
    const sourcePath = path.join(workDir, 'source');
    await copyToTemp(storage, file.storageKey, sourcePath);
    const result = await runIsolated(
      'renderPreview',
      { sourcePath, outDir: workDir, niceness: deps.config.previewNice },
      { ...PREVIEW_LIMITS, memoryMb: deps.config.workerMemoryMb },
    ).catch((error: unknown) => {
      // The same bytes would exceed the same limits: a fact about the file, not a failure.
      if (error instanceof IsolatedTaskError && error.exceededLimit)
        return { status: 'unavailable' as const, reason: PREVIEW_LIMITS_EXCEEDED };
      throw error;
    });
    if (result.status === 'unavailable') {
      await db
        .update(filePreview)
        .set({ status: 'unavailable', error: result.reason, pages: [], keyPrefix: null })
        .where(eq(filePreview.fileId, fileId));
      logger.info({ fileId, reason: result.reason }, 'preview unavailable');
      return;
    }
    const prefix = previewKeyPrefix(file.storageKey);
    const store = async (from: string, name: string) => {
      const key = `${prefix}${name}`;
      await storage.remove(key); // a retry replaces what an earlier run left
      await storage.put(key, createReadStream(from), MAX_PREVIEW_IMAGE_BYTES);
    };
    for (const [index, page] of result.pages.entries()) {
      await store(page.path, `page-${index + 1}.webp`);
    }
    await store(result.thumbnailPath, 'thumb.webp');
    await db
      .update(filePreview)
      .set({
        status: 'ready',
        pages: result.pages.map(({ width, height }) => ({ width, height })),
        sourcePages: result.sourcePages,
        keyPrefix: prefix,
        error: null,
      })
      .where(eq(filePreview.fileId, fileId));
    logger.info(
      { fileId, pages: result.pages.length, ms: Math.round(performance.now() - started) },
      'preview ready',
    );
  } catch (error) {
    // Kept for the admin; the queue retries the job a few times.
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(filePreview)
      .set({ status: 'failed', error: message.slice(0, 2_000) })
      .where(eq(filePreview.fileId, fileId));
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export function filePreviewJob(deps: PreviewJobDeps) {
  return defineJob<{ fileId: string }>({
    name: previewJobKey.name,
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 600,
    run: async ({ fileId }) => {
      await makePreview(deps, fileId);
      await deps.afterPreview?.(fileId);
    },
  });
}

/**
 * Queues the files that have no preview row (uploaded before previews existed, or lost between
 * commit and send) and the pending rows whose job is long gone. At start-up and hourly.
 */
export async function catchUpPreviews(deps: PreviewJobDeps): Promise<number> {
  const { db } = deps;
  const missing = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .leftJoin(filePreview, eq(filePreview.fileId, storedFile.id))
    .where(
      or(
        isNull(filePreview.fileId),
        and(
          eq(filePreview.status, 'pending'),
          lt(filePreview.updatedAt, new Date(Date.now() - STALE_PENDING_MS)),
        ),
      ),
    )
    .limit(CATCH_UP_BATCH);
  await requestPreviews(
    deps,
    missing.map((row) => row.id),
  );
  if (missing.length > 0) deps.logger.info({ files: missing.length }, 'previews: caught up');
  return missing.length;
}

export function previewCatchUpJob(deps: PreviewJobDeps) {
  return defineJob({
    name: 'file-preview-catch-up',
    policy: 'stately',
    atStartup: { afterSeconds: 20 },
    schedule: { cron: '45 * * * *' },
    run: async () => {
      await catchUpPreviews(deps);
    },
  });
}
