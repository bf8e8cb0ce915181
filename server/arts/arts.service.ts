// Art requests: what every part of their life shares (who looks, the not-found and duplicate-name
// messages, the shapes the contract shows, storage clean-up). The rules live beside it:
// art-requests (request against a credit), art-moves (the status machine), art-reads.
import { apiRoutes } from '../../common/api-routes';
import type { Role } from '../../common/constants';
import type { Database } from '../db/client';
import type { artRequest, storedFile } from '../db/schema';
import type { FileStorage, StoredUpload } from '../files/storage';
import { notFound } from '../domain-errors';
import type { JobSender } from '../jobs/queue';
import type { Logger } from '../logger';
import type { ArtSummary, FileInfo } from './art.schemas';

export interface ArtDeps {
  db: Database;
  storage: FileStorage;
  /** To ask for the previews of the files an art receives (server/previews). */
  jobs: JobSender;
  logger: Logger;
}

/**
 * Who is looking: the person (the actor of what they do) and, for a client, the open company
 * (server/auth/company.ts `viewerOf`). Anyone not an admin sees only their company's rows; without
 * `companyId`, the person's own company (its id is the account's).
 */
export interface Viewer {
  id: string;
  role: Role;
  companyId?: string;
}

/** The company whose rows a client viewer may read (docs/design.md, Ownership). */
export const companyIdOf = (viewer: Viewer): string => viewer.companyId ?? viewer.id;

/** An admin sees every company's rows; a client, their open company's. */
export const mayRead = (viewer: Viewer, ownerId: string): boolean =>
  viewer.role === 'admin' || ownerId === companyIdOf(viewer);

export const ART_NOT_FOUND_MESSAGE = 'Arte não encontrada.';
export const DUPLICATE_ART_NAME_MESSAGE =
  'Você já tem uma arte com este nome. Escolha outro nome para a nova arte.';

export const artNotFound = () => notFound(ART_NOT_FOUND_MESSAGE);

// ---- shapes ------------------------------------------------------------------------------------

export function toSummary(row: typeof artRequest.$inferSelect): ArtSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFileInfo(row: typeof storedFile.$inferSelect): FileInfo {
  return {
    id: row.id,
    originalName: row.originalName,
    size: row.size,
    contentType: row.contentType,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: apiRoutes.downloadFile(row.id),
  };
}

// ---- helpers -----------------------------------------------------------------------------------

/** The name of the unique index a database error violated, if that is what it is. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current !== 'object') break;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Best-effort removal of stored files whose database rows will never exist. */
export async function removeQuietly(storage: FileStorage, files: readonly StoredUpload[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => {})));
}
