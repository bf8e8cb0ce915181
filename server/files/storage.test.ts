import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDiskStorage, FileTooLargeError } from './storage';

/** File-system requests in flight (open, write, close …), as libuv counts them. */
const fsRequests = () =>
  process.getActiveResourcesInfo().filter((name) => name.startsWith('FSReq')).length;
/** For each removal the storage makes: how many file-system requests were in flight then. */
const inFlightAtRemoval = vi.hoisted(() => [] as number[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const rm: typeof actual.rm = (...args) => {
    inFlightAtRemoval.push(fsRequests());
    return actual.rm(...args);
  };
  return { ...actual, default: { ...actual, rm }, rm };
});

const root = mkdtempSync(path.join(tmpdir(), 'studio-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createDiskStorage(root);

describe('disk storage', () => {
  it('streams a file in, hashing it, and back out', async () => {
    const content = 'arte final v1';
    const stored = await storage.put('uploads/u1/a', Readable.from([Buffer.from(content)]), 1024);
    expect(stored).toEqual({
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
    const { body, size } = await storage.get('uploads/u1/a');
    expect(size).toBe(content.length);
    expect(await text(body)).toBe(content);
  });

  it('stops a file past the limit and keeps nothing of it', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(100));
    await expect(storage.put('uploads/u1/big', Readable.from(chunks), 512)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(existsSync(path.join(root, 'uploads/u1/big'))).toBe(false);
  });

  it('removes a refused file only once nothing else touches it', async () => {
    // As busboy's stream does when an upload is refused on its first bytes (415). stream.pipeline
    // rejects as soon as the source fails, before a write stream that opens its own file has
    // finished opening: removing the file then raced that open in libuv's thread pool, and the
    // open could re-create the file after its removal (an orphan, seen under load). The removal
    // must wait until no file operation of put's own is in flight.
    for (let i = 0; i < 20; i++) {
      const idle = fsRequests(); // the test runner's own, if any
      inFlightAtRemoval.length = 0;
      const failing = new Readable({ read() {} });
      failing.on('error', () => {});
      const refused = storage.put(`uploads/u1/refused-${i}`, failing, 1024);
      if (i % 2 === 0) failing.destroy(new Error('recusado'));
      else setImmediate(() => failing.destroy(new Error('recusado')));
      await expect(refused).rejects.toThrow('recusado');
      expect(inFlightAtRemoval).toHaveLength(1);
      expect(inFlightAtRemoval[0]).toBeLessThanOrEqual(idle);
      expect(existsSync(path.join(root, `uploads/u1/refused-${i}`))).toBe(false);
    }
  });

  it('refuses keys that climb out of its folder', async () => {
    await expect(storage.put('../escape', Readable.from([Buffer.from('x')]), 10)).rejects.toThrow(
      /bad storage key/,
    );
  });

  it('never overwrites an existing key', async () => {
    await storage.put('uploads/u1/once', Readable.from([Buffer.from('1')]), 10);
    await expect(
      storage.put('uploads/u1/once', Readable.from([Buffer.from('2')]), 10),
    ).rejects.toThrow();
    expect(await text((await storage.get('uploads/u1/once')).body)).toBe('1');
  });
});
