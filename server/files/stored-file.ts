// The one way an upload already in storage becomes a stored_file row: what the upload recorded
// (name, type, size, hash, key) plus who and what the file belongs to.
import type { storedFile } from '../db/schema';
import type { StoredUpload } from './storage';

type NewStoredFile = typeof storedFile.$inferInsert;

/** Whose file it is and what it is to the art: everything but what the upload itself recorded. */
export type StoredFileFacts = Omit<
  NewStoredFile,
  'originalName' | 'contentType' | 'size' | 'sha256' | 'storageKey'
>;

/** The row of `upload`, described by `facts`. */
export const storedFileValues = (upload: StoredUpload, facts: StoredFileFacts): NewStoredFile => ({
  ...facts,
  originalName: upload.originalName,
  contentType: upload.contentType,
  size: upload.size,
  sha256: upload.sha256,
  storageKey: upload.storageKey,
});

/**
 * The rows of a client's attachments sent together: one millisecond apart from `now`, so the files
 * list in the order the client sent them.
 */
export const attachmentValues = (
  uploads: readonly StoredUpload[],
  facts: Omit<StoredFileFacts, 'kind' | 'createdAt'>,
  now: Date,
): NewStoredFile[] =>
  uploads.map((upload, index) =>
    storedFileValues(upload, {
      ...facts,
      kind: 'attachment',
      createdAt: new Date(now.getTime() + index),
    }),
  );
