// Who goes first in the background queues that work on files (previews, pre-flight): the studio's
// deliveries, then clients' files in turn — a client's k-th waiting file after every other
// client's (k-1)-th — so one client's batch of uploads never holds up another client or the
// studio. pg-boss takes the highest priority first, then the oldest (docs/operations.md,
// "Background jobs").
import type { FileKind } from '../../common/constants';

import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFile } from '../db/schema';

/**
 * A studio delivery's previews and pre-flight (and a draft's, which the studio waits for in the
 * 'Enviar' dialog): ahead of every client's files.
 */
export const STUDIO_PRIORITY = 100;
/** The lowest a client's file goes: far below, whatever the backlog. */
const LOWEST = -10_000;

export interface QueuedFile {
  fileId: string;
  ownerId: string;
  kind: FileKind;
}

const isStudioFile = (file: QueuedFile) =>
  file.kind === 'delivery' || file.kind === 'delivery_draft';

/** The stored files `fileIds` as the queues weigh them: whose, and whether a delivery. */
export function queuedFilesOf(db: Database, fileIds: readonly string[]): Promise<QueuedFile[]> {
  return db
    .select({ fileId: storedFile.id, ownerId: storedFile.ownerId, kind: storedFile.kind })
    .from(storedFile)
    .where(inArray(storedFile.id, [...fileIds]));
}

/**
 * Each file's priority: STUDIO_PRIORITY for a delivery; for a client's file, minus the number of
 * that client's files already waiting (`waitingOf`) plus its place in this batch.
 */
export async function fairPriorities(
  files: readonly QueuedFile[],
  waitingOf: (db: Database, ownerIds: string[]) => Promise<Map<string, number>>,
  db: Database,
): Promise<Map<string, number>> {
  const owners = [
    ...new Set(files.filter((file) => !isStudioFile(file)).map((file) => file.ownerId)),
  ];
  const waiting = owners.length > 0 ? await waitingOf(db, owners) : new Map<string, number>();
  const priorities = new Map<string, number>();
  for (const file of files) {
    if (isStudioFile(file)) {
      priorities.set(file.fileId, STUDIO_PRIORITY);
      continue;
    }
    const ahead = waiting.get(file.ownerId) ?? 0;
    waiting.set(file.ownerId, ahead + 1);
    priorities.set(file.fileId, Math.max(LOWEST, -ahead));
  }
  return priorities;
}
