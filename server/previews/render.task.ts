// Renders a stored file's preview images, in the isolated child process (server/jobs/isolated.ts):
// PDF (and Illustrator files saved with PDF compatibility) page by page with PDFium (WebAssembly,
// @hyzyla/pdfium); JPG, PNG, WebP, GIF, TIFF and SVG through sharp; a PSD's composite through
// ag-psd then sharp. Every page becomes a WebP whose longest side is at most PREVIEW_MAX_SIDE, plus
// one small thumbnail of the first page. The kind is read from the bytes, never from the name.
// A file we know we cannot show (CDR, EPS, ZIP, a corrupt or encrypted PDF, a PSD without its
// composite) is answered as 'unavailable'; anything else that goes wrong throws (a failure).
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { isSvg, readHead } from '../files/file-signatures';
import { loadPdfium, pdfiumRefusal, type Pdfium } from './pdfium';

export const PREVIEW_MAX_SIDE = 2400;
export const PREVIEW_THUMB_SIDE = 320;
/** A long document previews its first pages only: a proof is looked at, not archived. */
export const PREVIEW_MAX_PAGES = 20;
/**
 * sharp refuses images above this many pixels (a decompression bomb): 300 Mpx holds a 200 MB
 * uncompressed RGB TIFF (~67 Mpx) with room to spare, and a 15 000 px square.
 */
export const PREVIEW_MAX_INPUT_PIXELS = 300_000_000;
const WEBP_QUALITY = 82;

export interface RenderPreviewInput {
  /** The original, copied to a temporary folder by the job. */
  sourcePath: string;
  /** Where to write page-N.webp and thumb.webp. */
  outDir: string;
  /** This process's niceness (config PREVIEW_NICE): above 0, the API comes first. */
  niceness: number;
}

export interface RenderedPage {
  width: number;
  height: number;
  path: string;
}

export type RenderPreviewOutput =
  | {
      status: 'ready';
      /** Pages in the document (more than `pages` when it was capped). */
      sourcePages: number;
      pages: RenderedPage[];
      thumbnailPath: string;
    }
  | { status: 'unavailable'; reason: string };

type SourceKind = 'pdf' | 'raster' | 'svg' | 'psd' | 'unknown';

/** A known 'cannot preview': a fact about the file, not a failure to retry. */
class Unavailable extends Error {}

/** What file-type names each format the previews draw as a raster (through sharp). */
const RASTER_TYPES = new Set(['jpg', 'png', 'gif', 'webp', 'tif']);

/** The renderer for a file's first bytes (file-type; SVG, being text, by its own signature). */
async function sniffKind(head: Buffer): Promise<SourceKind> {
  const type = (await fileTypeFromBuffer(head))?.ext;
  // Illustrator files saved with PDF compatibility are PDFs.
  if (type === 'pdf' || type === 'ai') return 'pdf';
  if (type === 'psd') return 'psd';
  if (type && RASTER_TYPES.has(type)) return 'raster';
  return isSvg(head) ? 'svg' : 'unknown';
}

const fit = {
  width: PREVIEW_MAX_SIDE,
  height: PREVIEW_MAX_SIDE,
  fit: 'inside',
  withoutEnlargement: true,
} as const;

/** Writes one page from a sharp pipeline; flattens transparency onto white (paper). */
async function writePage(image: Sharp, file: string, orientation = 1): Promise<RenderedPage> {
  // Honours a photo's EXIF orientation; skipped when upright (it costs a second on a big TIFF).
  if (orientation > 1) image.rotate();
  const info = await image
    .resize(fit)
    .flatten({ background: '#ffffff' })
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .toFile(file);
  return { width: info.width, height: info.height, path: file };
}

async function renderRaster(input: RenderPreviewInput): Promise<RenderedPage[]> {
  const image = sharp(input.sourcePath, {
    limitInputPixels: PREVIEW_MAX_INPUT_PIXELS,
    sequentialRead: true,
  });
  let orientation: number | undefined;
  try {
    orientation = (await image.metadata()).orientation;
  } catch (error) {
    throw new Unavailable(`imagem ilegível: ${(error as Error).message}`);
  }
  return [await writePage(image, path.join(input.outDir, 'page-1.webp'), orientation)];
}

async function renderSvg(input: RenderPreviewInput): Promise<RenderedPage[]> {
  // From a buffer, without a base location: librsvg then loads nothing the SVG refers to.
  const svg = await readFile(input.sourcePath);
  let meta: Metadata;
  try {
    meta = await sharp(svg).metadata();
  } catch (error) {
    throw new Unavailable(`SVG ilegível: ${(error as Error).message}`);
  }
  // Drawn at the density that makes its longest side PREVIEW_MAX_SIDE (a vector has no size).
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0) || PREVIEW_MAX_SIDE;
  const density = Math.min(Math.max((72 * PREVIEW_MAX_SIDE) / longest, 1), 2400);
  const image = sharp(svg, { density, limitInputPixels: PREVIEW_MAX_INPUT_PIXELS });
  return [await writePage(image, path.join(input.outDir, 'page-1.webp'))];
}

