// A ZIP as a stream (archiver), for the LGPD export and the release package. Each entry is opened
// only when the previous one is fully written, and piped in with the consumer's back-pressure, so
// at most one file is open and a few chunks are in memory whatever the sizes. Stored entries are
// not deflated (artwork is mostly compressed already, and deflating a gigabyte would cost the
// shared server's CPU). If the consumer goes away, the open file is closed.
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Logger } from '../logger';

export interface ZipEntry {
  name: string;
  date: Date;
  /** True: stored as is (files); false: deflated (small generated text). */
  store: boolean;
  open: () => Promise<Readable | Buffer | string>;
}

export function streamZip(
  entries: readonly ZipEntry[],
  log: Logger,
  options: {
    /** An entry whose bytes could not be opened: it is left out, the rest still goes. */
    onMissing?: (entry: ZipEntry, error: unknown) => void;
    /** Written after every entry (a manifest that says which could not be opened). */
    last?: () => ZipEntry;
    label: string;
  },
): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const stopped = new AbortController();
  let current: Readable | null = null;
  archive.once('close', () => {
    stopped.abort();
    current?.destroy();
  });

  const append = async (entry: ZipEntry, body: Readable | Buffer | string) => {
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) current = body;
    const written = once(archive, 'entry', { signal: stopped.signal });
    archive.append(body, { name: entry.name, date: entry.date, store: entry.store });
    await written;
    current = null;
  };

  const run = async () => {
    for (const entry of entries) {
      if (stopped.signal.aborted) return;
      let body: Readable | Buffer | string;
      try {
        body = await entry.open();
      } catch (error) {
        log.error({ err: error, entry: entry.name }, `${options.label}: stored file missing`);
        options.onMissing?.(entry, error);
        continue;
      }
      if (stopped.signal.aborted) {
        if (typeof body !== 'string' && !Buffer.isBuffer(body)) body.destroy();
        return;
      }
      await append(entry, body);
    }
    if (options.last) {
      const entry = options.last();
      await append(entry, await entry.open());
    }
    await archive.finalize();
  };
  run().catch((error: unknown) => {
    if (stopped.signal.aborted) {
      log.info(`${options.label}: download interrupted by the client`);
      return;
    }
    log.error({ err: error }, `${options.label}: ZIP failed`);
    archive.destroy(error as Error);
  });
  return archive;
}
