// The compare-pages job: the difference between one page of two stored files' previews, computed
// in a child process (runIsolated, compare.task.ts) and stored beside the newer file's previews.
// Idempotent: a comparison already ready is left alone; a retry overwrites what a failed run left.
import { Readable } from 'node:stream';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { filePreview, previewCompare, storedFile } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { runIsolated, type IsolationLimits } from '../jobs/isolated';
import { defineJob } from '../jobs/queue';
import type { Logger } from '../logger';
import { compareImageKey, compareJobKey, type CompareJobData } from './compare.service';

export interface CompareJobDeps {
  config: Pick<Config, 'previewNice' | 'workerMemoryMb'>;
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

/** Two 2400 px pages take well under a second; the deadline leaves room for a busy machine. */
export const COMPARE_LIMITS: IsolationLimits = { timeoutMs: 60_000, maxHeapMb: 512 };
const MAX_COMPARE_IMAGE_BYTES = 50 * 1024 * 1024;

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  return Buffer.concat(await object.body.toArray());
}

const rowOf = (data: CompareJobData) =>
  and(
    eq(previewCompare.fromFileId, data.fromFileId),
    eq(previewCompare.toFileId, data.toFileId),
    eq(previewCompare.page, data.page),
  );

/** Computes and stores one comparison; returns the child's own time (ms), or null if skipped. */
export async function runComparison(
  deps: CompareJobDeps,
  data: CompareJobData,
): Promise<{ taskMs: number } | null> {
  const { db, storage, logger } = deps;
  const files = await db
    .select({ file: storedFile, preview: filePreview })
    .from(storedFile)
    .innerJoin(filePreview, eq(filePreview.fileId, storedFile.id))
    .where(inArray(storedFile.id, [data.fromFileId, data.toFileId]));
  const from = files.find((row) => row.file.id === data.fromFileId);
  const to = files.find((row) => row.file.id === data.toFileId);
  // A file deleted since, or a preview not (or no longer) ready: nothing to compare.
  const ready = (row: typeof from) =>
    row?.preview.status === 'ready' &&
    row.preview.keyPrefix &&
    row.preview.pages.length >= data.page
      ? row.preview.keyPrefix
      : null;
  const fromPrefix = ready(from);
  const toPrefix = ready(to);
  if (!from || !to || !fromPrefix || !toPrefix) return null;

  await db.insert(previewCompare).values(data).onConflictDoNothing();
  // Claims the work: only a comparison that is not finished is counted and computed.
  const [claimed] = await db
    .update(previewCompare)
    .set({ attempts: sql`${previewCompare.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        rowOf(data),
        or(eq(previewCompare.status, 'pending'), eq(previewCompare.status, 'failed')),
      ),
    )
    .returning({ attempts: previewCompare.attempts });
  if (!claimed) return null;

  const started = performance.now();
  try {
    const [older, newer] = await Promise.all([
      readAll(storage, `${fromPrefix}page-${data.page}.webp`),
      readAll(storage, `${toPrefix}page-${data.page}.webp`),
    ]);
    const result = await runIsolated(
      'comparePages',
      { from: older, to: newer, niceness: deps.config.previewNice },
      { ...COMPARE_LIMITS, memoryMb: deps.config.workerMemoryMb },
    );
    const key = compareImageKey(to.file.storageKey, data.fromFileId, data.page);
    await storage.remove(key); // a retry replaces what an earlier run left
    await storage.put(key, Readable.from([result.image]), MAX_COMPARE_IMAGE_BYTES);
    await db
      .update(previewCompare)
      .set({
        status: 'ready',
        changedPercent: result.changedPercent,
        width: result.width,
        height: result.height,
        imageKey: key,
        error: null,
      })
      .where(rowOf(data));
    logger.info(
      {
        ...data,
        changedPercent: Number(result.changedPercent.toFixed(2)),
        taskMs: result.ms,
        ms: Math.round(performance.now() - started),
      },
      'comparison ready',
    );
    return { taskMs: result.ms };
  } catch (error) {
    // Kept for the logs; the queue retries the job a few times.
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(previewCompare)
      .set({ status: 'failed', error: message.slice(0, 2_000) })
      .where(rowOf(data));
    throw error;
  }
}

export function comparePagesJob(deps: CompareJobDeps) {
  return defineJob<CompareJobData>({
    name: compareJobKey.name,
    retry: { limit: 2, delaySeconds: 10, backoff: true },
    expireInSeconds: 300,
    run: async (data) => {
      await runComparison(deps, data);
    },
  });
}
