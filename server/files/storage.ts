// Where uploaded files live: a folder under DATA_DIR by default. Files are streamed in and out,
// never held whole in memory, and hashed on the way in.
import { createHash } from 'node:crypto';
import { constants, createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
  sha256: string;
}

/** A file already streamed into storage, waiting for (or described by) its database row. */
export interface StoredUpload extends StoredObject {
  storageKey: string;
  /** The name the uploader's computer gave it, sanitised; metadata only, never a path. */
  originalName: string;
  contentType: string;
}

export interface FileStorage {
  /** Streams `body` to `key`; rejects with FileTooLargeError past `maxBytes` (nothing is kept). */
  put(key: string, body: Readable, maxBytes: number): Promise<StoredObject>;
  get(key: string): Promise<{ body: Readable; size: number }>;
  remove(key: string): Promise<void>;
  /** Resolves when the storage can be used now (readiness probe): rejects with the cause. */
  check(): Promise<void>;
  /** Releases connections (S3); the disk storage has none. */
  close?(): void;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
  }
}

/** Counts and hashes bytes as they pass, failing as soon as the limit is crossed. */
export function meter(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new FileTooLargeError(maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, result: (): StoredObject => ({ size, sha256: hash.digest('hex') }) };
}

export function createDiskStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    if (!full.startsWith(path.resolve(rootDir) + path.sep))
      throw new Error(`bad storage key ${key}`);
    return full;
  };
  // The root exists from the start, so the readiness check can tell a missing (unmounted) folder
  // from a fresh install.
  mkdirSync(rootDir, { recursive: true });
  return {
    async check() {
      if (!(await stat(rootDir)).isDirectory()) throw new Error('storage root is not a folder');
      await access(rootDir, constants.W_OK);
    },
    async put(key, body, maxBytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const counter = meter(maxBytes);
      try {
        await pipeline(body, counter.stream, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        // A key collision must not delete the file that was there first.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
        throw error;
      }
      return counter.result();
    },
    async get(key) {
      const file = resolve(key);
      const info = await stat(file);
      return { body: createReadStream(file), size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
