// Reading Firebase's loose values (credit, timestamps, statuses, file URLs), the export files'
// shapes, and finding files in the bucket copy without ever leaving it.
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDiskStorage } from '../files/storage';
import { copyFile, locateFile } from './firebase-files';
import { samplePdf } from './firebase-samples';
import {
  ImportInputError,
  mapStatus,
  objectPathOf,
  parseCredit,
  parseTimestamp,
  readSources,
} from './firebase-sources';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'firebase-sources-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseCredit', () => {
  it('reads a whole non-negative number or numeric string', () => {
    expect(parseCredit(5)).toEqual({ credit: 5, invalid: null });
    expect(parseCredit('3')).toEqual({ credit: 3, invalid: null });
    expect(parseCredit(' 12 ')).toEqual({ credit: 12, invalid: null });
    expect(parseCredit(undefined)).toEqual({ credit: 0, invalid: null });
  });

  it('reports anything else, set to 0', () => {
    expect(parseCredit('abc')).toEqual({ credit: 0, invalid: 'abc' });
    expect(parseCredit(-4)).toEqual({ credit: 0, invalid: '-4' });
    expect(parseCredit('2.5')).toEqual({ credit: 0, invalid: '2.5' });
    expect(parseCredit('')).toEqual({ credit: 0, invalid: '' });
    expect(parseCredit({ n: 1 })).toEqual({ credit: 0, invalid: '{"n":1}' });
  });
});

describe('parseTimestamp', () => {
  const when = new Date('2024-03-04T13:05:06.789Z');
  const seconds = Math.floor(when.getTime() / 1000);
  it("reads firestore-export's timestamps and the other shapes an export may hold", () => {
    expect(
      parseTimestamp({
        __datatype__: 'timestamp',
        value: { _seconds: seconds, _nanoseconds: 789_000_000 },
      }),
    ).toEqual(when);
    expect(parseTimestamp({ seconds, nanoseconds: 789_000_000 })).toEqual(when);
    expect(parseTimestamp(when.toISOString())).toEqual(when);
    expect(parseTimestamp(String(when.getTime()))).toEqual(when);
    expect(parseTimestamp(when.getTime())).toEqual(when);
  });

  it('answers null for what is not a date', () => {
    expect(parseTimestamp('ontem')).toBeNull();
    expect(parseTimestamp(undefined)).toBeNull();
    expect(parseTimestamp({ foo: 1 })).toBeNull();
  });
});

describe('mapStatus', () => {
  it('ignores case, accents and spaces; unknown is null', () => {
    expect(mapStatus('Finalizado')).toBe('Finalizado');
    expect(mapStatus(' em  andamento ')).toBe('Em andamento');
    expect(mapStatus('ALTERACAO')).toBe('Alteração');
    expect(mapStatus('Em revisão')).toBeNull();
    expect(mapStatus('')).toBeNull();
  });
});

describe('objectPathOf', () => {
  it('finds the object path in download URLs, gs:// addresses and bare paths', () => {
    expect(
      objectPathOf(
        'https://firebasestorage.googleapis.com/v0/b/proj.appspot.com/o/uploads%2Fuid1%2FR%C3%B3tulo%20final.pdf?alt=media&token=abc',
      ),
    ).toEqual({ bucket: 'proj.appspot.com', path: 'uploads/uid1/Rótulo final.pdf' });
    expect(objectPathOf('gs://proj.appspot.com/uploads/uid1/a.pdf')).toEqual({
      bucket: 'proj.appspot.com',
      path: 'uploads/uid1/a.pdf',
    });
    expect(objectPathOf('/uploads/uid1/a.pdf')).toEqual({
      bucket: null,
      path: 'uploads/uid1/a.pdf',
    });
  });

  it('refuses what it cannot read', () => {
    expect(objectPathOf('')).toBeNull();
    expect(objectPathOf('https://exemplo.com/arquivo.pdf')).toBeNull();
    expect(objectPathOf('https://firebasestorage.googleapis.com/v0/b/x/o/%E0%A4%A')).toBeNull();
  });
});

