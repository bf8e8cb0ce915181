// Which stored file a viewer may download: their own (attachments they sent, deliveries made for
// them) or, for an admin, any. Everyone else learns nothing, not even that the file exists.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFile } from '../db/schema';
import { FILES_LOCKED_MESSAGE } from '../../common/release';
import { forbidden, notFound } from '../domain-errors';
import { deliveryReleased } from '../release/release-state';
import { mayRead, type Viewer } from '../arts/arts.service';
import { isId } from '../ids';

export const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado.';

export type StoredFileRow = typeof storedFile.$inferSelect;

export async function findDownloadableFile(
  db: Database,
  input: { fileId: string; viewer: Viewer },
): Promise<StoredFileRow> {
  if (!isId(input.fileId)) throw notFound(FILE_NOT_FOUND_MESSAGE);
  const [file] = await db.select().from(storedFile).where(eq(storedFile.id, input.fileId));
  if (!file || !mayRead(input.viewer, file.ownerId)) {
    throw notFound(FILE_NOT_FOUND_MESSAGE);
  }
  return file;
}

/**
 * The original a viewer may download: findDownloadableFile, and for a client a delivery only once
 * released (approved and its fee settled: docs/product/release.md). The studio always downloads;
 * previews are not originals and stay open to the owner.
 */
export async function findOriginalForDownload(
  db: Database,
  input: { fileId: string; viewer: Viewer },
): Promise<StoredFileRow> {
  const file = await findDownloadableFile(db, input);
  if (input.viewer.role !== 'admin' && file.kind === 'delivery') {
    if (!(await deliveryReleased(db, file))) throw forbidden(FILES_LOCKED_MESSAGE, 'files_locked');
  }
  return file;
}

/**
 * `attachment` with the original name twice: an ASCII fallback for old clients and the exact
 * UTF-8 name (RFC 5987 / RFC 6266). Quotes, backslashes and control characters never reach the
 * header as themselves.
 */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'arquivo';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What we tell the browser the file is: SVG (which can carry script) only ever as bytes. */
export function servedContentType(file: Pick<StoredFileRow, 'contentType'>): string {
  return file.contentType === 'image/svg+xml' ? 'application/octet-stream' : file.contentType;
}