async function renderPsd(input: RenderPreviewInput): Promise<RenderedPage[]> {
  const { initializeCanvas, readPsd } = await import('ag-psd');
  const { createCanvas } = await import('@napi-rs/canvas');
  // ag-psd builds its pixel buffers through these; plain RGBA arrays are all it needs here.
  initializeCanvas(
    (width: number, height: number) => createCanvas(width, height),
    (width: number, height: number) => ({
      width,
      height,
      data: new Uint8ClampedArray(width * height * 4),
    }),
  );
  const buffer = await readFile(input.sourcePath);
  let composite: { width: number; height: number; data: ArrayBufferView } | undefined;
  try {
    const psd = readPsd(buffer, {
      useImageData: true,
      skipLayerImageData: true,
      skipThumbnail: true,
    });
    composite = psd.imageData;
  } catch (error) {
    throw new Unavailable(`PSD ilegível: ${(error as Error).message}`);
  }
  if (!composite)
    throw new Unavailable('PSD sem imagem composta (salvo sem "maximizar compatibilidade")');
  const { width, height, data } = composite;
  const channels = data.byteLength / (width * height);
  if (channels !== 4) throw new Unavailable('PSD com profundidade de cor não suportada');
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const image = sharp(raw, {
    raw: { width, height, channels: 4 },
    limitInputPixels: PREVIEW_MAX_INPUT_PIXELS,
  });
  return [await writePage(image, path.join(input.outDir, 'page-1.webp'))];
}

async function openPdf(library: Pdfium, file: string) {
  // PDFium copies the bytes into its own memory: this buffer (a Uint8Array, not copied again) is
  // garbage once loaded.
  const data = await readFile(file);
  try {
    return await library.loadDocument(data);
  } catch (error) {
    const refusal = pdfiumRefusal(error);
    if (refusal === 'locked') throw new Unavailable('PDF protegido por senha');
    if (refusal === 'damaged') throw new Unavailable('PDF danificado ou ilegível');
    throw error;
  }
}

/** Encodes one page's pixels (RGBA from PDFium, opaque: drawn on white paper) to WebP. */
async function encodePage(
  pixels: Uint8Array,
  width: number,
  height: number,
  file: string,
): Promise<RenderedPage> {
  await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .removeAlpha()
    .webp({ quality: WEBP_QUALITY, effort: 2 })
    .toFile(file);
  return { width, height, path: file };
}

async function renderPdf(
  input: RenderPreviewInput,
): Promise<{ pages: RenderedPage[]; sourcePages: number }> {
  const library = await loadPdfium();
  try {
    const document = await openPdf(library, input.sourcePath);
    try {
      const sourcePages = document.getPageCount();
      const pages: RenderedPage[] = [];
      // Page N+1 is drawn (wasm, on this thread) while page N is encoded (libvips, on its own
      // thread): one encode in flight at a time, so at most two page bitmaps (~16 MB each) in use.
      let encoding: Promise<RenderedPage> | undefined;
      for (let index = 0; index < Math.min(sourcePages, PREVIEW_MAX_PAGES); index++) {
        const page = document.getPage(index);
        const { originalWidth, originalHeight } = page.getOriginalSize();
        const scale = PREVIEW_MAX_SIDE / Math.max(originalWidth, originalHeight, 1);
        // `width`/`height` are the bitmap's own size when the scale is 1; drawn on opaque white.
        const bitmap = await page.render({
          width: Math.max(1, Math.floor(originalWidth * scale)),
          height: Math.max(1, Math.floor(originalHeight * scale)),
          scale: 1,
        });
        if (encoding) pages.push(await encoding);
        encoding = encodePage(
          bitmap.data,
          bitmap.width,
          bitmap.height,
          path.join(input.outDir, `page-${index + 1}.webp`),
        );
        // Awaited below; this only keeps a failure meanwhile from counting as unhandled.
        encoding.catch(() => {});
      }
      if (encoding) pages.push(await encoding);
      return { pages, sourcePages };
    } finally {
      document.destroy();
    }
  } finally {
    library.destroy();
  }
}

export async function renderPreview(input: RenderPreviewInput): Promise<RenderPreviewOutput> {
  // The API shares these cores: the renderer yields to it (niceness) and uses one libvips thread.
  try {
    if (input.niceness > 0) setPriority(input.niceness);
  } catch {
    // not permitted here: run at normal priority
  }
  sharp.concurrency(1);
  sharp.cache(false);
  const kind = await sniffKind(await readHead(input.sourcePath));
  try {
    let pages: RenderedPage[];
    let sourcePages = 1;
    switch (kind) {
      case 'pdf': {
        const result = await renderPdf(input);
        pages = result.pages;
        sourcePages = result.sourcePages;
        break;
      }
      case 'raster':
        pages = await renderRaster(input);
        break;
      case 'svg':
        pages = await renderSvg(input);
        break;
      case 'psd':
        pages = await renderPsd(input);
        break;
      default:
        return { status: 'unavailable', reason: 'formato sem pré-visualização (CDR, EPS, ZIP…)' };
    }
    const first = pages[0];
    if (!first) return { status: 'unavailable', reason: 'documento sem páginas' };
    const thumbnailPath = path.join(input.outDir, 'thumb.webp');
    await sharp(first.path)
      .resize({
        width: PREVIEW_THUMB_SIDE,
        height: PREVIEW_THUMB_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toFile(thumbnailPath);
    return { status: 'ready', sourcePages, pages, thumbnailPath };
  } catch (error) {
    if (error instanceof Unavailable) return { status: 'unavailable', reason: error.message };
    throw error;
  }
}
