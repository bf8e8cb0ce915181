// 'Comparar versões' on the real app and database: who may ask (owner and admins; another
// client the art's 404; signed out 401), what is refused (400 in pt-BR), and the whole path — the
// previews made by their job, the comparison pending, the compare-pages job, a plausible share of
// changed area, identical pages at 0 %, a page one version lacks, and a result computed once.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { ART_NOT_FOUND_MESSAGE } from '../arts/arts.service';
import { filePreview, previewCompare, storedFile } from '../db/schema';
import { pdfFixture } from '../previews/preview-fixtures';
import { PREVIEW_CACHE_CONTROL } from '../previews/previews.routes';
import { previewSummariesOf } from '../previews/previews.service';
import { startAndDeliver, contextWithAdmin, errorOf, post, requestArt } from '../test/factories';
import { apiOf, dataOf } from '../test/api-client';
import type { TestContext, TestUser } from '../test/harness';
import {
  COMPARE_PAGE_MESSAGE,
  COMPARE_SAME_VERSION_MESSAGE,
  COMPARE_VERSION_MESSAGE,
} from './compare.schemas';
import { VERSION_NOT_FOUND_MESSAGE } from './compare.service';

let t: TestContext;
let admin: TestUser;
let client: TestUser;
let stranger: TestUser;
let artId: string;
/** The delivered files by version: v1 two pages, v2 one page with a white band, v3 = v1. */
const fileIds = new Map<number, string>();

const get = (path: string, cookie?: string) => t.request(path, { cookie });
const compare = (from: number, to: number, page = 1) =>
  dataOf(
    apiOf(t, client).GET('/api/arts/{id}/compare', {
      params: { path: { id: artId }, query: { de: from, para: to, pagina: page } },
    }),
  );

