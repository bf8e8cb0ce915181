// A light copy of a PDF for pdf.js's operator lists: every image XObject becomes an
// all-transparent stencil mask of the same width and height. pdf.js decodes each image it meets
// (in JavaScript: a 16-megapixel CMYK JPEG takes seconds), while the operator lists only need an
// image's pixel size and where it is placed; a 1-bit stencil of zeros, painted nowhere
// (/Decode [1 0]), keeps both at a fraction of the cost. (The barcode render draws the original,
// with PDFium.) An image declared bigger than MAX_IMAGE_PIXELS is beyond the analysis's limits:
// its stub alone would be hundreds of MB.
import { deflateSync } from 'node:zlib';
import { PDFName, PDFNumber, PDFRawStream, type PDFDocument } from 'pdf-lib';
import { AnalysisLimitError } from './pdf-content';

/** The largest image the analysis measures: 300 Mpx, as the previews' limit (a 17 000 px square). */
export const MAX_IMAGE_PIXELS = 300_000_000;

const IMAGE = PDFName.of('Image');

export interface StubbedPdf {
  bytes: Uint8Array;
}

export async function withImagesStubbed(document: PDFDocument): Promise<StubbedPdf> {
  const { context } = document;
  const zeros = new Map<number, Uint8Array>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.lookup(PDFName.of('Subtype')) !== IMAGE)
      continue;
    const width = object.dict.lookup(PDFName.of('Width'));
    const height = object.dict.lookup(PDFName.of('Height'));
    if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) continue;
    const w = width.asNumber();
    const h = height.asNumber();
    if (!(w > 0 && h > 0)) continue;
    if (w * h > MAX_IMAGE_PIXELS) throw new AnalysisLimitError(`imagem de ${w} × ${h} px`);
    const bytes = Math.ceil(w / 8) * h;
    let mask = zeros.get(bytes);
    if (!mask) {
      mask = deflateSync(Buffer.alloc(bytes));
      zeros.set(bytes, mask);
    }
    context.assign(
      ref,
      context.stream(mask, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: w,
        Height: h,
        ImageMask: true,
        BitsPerComponent: 1,
        Decode: [1, 0],
        Filter: 'FlateDecode',
      }),
    );
  }
  return { bytes: await document.save({ useObjectStreams: false }) };
}