describe('locateFile', () => {
  const max = 10 * 1024 * 1024;
  beforeAll(async () => {
    await mkdir(path.join(dir, 'bucket', 'uploads', 'u1'), { recursive: true });
    await writeFile(path.join(dir, 'bucket', 'uploads', 'u1', 'ok.pdf'), samplePdf(100));
    // Outside the bucket copy: must never be reachable through a URL.
    await writeFile(path.join(dir, 'segredo.pdf'), samplePdf(100));
  });

  it('finds an object in the bucket copy, also under a folder named after the bucket', async () => {
    const root = path.join(dir, 'bucket');
    expect(await locateFile(root, 'uploads/u1/ok.pdf', max, 10)).toMatchObject({
      originalName: 'ok.pdf',
      contentType: 'application/pdf',
      size: 100,
    });
    expect(
      await locateFile(dir, 'gs://bucket/uploads/u1/ok.pdf', max, 10), // dir/bucket/uploads/…
    ).toMatchObject({ originalName: 'ok.pdf' });
  });

  it('never reads outside the bucket copy', async () => {
    const root = path.join(dir, 'bucket');
    const escape = `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent('../segredo.pdf')}`;
    expect(await locateFile(root, escape, max, 10)).toMatchObject({ reason: 'missing' });
    expect(await locateFile(root, '../segredo.pdf', max, 10)).toMatchObject({ reason: 'missing' });
  });

  it('refuses what an upload would refuse: type, content, size', async () => {
    const root = path.join(dir, 'bucket');
    await writeFile(path.join(root, 'uploads', 'u1', 'run.exe'), Buffer.from('MZ'));
    await writeFile(path.join(root, 'uploads', 'u1', 'fake.pdf'), Buffer.from('MZ\x90\x00'));
    await writeFile(path.join(root, 'uploads', 'u1', 'big.pdf'), samplePdf(2000));
    expect(await locateFile(root, 'uploads/u1/run.exe', max, 10)).toMatchObject({
      reason: 'refused',
    });
    expect(await locateFile(root, 'uploads/u1/fake.pdf', max, 10)).toMatchObject({
      reason: 'refused',
    });
    expect(await locateFile(root, 'uploads/u1/big.pdf', 1000, 1)).toMatchObject({
      reason: 'refused',
      message: expect.stringContaining('1 MB') as string,
    });
  });
});

describe('copyFile', () => {
  it('replaces what a crashed run left under the same key, and stores nothing on a dry run', async () => {
    const storage = createDiskStorage(path.join(dir, 'store'));
    const root = path.join(dir, 'bucket');
    const source = await locateFile(root, 'uploads/u1/ok.pdf', 1_000_000, 1);
    if ('reason' in source) throw new Error(source.message);
    const key = 'uploads/user-1/file-1';
    await storage.put(key, Readable.from([Buffer.from('%PDF-leftover')]), 1_000_000);

    const copied = await copyFile(storage, source, key, 1_000_000, false);
    const stored = await buffer((await storage.get(key)).body);
    expect(stored.equals(samplePdf(100))).toBe(true);
    expect(copied).toMatchObject({ storageKey: key, size: 100, originalName: 'ok.pdf' });

    const dry = await copyFile(storage, source, 'uploads/user-1/file-2', 1_000_000, true);
    expect(dry.sha256).toBe(copied.sha256);
    await expect(storage.get('uploads/user-1/file-2')).rejects.toThrow();
  });
});

describe('readSources', () => {
  it('names the file and the field that is wrong', async () => {
    const auth = path.join(dir, 'users.json');
    const firestore = path.join(dir, 'export.json');
    const hash = path.join(dir, 'hash.json');
    await writeFile(auth, JSON.stringify({ users: [{ localId: 'u1', email: 'a@b.com' }] }));
    await writeFile(firestore, JSON.stringify({ __collections__: {} }));
    await writeFile(hash, JSON.stringify({ base64_signer_key: 'a2V5', rounds: 8 }));
    await expect(readSources({ auth, firestore, hashConfig: hash })).rejects.toThrow(
      ImportInputError,
    );
    await expect(readSources({ auth, firestore, hashConfig: hash })).rejects.toThrow(
      /parâmetros de hash.*base64_salt_separator/,
    );
    await writeFile(firestore, '{ not json');
    await expect(readSources({ auth, firestore })).rejects.toThrow(/não é um JSON válido/);
    await writeFile(firestore, JSON.stringify({ __collections__: {} }));
    const sources = await readSources({ auth, firestore });
    expect(sources).toMatchObject({ hashParams: null, users: {}, artes: {} });
  });
});
