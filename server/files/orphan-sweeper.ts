// Removes stored uploads that no stored_file row references: what a crash (kill -9, power loss)
// leaves behind when it strikes after a file was streamed in but before its row was written, or
// while its removal was pending. Runs hourly as a job of the queue, on disk and on S3 alike.
// Only objects older than an hour are touched: an upload in progress streams for minutes before
// its row exists, and a request with several files keeps the first ones rowless until the last
// one is in. The same job removes this machine's scratch folders of jobs killed mid-way, and the
// delivery drafts the studio never confirmed (sweepAbandonedDrafts).
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFile } from '../db/schema';
import { defineJob } from '../jobs/queue';
import { sweepWorkDirs } from '../jobs/work-dir';
import type { Logger } from '../logger';
import type { FileStorage } from './storage';

/** Where uploads live (`uploads/{ownerId}/{uuid}`); other prefixes are not ours to sweep. */
export const UPLOADS_PREFIX = 'uploads/';
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_CRON = '30 * * * *';
/**
 * A delivery draft ('Enviar' before 'Confirmar envio') older than this was abandoned: the dialog
 * was closed without 'Cancelar' (the tab, the browser), or its 'Cancelar' failed. A day leaves
 * the studio a dialog left open over lunch, and keeps no file the client never got for long.
 */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Keys checked against the database per query. */
const BATCH = 500;

/** The original a key belongs to: itself, or for a preview image the file it previews. */
const PREVIEW_MARKER = '.preview/';
function sourceKeyOf(key: string): string {
  const marker = key.indexOf(PREVIEW_MARKER);
  return marker < 0 ? key : key.slice(0, marker);
}

export interface SweepDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

export interface SweepResult {
  /** Objects listed under the uploads prefix. */
  scanned: number;
  /** Old enough and referenced by no row. */
  removed: number;
  ms: number;
}

export async function sweepOrphanFiles(
  deps: SweepDeps,
  options: { minAgeMs?: number; now?: Date } = {},
): Promise<SweepResult> {
  const { db, storage, logger } = deps;
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const started = performance.now();
  let scanned = 0;
  let removed = 0;

  const sweep = async (keys: string[]) => {
    // A preview image (`{storageKey}.preview/…`) lives as long as its original's row.
    const sources = [...new Set(keys.map(sourceKeyOf))];
    const referenced = new Set(
      (
        await db
          .select({ key: storedFile.storageKey })
          .from(storedFile)
          .where(inArray(storedFile.storageKey, sources))
      ).map((row) => row.key),
    );
    for (const key of keys) {
      if (referenced.has(sourceKeyOf(key))) continue;
      await storage.remove(key);
      removed++;
      logger.info({ key }, 'orphan sweeper: removed an unreferenced file');
    }
  };

  let batch: string[] = [];
  for await (const object of storage.list(UPLOADS_PREFIX)) {
    scanned++;
    if (object.lastModified.getTime() > cutoff) continue; // young: maybe an upload in progress
    batch.push(object.key);
    if (batch.length >= BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);

  const result = { scanned, removed, ms: Math.round(performance.now() - started) };
  logger.info(result, 'orphan sweeper: done');
  return result;
}

/**
 * Removes the delivery drafts older than `maxAgeMs`: their rows (their pre-flight reports go
 * with them) first, then their bytes. A crash between the two leaves objects no row references,
 * which the orphan sweep removes an hour later. Returns how many drafts were removed.
 */
export async function sweepAbandonedDrafts(
  deps: SweepDeps,
  options: { maxAgeMs?: number; now?: Date } = {},
): Promise<number> {
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - (options.maxAgeMs ?? DRAFT_MAX_AGE_MS),
  );
  const gone = await deps.db
    .delete(storedFile)
    .where(and(eq(storedFile.kind, 'delivery_draft'), lt(storedFile.createdAt, cutoff)))
    .returning({ id: storedFile.id, artId: storedFile.artId, storageKey: storedFile.storageKey });
  for (const draft of gone) {
    await deps.storage.remove(draft.storageKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: draft.storageKey }, 'draft sweep: left to the orphans');
    });
    deps.logger.info({ fileId: draft.id, artId: draft.artId }, 'draft sweep: removed a draft');
  }
  return gone.length;
}

export function orphanSweeperJob(deps: SweepDeps) {
  return defineJob({
    name: 'orphan-file-sweep',
    schedule: { cron: ORPHAN_SWEEP_CRON },
    policy: 'stately',
    run: async () => {
      await sweepAbandonedDrafts(deps);
      await sweepOrphanFiles(deps);
      // This machine's scratch copies left by a process killed mid-job (server/jobs/work-dir.ts).
      const folders = await sweepWorkDirs();
      if (folders > 0) deps.logger.info({ folders }, 'orphan sweeper: removed scratch folders');
    },
  });
}
