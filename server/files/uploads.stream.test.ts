// Uploads through a real HTTP server: a file far larger than any buffer we allow streams through
// to storage without the process's memory growing by anything like its size.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import type { ArtDetail, ArtRequestResult } from '../arts/art.schemas';
import { grantCredits } from '../credits/credits.service';
import { SAMPLE_BRIEF_JSON } from '../test/factories';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const FILE_MB = 120;
const CHUNK = Buffer.alloc(1024 * 1024, 0x5a);

let t: TestContext;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A multipart body produced on the fly: the same 1 MB chunk again and again, never the whole. */
function* multipart(boundary: string, hash: ReturnType<typeof createHash>) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nArte enorme\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="briefing"\r\n\r\nb\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="brief"\r\n\r\n${SAMPLE_BRIEF_JSON}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="enorme.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  hash.update(PNG_HEAD);
  yield PNG_HEAD;
  for (let i = 0; i < FILE_MB; i++) {
    hash.update(CHUNK);
    yield CHUNK;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

describe('a large upload over HTTP', () => {
  it(`streams ${FILE_MB} MB to storage with bounded memory and the same bytes`, async () => {
    const admin = await t.createAdmin();
    const client = await t.signUp();
    await grantCredits(t.runtime.db, { userId: client.id, adminId: admin.id, amount: 1 });

    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const baseline = used();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, used())), 10);

    const boundary = `----estudio${Date.now()}`;
    const hash = createHash('sha256');
    const response = await fetch(`${baseUrl}${apiRoutes.arts}`, {
      method: 'POST',
      headers: {
        cookie: client.cookie,
        origin: TEST_ORIGIN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: Readable.toWeb(Readable.from(multipart(boundary, hash))) as ReadableStream,
      duplex: 'half',
    });
    clearInterval(sampler);
    expect(response.status).toBe(201);
    const growthMb = (peak - baseline) / 1024 / 1024;
    console.log(`upload of ${FILE_MB} MB: peak memory growth ${growthMb.toFixed(1)} MB`);
    // Holding the file would cost at least its size; garbage not yet collected explains the rest.
    expect(growthMb).toBeLessThan(FILE_MB / 2);

    const { art } = (await response.json()) as ArtRequestResult;
    const detail = (await (
      await t.request(apiRoutes.art(art.id), { cookie: client.cookie })
    ).json()) as ArtDetail;
    expect(detail.attachments[0]?.size).toBe(PNG_HEAD.length + FILE_MB * CHUNK.length);
    const folder = path.join(t.runtime.config.dataDir, 'files', 'uploads', client.id);
    expect(readdirSync(folder)).toHaveLength(1);

    const download = await fetch(`${baseUrl}${detail.attachments[0]!.downloadUrl}`, {
      headers: { cookie: client.cookie },
    });
    expect(download.status).toBe(200);
    const downloaded = createHash('sha256');
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
      downloaded.update(chunk);
    }
    expect(downloaded.digest('hex')).toBe(hash.digest('hex'));
  }, 120_000);
});
