// The Firebase import into S3 storage (s3rver, an S3-compatible server): files land
// in the bucket under our keys, download through the app, a leftover of a crashed run under the
// same key is replaced, and a second run adds nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail, ArtSummary } from '../arts/art.schemas';
import type { Page } from '../db/paging';
import { createS3Storage, type S3Storage } from '../files/s3-storage';
import { sha256 } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import {
  s3rverEnv,
  s3rverOptions,
  startS3rverProcess,
  type S3rverProcess,
} from '../test/s3rver-process';
import { samplePdf, writeFixture, type FixturePaths } from './firebase-samples';
import { importFirebase, importId } from './firebase-import';
import { readSources } from './firebase-sources';

const BUCKET = 'estudio-importacao';
const attachment = samplePdf(40_000);
const final = samplePdf(7_000_000); // past one 5 MB part: a multipart upload

let s3rver: S3rverProcess;
let t: TestContext;
let s3: S3Storage;
let dir: string;
let files: FixturePaths;

const listKeys = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? [])
    .map((object) => object.Key!)
    .sort();
const runImport = async () =>
  importFirebase(t.runtime, { sources: await readSources(files), storageRoot: files.storage });

beforeAll(async () => {
  s3rver = await startS3rverProcess(BUCKET);
  t = await createTestContext(s3rverEnv(s3rver.endpoint, BUCKET));
  s3 = createS3Storage(s3rverOptions(s3rver.endpoint, BUCKET));
  dir = mkdtempSync(path.join(tmpdir(), 'firebase-s3-'));
  files = await writeFixture(dir, {
    users: [{ uid: 'uid-s3', email: 'cliente@s3.com.br', password: 'senha-antiga', credit: 1 }],
    arts: [
      {
        docId: 'art-s3',
        uid: 'uid-s3',
        nomeArte: 'Caixa',
        status: 'Aprovado',
        date: new Date(Date.UTC(2024, 4, 2, 12)),
        attachment: { objectPath: 'uploads/uid-s3/caixa.pdf', content: attachment },
        final: { objectPath: 'uploads/uid-s3/caixa-final.pdf', content: final },
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  s3?.close();
  await t?.close();
  await s3rver?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('importing into S3', () => {
  it('stores the files in the bucket, replacing what a crashed run left, and serves them', async () => {
    const userId = importId('user', 'uid-s3');
    const attachmentKey = `uploads/${userId}/${importId('file', 'art-s3:attachment')}`;
    // What a run killed after storing this file, before its transaction, would have left.
    await t.runtime.storage.put(attachmentKey, Readable.from([samplePdf(10)]), 1_000_000);

    const report = await runImport();
    expect(report.counts).toMatchObject({
      clients: { imported: 1 },
      arts: { imported: 1 },
      files: { imported: 2, missing: 0, refused: 0 },
    });
    const keys = await listKeys();
    expect(keys).toHaveLength(2);
    expect(keys).toContain(attachmentKey);

    const cookie = await t.signIn('cliente@s3.com.br', 'senha-antiga');
    const list = (await (await t.request(apiRoutes.arts, { cookie })).json()) as Page<ArtSummary>;
    const detail = (await (
      await t.request(apiRoutes.art(list.items[0]!.id), { cookie })
    ).json()) as ArtDetail;
    const gotAttachment = Buffer.from(
      await (await t.request(detail.attachments[0]!.downloadUrl, { cookie })).arrayBuffer(),
    );
    // An imported delivery never approved stays locked for the client (docs/product/release.md);
    // the studio reads the bytes.
    const locked = await t.request(detail.deliveries[0]!.downloadUrl, { cookie });
    expect(locked.status).toBe(403);
    const studio = await t.createAdmin();
    const gotFinal = Buffer.from(
      await (
        await t.request(detail.deliveries[0]!.downloadUrl, { cookie: studio.cookie })
      ).arrayBuffer(),
    );
    expect(sha256(gotAttachment)).toBe(sha256(attachment));
    expect(sha256(gotFinal)).toBe(sha256(final));
  }, 60_000);

  it('adds nothing on a second run', async () => {
    const before = await listKeys();
    const again = await runImport();
    expect(again.counts.files.imported).toBe(0);
    expect(again.counts.clients.alreadyImported).toBe(1);
    expect(await listKeys()).toEqual(before);
  });
});
