// Builds the API's OpenAPI document without a running server: the app on a throwaway in-memory
// database (nothing is read from it), for scripts/api-types.ts and the contract's tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { startRuntime } from '../runtime';
import { apiDocumentOf, type ApiDocument } from './api-docs';

export async function buildApiDocument(): Promise<ApiDocument> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-api-document-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const runtime = await startRuntime(config, { kind: 'memory' }, { jobs: { workers: false } });
  try {
    return apiDocumentOf(createApp(runtime));
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
