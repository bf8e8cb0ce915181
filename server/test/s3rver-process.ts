// s3rver (an S3-compatible server) for the tests of the S3 storage, in a child process: s3rver
// makes its ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 offers only with
// --openssl-legacy-provider, a flag that cannot be turned on inside a running process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Options } from '../files/s3-storage';

/** s3rver takes any key pair; these are the ones its documentation shows. */
const KEY = 'S3RVER';

export interface S3rverProcess {
  endpoint: string;
  /** Where s3rver keeps each object: `{directory}/{bucket}/{key}._S3rver_object`. */
  directory: string;
  close(): Promise<void>;
}

const SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => console.log(String(port)));
`;

export async function startS3rverProcess(bucket: string): Promise<S3rverProcess> {
  const directory = mkdtempSync(path.join(tmpdir(), 'studio-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SCRIPT, directory, bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Options for createS3Storage on a bucket of the s3rver at `endpoint`. */
export const s3rverOptions = (endpoint: string, bucket: string): S3Options => ({
  endpoint,
  region: 'us-east-1',
  bucket,
  accessKeyId: KEY,
  secretAccessKey: KEY,
  forcePathStyle: true,
});

/** The server's S3_* settings (createTestContext's env) for a bucket of that s3rver. */
export const s3rverEnv = (endpoint: string, bucket: string) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: KEY,
  S3_SECRET_ACCESS_KEY: KEY,
});
