// The preview renderer itself (run here in-process; the job runs it in a child): PDF pages drawn by
// PDFium at the preview size, in order, with their orientation; the page cap; and the PDFs it
// cannot show answered as 'unavailable' with their reason in Portuguese.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRUPT_PDF_FIXTURE, encryptedPdfFixture, pdfFixture } from './preview-fixtures';
import {
  PREVIEW_MAX_PAGES,
  PREVIEW_MAX_SIDE,
  PREVIEW_THUMB_SIDE,
  renderPreview,
  type RenderPreviewOutput,
} from './render.task';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-task-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let runs = 0;
/** Renders `content` as an uploaded file would be, into a folder of its own. */
async function render(content: Buffer | Uint8Array): Promise<RenderPreviewOutput> {
  const outDir = path.join(dir, `run-${++runs}`);
  await mkdir(outDir);
  const sourcePath = path.join(dir, `source-${runs}`);
  await writeFile(sourcePath, content);
  return renderPreview({ sourcePath, outDir, niceness: 0 });
}

function ready(output: RenderPreviewOutput) {
  if (output.status !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(output)}`);
  return output;
}

/** The colour of one pixel of a WebP, at a fraction of its width and height. */
async function pixelAt(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const offset =
    (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) *
    info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]!, channels: info.channels };
}

describe('renderPreview of a PDF (PDFium)', () => {
  it('draws every page at the preview size, in order, portrait, landscape and rotated', async () => {
    const doc = await PDFDocument.create();
    // A6 portrait, orange with a white margin; A6 landscape, blue; A6 portrait turned by /Rotate.
    doc
      .addPage([298, 420])
      .drawRectangle({ x: 20, y: 20, width: 258, height: 380, color: rgb(0.9, 0.3, 0.1) });
    doc
      .addPage([420, 298])
      .drawRectangle({ x: 0, y: 0, width: 420, height: 298, color: rgb(0.1, 0.2, 0.9) });
    doc.addPage([298, 420]).setRotation(degrees(90));
    const output = ready(await render(await doc.save()));

    expect(output.sourcePages).toBe(3);
    const short = Math.floor((298 * PREVIEW_MAX_SIDE) / 420); // 1702
    expect(output.pages.map(({ width, height }) => [width, height])).toEqual([
      [short, PREVIEW_MAX_SIDE],
      [PREVIEW_MAX_SIDE, short],
      [PREVIEW_MAX_SIDE, short],
    ]);
    for (const [index, page] of output.pages.entries()) {
      expect(path.basename(page.path)).toBe(`page-${index + 1}.webp`);
      const meta = await sharp(page.path).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        'webp',
        page.width,
        page.height,
        false,
      ]);
    }
    // The drawing itself: orange inside the first page's frame, white paper at its edge; the
    // second page blue.
    const inside = await pixelAt(output.pages[0]!.path, 0.5, 0.75);
    expect(inside.r).toBeGreaterThan(200);
    expect(inside.g).toBeGreaterThan(50);
    expect(inside.g).toBeLessThan(110);
    expect(inside.b).toBeLessThan(60);
    expect(await pixelAt(output.pages[0]!.path, 0.01, 0.01)).toMatchObject({
      r: 255,
      g: 255,
      b: 255,
    });
    const blue = await pixelAt(output.pages[1]!.path, 0.5, 0.5);
    expect(blue.b).toBeGreaterThan(200);
    expect(blue.r).toBeLessThan(60);

    const thumb = await sharp(output.thumbnailPath).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(PREVIEW_THUMB_SIDE);
  });

  it('renders the first pages of a long document and reports how many it has', async () => {
    const doc = await PDFDocument.create();
    for (let page = 0; page < PREVIEW_MAX_PAGES + 2; page++) doc.addPage([100, 100]);
    const output = ready(await render(await doc.save()));
    expect(output.sourcePages).toBe(PREVIEW_MAX_PAGES + 2);
    expect(output.pages).toHaveLength(PREVIEW_MAX_PAGES);
    expect(output.pages.at(-1)).toMatchObject({
      width: PREVIEW_MAX_SIDE,
      height: PREVIEW_MAX_SIDE,
    });
    expect(path.basename(output.pages.at(-1)!.path)).toBe(`page-${PREVIEW_MAX_PAGES}.webp`);
  });

  it('answers a password-protected PDF as unavailable, saying so', async () => {
    expect(await render(encryptedPdfFixture())).toEqual({
      status: 'unavailable',
      reason: 'PDF protegido por senha',
    });
  });

  it('answers a damaged PDF, or one cut short, as unavailable, saying so', async () => {
    const damaged = { status: 'unavailable', reason: 'PDF danificado ou ilegível' };
    expect(await render(CORRUPT_PDF_FIXTURE)).toEqual(damaged);
    // A real PDF's header, then nothing that holds a page.
    const whole = await pdfFixture(1);
    expect(await render(whole.subarray(0, 200))).toEqual(damaged);
  });

  it('answers a PDF without pages as unavailable', async () => {
    const empty = await PDFDocument.create();
    expect(await render(await empty.save({ addDefaultPage: false }))).toEqual({
      status: 'unavailable',
      reason: 'documento sem páginas',
    });
  });
});
