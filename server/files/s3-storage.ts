// Uploads in S3-compatible object storage (AWS S3, MinIO, R2 …), chosen when S3_BUCKET is set, so
// that any number of server processes share the same files. Streams in and out like the disk
// storage: lib-storage's Upload sends the body in 5 MB parts, so memory stays bounded whatever
// the file's size.
import { Readable, pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config';
import { meter, type FileStorage } from './storage';

export type S3Options = NonNullable<Config['s3']>;

/** 5 MB is S3's smallest part; two in flight keep at most ~10 MB of a file in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

export interface S3Storage extends FileStorage {
  client: S3Client;
  bucket: string;
  close(): void;
}

export function createS3Storage(
  options: S3Options,
  /** Keys per ListObjectsV2 page (S3's maximum, 1000, by default); smaller in tests. */
  tuning: { listPageSize?: number } = {},
): S3Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Without explicit keys the SDK's usual chain applies (environment, instance role …).
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  return {
    client,
    bucket: Bucket,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(3_000),
      });
    },
    async put(key, body, maxBytes) {
      const counter = meter(maxBytes);
      // In an object so TypeScript does not assume the callback never sets it.
      const state: { streamError: Error | null } = { streamError: null };
      const metered = pipeline(body, counter.stream, (error) => {
        if (error) state.streamError = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: metered },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The meter's refusal (too large) or the client's abort says more than the SDK's error.
        throw state.streamError ?? error;
      }
      if (state.streamError) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw state.streamError;
      }
      return counter.result();
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return { body: object.Body, size: object.ContentLength ?? 0 };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      // ListObjectsV2 answers up to 1000 keys a page; the paginator follows the continuation token.
      const pages = paginateListObjectsV2(
        { client, pageSize: tuning.listPageSize },
        { Bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            yield { key: object.Key, lastModified: object.LastModified };
          }
        }
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** Creates the S3 storage and checks, at boot, that the bucket is there and reachable. */
export async function openS3Storage(options: S3Options): Promise<S3Storage> {
  const storage = createS3Storage(options);
  try {
    await storage.client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    storage.close();
    const reason = error instanceof Error ? error.name || error.message : String(error);
    throw new Error(
      `Não foi possível acessar o bucket S3 "${options.bucket}"${options.endpoint ? ` em ${options.endpoint}` : ''} (${reason}). ` +
        'Confira S3_BUCKET, S3_ENDPOINT, S3_REGION e as credenciais.',
      { cause: error },
    );
  }
  return storage;
}
