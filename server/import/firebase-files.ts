// The files of imported arts: found in a local copy of the Storage bucket through the object path
// inside arquivoUrl / arquivoFinalUrl, checked exactly as an upload is (allowed extension, first
// bytes matching it, size limit: server/files/uploads.ts) and streamed into our storage. Nothing
// is held whole in memory; a file that is missing or refused is returned as a problem, never
// silently dropped.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readHead } from '../files/file-signatures';
import type { FileStorage, StoredUpload } from '../files/storage';
import { meter } from '../files/storage';
import {
  contentTypeFor,
  extensionOf,
  isAllowedExtension,
  matchesSignature,
  sanitizeFileName,
} from '../files/uploads';
import { objectPathOf } from './firebase-sources';

export type FileRefusal =
  | { reason: 'url'; message: string }
  | { reason: 'missing'; message: string }
  | { reason: 'refused'; message: string };

export interface SourceFile {
  /** Absolute path in the local bucket copy. */
  file: string;
  objectPath: string;
  originalName: string;
  contentType: string;
  size: number;
}

/**
 * Finds the object a URL names inside the local copy of the bucket (`root/<path>`, or
 * `root/<bucket>/<path>` as `gsutil cp -r gs://BUCKET root` writes when root already exists) and
 * checks it like an upload. Never follows a path outside the root.
 */
export async function locateFile(
  root: string,
  url: string,
  maxBytes: number,
  maxMb: number,
): Promise<SourceFile | FileRefusal> {
  const object = objectPathOf(url);
  if (!object) return { reason: 'url', message: `Endereço de arquivo não reconhecido: ${url}` };
  const base = path.resolve(root);
  const candidates = [object.path, ...(object.bucket ? [`${object.bucket}/${object.path}`] : [])]
    .map((relative) => path.resolve(base, relative))
    .filter((full) => full.startsWith(base + path.sep));
  let found: { file: string; size: number } | null = null;
  for (const file of candidates) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) {
      found = { file, size: info.size };
      break;
    }
  }
  if (!found) {
    return {
      reason: 'missing',
      message: `Arquivo não encontrado na cópia do Storage: ${object.path}`,
    };
  }
  const originalName = sanitizeFileName(path.posix.basename(object.path));
  const ext = extensionOf(originalName);
  if (!isAllowedExtension(ext)) {
    return { reason: 'refused', message: `Tipo de arquivo não permitido: ${originalName}` };
  }
  if (found.size > maxBytes) {
    return {
      reason: 'refused',
      message: `O arquivo ${originalName} excede o limite de ${maxMb} MB por arquivo.`,
    };
  }
  if (!(await matchesSignature(ext, await readHead(found.file)))) {
    return {
      reason: 'refused',
      message: `O conteúdo de ${originalName} não corresponde ao tipo ${ext}.`,
    };
  }
  return {
    file: found.file,
    objectPath: object.path,
    originalName,
    contentType: contentTypeFor(ext),
    size: found.size,
  };
}

/**
 * Streams a located file into storage under `storageKey`. The key is derived from the Firebase
 * ids, so a run that crashed after storing but before its transaction committed simply writes the
 * same key again: whatever is there is removed first (it was never referenced). With `dryRun`
 * the file is read and hashed the same way but stored nowhere.
 */
export async function copyFile(
  storage: FileStorage,
  source: SourceFile,
  storageKey: string,
  maxBytes: number,
  dryRun: boolean,
): Promise<StoredUpload> {
  let result: { size: number; sha256: string };
  if (dryRun) {
    const counter = meter(maxBytes);
    const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    await pipeline(createReadStream(source.file), counter.stream, sink);
    result = counter.result();
  } else {
    await storage.remove(storageKey);
    result = await storage.put(storageKey, createReadStream(source.file), maxBytes);
  }
  return {
    ...result,
    storageKey,
    originalName: source.originalName,
    contentType: source.contentType,
  };
}