/** Waits for the background jobs (a loop: expect.poll cannot run in a beforeAll). */
async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still waiting`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const readyComparison = (from: number, to: number, page = 1) =>
  until(`comparison v${from}→v${to} p${page}`, async () => {
    const result = await compare(from, to, page);
    expect(result.status).not.toBe('unavailable');
    return result.status === 'ready' ? result : undefined;
  });

async function deliver(content: Buffer, name: string) {
  const delivery = await startAndDeliver(t, admin, artId, content, name);
  fileIds.set(delivery.version!, delivery.id);
}

async function askChange() {
  const body = new FormData();
  body.set('description', 'Trocar o topo da caixa.');
  expect((await post(t, apiRoutes.requestArtChange(artId), client.cookie, { body })).status).toBe(
    200,
  );
}

beforeAll(async () => {
  ({ t, admin } = await contextWithAdmin());
  client = await t.signUp({ name: 'Compara Embalagens' });
  stranger = await t.signUp({ name: 'Outra Ltda' });
  artId = (await requestArt(t, admin, client)).id;
  await deliver(await pdfFixture(2), 'v1.pdf');
  await askChange();
  await deliver(await pdfFixture(1, { band: true }), 'v2.pdf');
  await askChange();
  await deliver(await pdfFixture(2), 'v3.pdf');
  for (const fileId of fileIds.values()) {
    await until(`preview of ${fileId}`, async () => {
      const summary = (await previewSummariesOf(t.runtime.db, [fileId], { forAdmin: true })).get(
        fileId,
      )!;
      return summary.status === 'ready' ? summary : undefined;
    });
  }
}, 400_000);
afterAll(() => t.close(), 120_000);

describe('who may compare', () => {
  it('the owner and admins; another client gets the art’s 404, a visitor 401', async () => {
    expect((await get(apiRoutes.artCompare(artId, 1, 2), client.cookie)).status).toBe(200);
    expect((await get(apiRoutes.artCompare(artId, 1, 2), admin.cookie)).status).toBe(200);
    const other = await get(apiRoutes.artCompare(artId, 1, 2), stranger.cookie);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe(ART_NOT_FOUND_MESSAGE);
    expect((await get(apiRoutes.artCompare(artId, 1, 2))).status).toBe(401);
    for (const cookie of [stranger.cookie, undefined]) {
      const image = await get(apiRoutes.artCompareImage(artId, 1, 2), cookie);
      expect(image.status).toBe(cookie ? 404 : 401);
    }
  });

  it('refuses bad versions and pages in pt-BR (400), and a version the art does not have (404)', async () => {
    const cases: [string, string][] = [
      [`/api/arts/${artId}/compare?de=abc&para=2`, COMPARE_VERSION_MESSAGE],
      [`/api/arts/${artId}/compare?de=0&para=2`, COMPARE_VERSION_MESSAGE],
      [`/api/arts/${artId}/compare?para=2`, COMPARE_VERSION_MESSAGE],
      [`/api/arts/${artId}/compare?de=1.5&para=2`, COMPARE_VERSION_MESSAGE],
      [`/api/arts/${artId}/compare?de=2&para=2`, COMPARE_SAME_VERSION_MESSAGE],
      [`/api/arts/${artId}/compare?de=1&para=2&pagina=0`, COMPARE_PAGE_MESSAGE],
    ];
    for (const [path, message] of cases) {
      const response = await get(path, client.cookie);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(JSON.stringify(await errorOf(response))).toContain(message);
    }
    const missing = await get(apiRoutes.artCompare(artId, 1, 9), client.cookie);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(VERSION_NOT_FOUND_MESSAGE);
    const badArt = await get(apiRoutes.artCompare('nao-e-id', 1, 2), client.cookie);
    expect(badArt.status).toBe(404);
  });
});

describe('the comparison', () => {
  it('is pending, then the job makes it: a plausible share of changed area and its image', async () => {
    const first = await compare(1, 2);
    // Nothing computed yet (the access test above may already have queued it: pending or ready).
    expect(['pending', 'ready']).toContain(first.status);
    expect(first.pages).toEqual({ from: 2, to: 1 });
    const ready = await readyComparison(1, 2);
    // The band is ~14 % of the page (a little less inside the preview's margins).
    expect(ready.changedPercent).toBeGreaterThan(8);
    expect(ready.changedPercent).toBeLessThan(20);
    expect(ready.imageUrl).toBe(apiRoutes.artCompareImage(artId, 1, 2, 1));

    const image = await get(ready.imageUrl!, client.cookie);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL);
    expect(image.headers.get('content-disposition')).toBe('inline');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([ready.width, ready.height]);
    expect(Math.max(ready.width!, ready.height!)).toBe(2400);
    expect((await get(ready.imageUrl!, admin.cookie)).status).toBe(200);
  }, 240_000);

  it('finds nothing changed between identical pages (0 %)', async () => {
    const ready = await readyComparison(1, 3, 2);
    expect(ready.changedPercent).toBe(0);
    expect(ready.pages).toEqual({ from: 2, to: 2 });
  }, 240_000);

  it('is computed once per pair and page: asking again reads the stored result', async () => {
    const ready = await readyComparison(1, 2);
    const where = and(
      eq(previewCompare.fromFileId, fileIds.get(1)!),
      eq(previewCompare.toFileId, fileIds.get(2)!),
      eq(previewCompare.page, 1),
    );
    const [before] = await t.runtime.db.select().from(previewCompare).where(where);
    expect(before).toMatchObject({ status: 'ready', attempts: 1 });
    for (let i = 0; i < 3; i++) expect(await compare(1, 2)).toEqual(ready);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // room for a stray job to run
    const [after] = await t.runtime.db.select().from(previewCompare).where(where);
    expect(after).toEqual(before);
    // The other direction is another comparison (the image shows the other version).
    expect((await t.runtime.db.select().from(previewCompare)).length).toBeGreaterThanOrEqual(2);
  }, 240_000);

  it('says when a version lacks the page, and waits while a preview is still being made', async () => {
    const lacking = await compare(1, 2, 2);
    expect(lacking.status).toBe('unavailable');
    expect(lacking.reason).toBe('A versão v2 não tem a página 2 (tem 1).');

    const v3 = fileIds.get(3)!;
    await t.runtime.db
      .update(filePreview)
      .set({ status: 'pending' })
      .where(eq(filePreview.fileId, v3));
    expect(await compare(2, 3)).toMatchObject({ status: 'pending', pages: { from: 1, to: null } });
    await t.runtime.db
      .update(filePreview)
      .set({ status: 'unavailable' })
      .where(eq(filePreview.fileId, v3));
    const unavailable = await compare(2, 3);
    expect(unavailable.status).toBe('unavailable');
    expect(unavailable.reason).toMatch(/^A versão v3 não tem pré-visualização/);
    await t.runtime.db
      .update(filePreview)
      .set({ status: 'ready' })
      .where(eq(filePreview.fileId, v3));
  });

  it('follows the file: a version whose file is gone is the art’s 404 for the image', async () => {
    await readyComparison(1, 3);
    const v3 = fileIds.get(3)!;
    await t.runtime.db.delete(storedFile).where(eq(storedFile.id, v3));
    expect((await get(apiRoutes.artCompare(artId, 1, 3), client.cookie)).status).toBe(404);
    expect((await get(apiRoutes.artCompareImage(artId, 1, 3), client.cookie)).status).toBe(404);
    // The comparison's row went with the file.
    expect(
      await t.runtime.db.select().from(previewCompare).where(eq(previewCompare.toFileId, v3)),
    ).toEqual([]);
  }, 240_000);
});
