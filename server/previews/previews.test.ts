// Previews on the real app and database: the file-preview job for every kind we can show (fixtures
// made in the test) and the ones we cannot, the sends after a request and a delivery, the catch-up
// of files that never got a job, a failure kept for the admin, and who may see the images.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { filePreview, storedFile } from '../db/schema';
import { apiOf, dataOf, multipart } from '../test/api-client';
import { contextWithAdmin, fileOf, post, postArt, requestArt } from '../test/factories';
import type { TestContext, TestUser } from '../test/harness';
import {
  CDR_FIXTURE,
  CORRUPT_PDF_FIXTURE,
  encryptedPdfFixture,
  EPS_FIXTURE,
  pdfFixture,
  psdFixture,
  rasterFixture,
  SVG_FIXTURE,
  ZIP_FIXTURE,
} from './preview-fixtures';
import { catchUpPreviews } from './previews.job';
import { PREVIEW_CACHE_CONTROL } from './previews.routes';
import { previewSummariesOf, requestPreviews, type PreviewSummary } from './previews.service';

let t: TestContext;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  ({ t, admin } = await contextWithAdmin());
  client = await t.signUp({ name: 'Prova Embalagens Ltda' });
}, 180_000);
afterAll(() => t.close(), 120_000);

/** A stored file of `owner`, written as an upload would be (no art: previews need none). */
async function storedFileOf(owner: TestUser, content: Buffer, name: string): Promise<string> {
  const storageKey = `uploads/${owner.id}/${randomUUID()}`;
  const stored = await t.runtime.storage.put(storageKey, Readable.from([content]), 10e6);
  const [row] = await t.runtime.db
    .insert(storedFile)
    .values({
      ownerId: owner.id,
      kind: 'attachment',
      originalName: name,
      contentType: 'application/octet-stream',
      size: stored.size,
      sha256: stored.sha256,
      storageKey,
      uploadedBy: owner.id,
    })
    .returning({ id: storedFile.id });
  return row!.id;
}

const summaryOf = async (fileId: string, forAdmin = true) =>
  (await previewSummariesOf(t.runtime.db, [fileId], { forAdmin })).get(fileId)!;

