// Where uploaded files live: a folder under DATA_DIR by default. Files are streamed in and out,
// never held whole in memory, and hashed on the way in.
import { createHash } from 'node:crypto';
import { constants, createReadStream, mkdirSync } from 'node:fs';
import { access, mkdir, open, opendir, rm, stat, type FileHandle } from 'node:fs/promises';
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
  /**
   * Every stored object whose key starts with `prefix`, one at a time (never the whole listing in
   * memory), with when it was last written: for the orphan sweeper (server/files/orphan-sweeper.ts).
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Releases connections (S3); the disk storage has none. */
  close?(): void;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
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
      // Open (create) the file before any byte flows, and write through that handle: a stream
      // opening its file by itself could still be opening when a failed upload removes it, and
      // re-create it afterwards, an orphan. 'wx' refuses a key collision, and then nothing of
      // the file that was there first is touched.
      let handle: FileHandle;
      try {
        handle = await open(file, 'wx');
      } catch (error) {
        body.destroy();
        throw error;
      }
      const counter = meter(maxBytes);
      const out = handle.createWriteStream();
      try {
        await pipeline(body, counter.stream, out);
      } catch (error) {
        // Remove it only once the stream has let go of it (closed its handle).
        // (Not events.once: it would reject on the stream's 'error' and skip the removal.)
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await rm(file, { force: true });
        throw error;
      }
      return counter.result();
    },
    async get(key) {
      const file = resolve(key);
      const info = await stat(file);
      // 1 MiB reads rather than 64 KiB: a 200 MB file is 200 turns of a busy event loop, not 3,200
      // (a preview job's copy of a big original crawled while the API served requests).
      return { body: createReadStream(file, { highWaterMark: 1024 * 1024 }), size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix) {
      // Walk the deepest folder the prefix names, then keep the keys that start with it.
      const slash = prefix.lastIndexOf('/');
      const folder = slash < 0 ? '' : prefix.slice(0, slash);
      const start = folder ? resolve(folder) : path.resolve(rootDir);
      for await (const file of walk(start)) {
        const key = path.relative(rootDir, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        // A file removed between the listing and its stat is simply no longer there.
        const info = await stat(file).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    },
  };
}

/** Every file under `folder`, depth first; a missing folder has none. */
async function* walk(folder: string): AsyncGenerator<string> {
  let dir;
  try {
    dir = await opendir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of dir) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
