// The S3 storage against s3rver (an S3-compatible server): streaming in (single and
// multipart), the size limit, removal, and the whole app keeping its uploads there.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../credits/credits.service';
import { apiOf, dataOf, refusalOf } from '../test/api-client';
import { fileOf, postArt, sha256 } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import {
  s3rverEnv,
  s3rverOptions,
  startS3rverProcess,
  type S3rverProcess,
} from '../test/s3rver-process';
import { createS3Storage, openS3Storage, type S3Options, type S3Storage } from './s3-storage';
import { FileTooLargeError } from './storage';

const BUCKET = 'estudio-testes';
let s3rver: S3rverProcess;
let options: S3Options;
let storage: S3Storage;

beforeAll(async () => {
  s3rver = await startS3rverProcess(BUCKET);
  options = s3rverOptions(s3rver.endpoint, BUCKET);
  storage = createS3Storage(options);
});
afterAll(async () => {
  storage.close();
  await s3rver.close();
});

/** Feeds a buffer in 64 KB chunks, as a network upload would arrive. */
const chunked = (data: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 65_536) yield data.subarray(i, i + 65_536);
    })(),
  );
const exists = (key: string) =>
  storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

describe('S3 storage', () => {
  it('streams a small file in and out, hashing it', async () => {
    const content = Buffer.from('arte final v1');
    const stored = await storage.put('uploads/u1/small', chunked(content), 1024);
    expect(stored).toEqual({ size: content.length, sha256: sha256(content) });
    const { body, size } = await storage.get('uploads/u1/small');
    expect(size).toBe(content.length);
    expect((await buffer(body)).equals(content)).toBe(true);
  });

  it('sends a file larger than one part as a multipart upload', async () => {
    const content = randomBytes(12 * 1024 * 1024 + 123);
    const stored = await storage.put('uploads/u1/large', chunked(content), 20 * 1024 * 1024);
    expect(stored.sha256).toBe(sha256(content));
    const { body, size } = await storage.get('uploads/u1/large');
    expect(size).toBe(content.length);
    expect(sha256(await buffer(body))).toBe(sha256(content));
  });

  it('refuses a file past the limit and keeps nothing of it', async () => {
    const content = randomBytes(7 * 1024 * 1024);
    await expect(
      storage.put('uploads/u1/too-big', chunked(content), 6 * 1024 * 1024),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(
      storage.put('uploads/u1/too-big-small', chunked(Buffer.alloc(2000)), 1000),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await exists('uploads/u1/too-big')).toBe(false);
    expect(await exists('uploads/u1/too-big-small')).toBe(false);
  });

  it('removes files, and rejects reading a missing one', async () => {
    await storage.put('uploads/u1/gone', chunked(Buffer.from('x')), 10);
    await storage.remove('uploads/u1/gone');
    expect(await exists('uploads/u1/gone')).toBe(false);
    await expect(storage.get('uploads/u1/gone')).rejects.toThrow();
  });

  it('refuses to start with a bucket that does not exist, naming it', async () => {
    await expect(openS3Storage({ ...options, bucket: 'nao-existe' })).rejects.toThrow(
      /bucket S3 "nao-existe"/,
    );
  });
});

describe('the app on S3 (S3_* set)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(s3rverEnv(s3rver.endpoint, BUCKET));
  });
  afterAll(() => t.close());

  it('keeps uploads in the bucket and downloads the same bytes; a refused request leaves none', async () => {
    const admin = await t.createAdmin();
    const client = await t.signUp();
    await grantCredits(t.runtime.db, { userId: client.id, adminId: admin.id, amount: 2 });
    const content = Buffer.concat([Buffer.from('%PDF-1.5\n'), randomBytes(200_000)]);
    const request = (name: string) =>
      postArt(t, client, { name, briefing: 'b', files: [fileOf(content, 'arte.pdf')] });
    const { art } = await dataOf(request('Arte no S3'), 201);

    const listed = await storage.client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `uploads/${client.id}/` }),
    );
    expect(listed.Contents?.length).toBe(1);

    const detail = await dataOf(
      apiOf(t, client).GET('/api/arts/{id}', { params: { path: { id: art.id } } }),
    );
    const download = await t.request(detail.attachments[0]!.downloadUrl, {
      cookie: client.cookie,
    });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(content));

    // The same name again is refused after the upload: its file must not stay in the bucket.
    expect((await refusalOf(request('arte no s3'), 409)).code).toBe('duplicate_name');
    const after = await storage.client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `uploads/${client.id}/` }),
    );
    expect(after.Contents?.length).toBe(1);
  });
});