/** Waits until the file's preview is no longer pending (the job runs in the background). */
async function settled(fileId: string): Promise<PreviewSummary> {
  // A loop rather than expect.poll, which cannot run in a beforeAll.
  const deadline = Date.now() + 240_000;
  for (;;) {
    const summary = await summaryOf(fileId);
    if (summary.status !== 'pending') return summary;
    if (Date.now() > deadline) throw new Error(`preview of ${fileId} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const getAs = (path: string, cookie?: string) => t.request(path, { cookie });

describe('the file-preview job', () => {
  it('renders every supported kind to WebP pages of at most 2400 px, and a thumbnail', async () => {
    const cases: { name: string; content: Buffer; pages: number }[] = [
      { name: 'caixa.pdf', content: await pdfFixture(2), pages: 2 },
      // Illustrator with PDF compatibility: a PDF under another name.
      { name: 'rotulo.ai', content: await pdfFixture(1), pages: 1 },
      { name: 'foto.jpg', content: await rasterFixture('jpeg'), pages: 1 },
      { name: 'logo.png', content: await rasterFixture('png'), pages: 1 },
      { name: 'web.webp', content: await rasterFixture('webp'), pages: 1 },
      { name: 'anim.gif', content: await rasterFixture('gif'), pages: 1 },
      { name: 'scan.tif', content: await rasterFixture('tiff'), pages: 1 },
      { name: 'marca.svg', content: SVG_FIXTURE, pages: 1 },
      { name: 'montagem.psd', content: psdFixture(), pages: 1 },
    ];
    const ids = await Promise.all(cases.map((c) => storedFileOf(client, c.content, c.name)));
    await requestPreviews(t.runtime, ids);
    for (const [index, c] of cases.entries()) {
      const summary = await settled(ids[index]!);
      expect({ name: c.name, status: summary.status, error: summary.error }).toEqual({
        name: c.name,
        status: 'ready',
        error: null,
      });
      expect(summary.pages).toHaveLength(c.pages);
      for (const page of summary.pages) {
        const response = await getAs(page.url, client.cookie);
        expect(response.status).toBe(200);
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([page.width, page.height]);
        expect(Math.max(page.width, page.height)).toBeLessThanOrEqual(2400);
      }
      const thumb = await getAs(summary.thumbnailUrl!, client.cookie);
      expect(thumb.status).toBe(200);
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(320);
    }
    // A vector is drawn at full preview size; a page of the PDF fills its longest side.
    const svg = await summaryOf(ids[7]!);
    expect(svg.pages[0]).toMatchObject({ width: 2400, height: 1200 });
    const pdf = await summaryOf(ids[0]!);
    expect(pdf.sourcePages).toBe(2);
    expect(pdf.pages[0]!.height).toBe(2400);
  }, 400_000);

  it('marks what cannot be shown as unavailable, not failed: CDR, EPS, ZIP, corrupt or encrypted PDF', async () => {
    const cases: [string, Buffer][] = [
      ['arte.cdr', CDR_FIXTURE],
      ['arte.eps', EPS_FIXTURE],
      ['pacote.zip', ZIP_FIXTURE],
      ['quebrado.pdf', CORRUPT_PDF_FIXTURE],
      ['protegido.pdf', encryptedPdfFixture()],
    ];
    const ids = await Promise.all(
      cases.map(([name, content]) => storedFileOf(client, content, name)),
    );
    await requestPreviews(t.runtime, ids);
    for (const [index, [name]] of cases.entries()) {
      const summary = await settled(ids[index]!);
      expect({ name, status: summary.status }).toEqual({ name, status: 'unavailable' });
      expect(summary.pages).toEqual([]);
      expect(summary.thumbnailUrl).toBeNull();
    }
  }, 300_000);

  it('records a failure with its error for the admin only, and a retry that succeeds clears it', async () => {
    const id = await storedFileOf(client, await rasterFixture('png'), 'sumiu.png');
    const [file] = await t.runtime.db.select().from(storedFile).where(eq(storedFile.id, id));
    const bytes = await t.runtime.storage.get(file!.storageKey);
    const content = Buffer.concat(await bytes.body.toArray());
    await t.runtime.storage.remove(file!.storageKey); // the original's bytes are gone
    await requestPreviews(t.runtime, [id]);

    const failed = await settled(id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/ENOENT|no such file/i);
    expect((await summaryOf(id, false)).error).toBeNull(); // a client never sees it
    const previewAs = (user: TestUser) =>
      dataOf(apiOf(t, user).GET('/api/files/{id}/preview', { params: { path: { id } } }));
    expect(await previewAs(admin)).toMatchObject({ status: 'failed', error: failed.error });
    expect(await previewAs(client)).toMatchObject({ status: 'failed', error: null });

    // The bytes come back; the job again (as a queue retry would run it) makes the preview.
    await t.runtime.storage.put(file!.storageKey, Readable.from([content]), 1e6);
    await t.runtime.jobs.send({ name: 'file-preview' }, { fileId: id });
    await expect.poll(async () => (await summaryOf(id)).status, { timeout: 120_000 }).toBe('ready');
    const [row] = await t.runtime.db.select().from(filePreview).where(eq(filePreview.fileId, id));
    expect(row).toMatchObject({ status: 'ready', error: null, attempts: 2 });
  }, 300_000);
});

describe('previews follow the uploads', () => {
  it('a new request queues its references, a delivery its version, a change request its files', async () => {
    await requestArt(t, admin, client, 'Só para ter crédito'); // grants credits
    const created = postArt(t, client, {
      name: 'Rótulo com referência',
      briefing: 'Use a foto anexa',
      files: [fileOf(await rasterFixture('jpeg'), 'ref.jpg')],
    });
    const { art } = await dataOf(created, 201);
    const [reference] = await t.runtime.db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(eq(storedFile.artId, art.id));
    expect((await settled(reference!.id)).status).toBe('ready');

    expect((await post(t, apiRoutes.admin.startArt(art.id), admin.cookie)).status).toBe(200);
    const delivered = apiOf(t, admin).POST('/api/admin/arts/{id}/deliver', {
      params: { path: { id: art.id } },
      ...multipart({ file: fileOf(await pdfFixture(1), 'final.pdf') }),
    });
    const { delivery } = await dataOf(delivered, 201);
    const summary = await settled(delivery.id);
    expect(summary.status).toBe('ready');
    expect(summary.pages).toHaveLength(1);

    const change = new FormData();
    change.set('description', 'Veja o anexo');
    change.append('files', new File([new Uint8Array(await rasterFixture('png'))], 'ajuste.png'));
    const changed = await post(t, apiRoutes.requestArtChange(art.id), client.cookie, {
      body: change,
    });
    expect(changed.status).toBe(200);
    const [attachment] = await t.runtime.db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(eq(storedFile.originalName, 'ajuste.png'));
    expect((await settled(attachment!.id)).status).toBe('ready');
  }, 300_000);

  it('the catch-up queues files that never got a job', async () => {
    const id = await storedFileOf(client, await rasterFixture('gif'), 'antigo.gif');
    expect(await t.runtime.db.select().from(filePreview).where(eq(filePreview.fileId, id))).toEqual(
      [],
    );
    expect(await catchUpPreviews(t.runtime)).toBeGreaterThanOrEqual(1);
    expect((await settled(id)).status).toBe('ready');
  }, 300_000);
});

describe('who sees the previews', () => {
  let fileId: string;
  let summary: PreviewSummary;
  beforeAll(async () => {
    fileId = await storedFileOf(client, await rasterFixture('png'), 'dono.png');
    await requestPreviews(t.runtime, [fileId]);
    summary = await settled(fileId);
  }, 300_000);

  it('serves the owner inline, as WebP, never sniffed, privately cached', async () => {
    for (const url of [summary.pages[0]!.url, summary.thumbnailUrl!]) {
      const response = await getAs(url, client.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL);
      expect(response.headers.get('content-disposition')).toBe('inline');
    }
    const json = await getAs(apiRoutes.filePreview(fileId), client.cookie);
    expect(json.headers.get('cache-control')).toBe('no-store');
    expect(await json.json()).toEqual(summary);
  });

  it('serves an admin', async () => {
    expect((await getAs(summary.pages[0]!.url, admin.cookie)).status).toBe(200);
    expect((await getAs(summary.thumbnailUrl!, admin.cookie)).status).toBe(200);
  });

  it('tells another client nothing (404) and a visitor to sign in (401)', async () => {
    const other = await t.signUp({ name: 'Outra Ltda' });
    for (const url of [
      apiRoutes.filePreview(fileId),
      summary.pages[0]!.url,
      summary.thumbnailUrl!,
    ]) {
      expect((await getAs(url, other.cookie)).status).toBe(404);
      expect((await getAs(url)).status).toBe(401);
    }
  });

  it('answers 404 for a page past the last, and for a file without a ready preview', async () => {
    expect((await getAs(apiRoutes.previewPage(fileId, 2), client.cookie)).status).toBe(404);
    expect((await getAs(apiRoutes.previewPage(fileId, 0), client.cookie)).status).toBe(404);
    const cdr = await storedFileOf(client, CDR_FIXTURE, 'x.cdr');
    expect((await getAs(apiRoutes.previewThumbnail(cdr), client.cookie)).status).toBe(404);
  });
});
