import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, FileTooLargeError } from './storage';

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
