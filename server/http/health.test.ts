// /healthz and /readyz on the real app: answers, headers, and 503 naming what failed when the
// storage folder is gone, the database is closed, or the S3 bucket cannot be reached.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createS3Storage } from '../files/s3-storage';
import { contextForFile } from '../test/factories';
import { openTestDatabase } from '../test/harness';
import { s3rverOptions, startS3rverProcess, type S3rverProcess } from '../test/s3rver-process';

const t = contextForFile();

const storageRoot = () => path.join(t.runtime.config.dataDir, 'files');

describe('GET /healthz', () => {
  it('answers 200 while the process runs, never cached, without a session', async () => {
    const response = await t.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database and the storage answer', async () => {
    const response = await t.app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the storage when its folder is gone, 200 again once it is back', async () => {
    rmSync(storageRoot(), { recursive: true, force: true });
    try {
      const response = await t.app.request('/readyz');
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'failed' },
        error: {
          code: 'not_ready',
          message: 'Serviço indisponível: armazenamento de arquivos sem resposta.',
        },
      });
      // No internals: no path, no error text.
      expect(JSON.stringify(body)).not.toContain(t.runtime.config.dataDir);
      expect(JSON.stringify(body)).not.toMatch(/ENOENT/);
    } finally {
      mkdirSync(storageRoot(), { recursive: true });
    }
    expect((await t.app.request('/readyz')).status).toBe(200);
  });

  it('answers 503 naming the database when it is closed', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const app = createApp({ ...t.runtime, db: closed.db });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      checks: { database: 'failed', storage: 'ok' },
      error: { message: 'Serviço indisponível: banco de dados sem resposta.' },
    });
    // The process itself is still up.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('keeps /api/health working', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('S3 storage check', () => {
  let s3rver: S3rverProcess;
  beforeAll(async () => {
    s3rver = await startS3rverProcess('estudio-saude');
  });
  afterAll(() => s3rver.close());

  const storageFor = (bucket: string) => createS3Storage(s3rverOptions(s3rver.endpoint, bucket));

  it('resolves when the bucket answers and rejects when it does not exist', async () => {
    const good = storageFor('estudio-saude');
    const missing = storageFor('nao-existe');
    try {
      await expect(good.check()).resolves.toBeUndefined();
      await expect(missing.check()).rejects.toThrow();
      const app = createApp({ ...t.runtime, storage: missing });
      const response = await app.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        checks: { database: 'ok', storage: 'failed' },
      });
    } finally {
      good.close();
      missing.close();
    }
  });
});
