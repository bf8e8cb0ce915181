// The orphan sweeper on disk and on S3 (s3rver), against a real database: an old unreferenced
// upload is removed; a young one (an upload in progress), a referenced one and anything outside
// the uploads folder are kept.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { preflightReport, storedFile } from '../db/schema';
import { createTestContext, type TestContext } from '../test/harness';
import { s3rverOptions, startS3rverProcess, type S3rverProcess } from '../test/s3rver-process';
import {
  DRAFT_MAX_AGE_MS,
  ORPHAN_SWEEP_CRON,
  orphanSweeperJob,
  sweepAbandonedDrafts,
  sweepOrphanFiles,
} from './orphan-sweeper';
import { createS3Storage, type S3Storage } from './s3-storage';
import { createDiskStorage, type FileStorage } from './storage';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const BUCKET = 'estudio-orfaos';
const root = mkdtempSync(path.join(tmpdir(), 'studio-orphans-'));

let t: TestContext;
let s3: S3Storage;
let s3rver: S3rverProcess;
beforeAll(async () => {
  t = await createTestContext();
  s3rver = await startS3rverProcess(BUCKET);
  s3 = createS3Storage(
    s3rverOptions(s3rver.endpoint, BUCKET),
    { listPageSize: 2 }, // several pages even for a handful of keys
  );
});
afterAll(async () => {
  s3.close();
  await s3rver.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const put = (storage: FileStorage, key: string) =>
  storage.put(key, Readable.from([Buffer.from('conteúdo')]), 1024);

async function reference(
  key: string,
  kind: 'attachment' | 'delivery' | 'delivery_draft' = 'attachment',
  createdAt = new Date(),
) {
  const owner = await t.signUp();
  const [row] = await t.runtime.db
    .insert(storedFile)
    .values({
      ownerId: owner.id,
      kind,
      createdAt,
      originalName: 'arte.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: 'x'.repeat(64),
      storageKey: key,
      uploadedBy: owner.id,
    })
    .returning();
  return row!;
}

async function keysIn(storage: FileStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** Each storage with the way to make one of its objects two hours old. */
const storages: { name: string; storage: () => FileStorage; age: (key: string) => void }[] = [
  {
    name: 'disk',
    storage: () => disk,
    age: (key) => utimesSync(path.join(root, key), TWO_HOURS_AGO, TWO_HOURS_AGO),
  },
  {
    name: 'S3',
    storage: () => s3,
    // s3rver reports its object file's modification time as LastModified.
    age: (key) => {
      const parts = key.split('/');
      const file = `${parts.pop()}._S3rver_object`;
      utimesSync(path.join(s3rver.directory, BUCKET, ...parts, file), TWO_HOURS_AGO, TWO_HOURS_AGO);
    },
  },
];
const disk = createDiskStorage(root);

describe.each(storages)('orphan sweeper on $name', ({ storage, age }) => {
  it('lists objects under a prefix with their modification time', async () => {
    const prefix = `listing/${randomUUID()}/`;
    await put(storage(), `${prefix}a`);
    await put(storage(), `${prefix}b`);
    await put(storage(), `${prefix}sub/c`);
    age(`${prefix}a`);
    const listed: Record<string, number> = {};
    for await (const object of storage().list(prefix)) {
      listed[object.key] = object.lastModified.getTime();
    }
    expect(Object.keys(listed).sort()).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}sub/c`]);
    expect(Math.abs(listed[`${prefix}a`]! - TWO_HOURS_AGO.getTime())).toBeLessThan(2_000);
    expect(Date.now() - listed[`${prefix}b`]!).toBeLessThan(60_000);
    expect(await keysIn(storage(), `listing/${randomUUID()}/`)).toEqual([]);
  });

  it('removes old unreferenced uploads only', async () => {
    const owner = randomUUID();
    const oldOrphan = `uploads/${owner}/old-orphan`;
    const youngOrphan = `uploads/${owner}/young-orphan`;
    const oldReferenced = `uploads/${owner}/old-referenced`;
    const elsewhere = `exports/${owner}/old-export`;
    for (const key of [oldOrphan, youngOrphan, oldReferenced, elsewhere]) await put(storage(), key);
    for (const key of [oldOrphan, oldReferenced, elsewhere]) age(key);
    await reference(oldReferenced);

    const result = await sweepOrphanFiles({
      db: t.runtime.db,
      storage: storage(),
      logger: t.runtime.logger,
    });
    expect(result.removed).toBe(1);
    expect(await keysIn(storage(), `uploads/${owner}/`)).toEqual([oldReferenced, youngOrphan]);
    expect(await keysIn(storage(), `exports/${owner}/`)).toEqual([elsewhere]);

    // A second sweep finds nothing more to do.
    expect(
      (await sweepOrphanFiles({ db: t.runtime.db, storage: storage(), logger: t.runtime.logger }))
        .removed,
    ).toBe(0);
  });

  it('keeps the preview images of a referenced file and removes those of a gone one', async () => {
    const owner = randomUUID();
    const kept = `uploads/${owner}/kept`;
    const gone = `uploads/${owner}/gone`;
    const keys = [kept, `${kept}.preview/page-1.webp`, `${gone}.preview/page-1.webp`];
    for (const key of keys) {
      await put(storage(), key);
      age(key);
    }
    await reference(kept);
    await sweepOrphanFiles({ db: t.runtime.db, storage: storage(), logger: t.runtime.logger });
    expect(await keysIn(storage(), `uploads/${owner}/`)).toEqual([
      kept,
      `${kept}.preview/page-1.webp`,
    ]);
  });

  it('removes the delivery drafts never confirmed after a day, with their bytes and reports', async () => {
    const owner = randomUUID();
    const keys = {
      abandoned: `uploads/${owner}/abandoned-draft`,
      young: `uploads/${owner}/young-draft`,
      delivered: `uploads/${owner}/old-delivery`,
    };
    for (const key of Object.values(keys)) await put(storage(), key);
    const dayAgo = new Date(Date.now() - DRAFT_MAX_AGE_MS - 60_000);
    const abandoned = await reference(keys.abandoned, 'delivery_draft', dayAgo);
    const young = await reference(keys.young, 'delivery_draft');
    const delivered = await reference(keys.delivered, 'delivery', dayAgo);
    await t.runtime.db
      .insert(preflightReport)
      .values([abandoned, young].map((file) => ({ fileId: file.id, status: 'done' as const })));

    const deps = { db: t.runtime.db, storage: storage(), logger: t.runtime.logger };
    expect(await sweepAbandonedDrafts(deps)).toBe(1);
    expect(await keysIn(storage(), `uploads/${owner}/`)).toEqual([keys.delivered, keys.young]);
    const rows = await t.runtime.db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(inArray(storedFile.id, [abandoned.id, young.id, delivered.id]));
    expect(rows.map((row) => row.id).sort()).toEqual([young.id, delivered.id].sort());
    expect(
      await t.runtime.db
        .select()
        .from(preflightReport)
        .where(eq(preflightReport.fileId, abandoned.id)),
    ).toEqual([]);
    expect(await sweepAbandonedDrafts(deps)).toBe(0);
  });
});

it('runs hourly as a job of the queue', () => {
  const job = orphanSweeperJob({ db: t.runtime.db, storage: disk, logger: t.runtime.logger });
  expect(job.schedule?.cron).toBe(ORPHAN_SWEEP_CRON);
  expect(ORPHAN_SWEEP_CRON).toMatch(/^\d+ \* \* \* \*$/);
});
