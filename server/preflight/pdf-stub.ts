// A light copy of a PDF for pdf.js: every image XObject becomes an all-transparent stencil mask of
// the same width and height. pdf.js decodes each image it meets (in JavaScript: a 16-megapixel
// CMYK JPEG takes seconds, twice — once for the operator list, once for the render), while the
// pre-flight only needs an image's pixel size and where it is placed; a 1-bit stencil of zeros,
// painted nowhere (/Decode [1 0]), keeps both at a fraction of the cost. The JPEGs are kept aside
// so their barcodes can still be read (sharp decodes them natively). An image declared bigger than
// MAX_IMAGE_PIXELS is beyond the analysis's limits: its stub alone would be hundreds of MB.
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFName, PDFNumber, PDFRawStream, type PDFDocument } from 'pdf-lib';
import { AnalysisLimitError } from './pdf-content';

/** The largest image the analysis measures: 300 Mpx, as the previews' limit (a 17 000 px square). */
export const MAX_IMAGE_PIXELS = 300_000_000;

const IMAGE = PDFName.of('Image');
const DCT = PDFName.of('DCTDecode');

export interface StubbedPdf {
  bytes: Uint8Array;
  /** The JPEG data of the document's DCT images, for the barcode reader. */
  jpegs: Uint8Array[];
  /** Width × height of the largest image. */
  largestImagePixels: number;
}

export async function withImagesStubbed(document: PDFDocument): Promise<StubbedPdf> {
  const { context } = document;
  const jpegs: Uint8Array[] = [];
  const zeros = new Map<number, Uint8Array>();
  let largestImagePixels = 0;
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
    largestImagePixels = Math.max(largestImagePixels, w * h);
    const filter = object.dict.lookup(PDFName.of('Filter'));
    if (
      filter === DCT ||
      (filter instanceof PDFArray && filter.size() === 1 && filter.lookup(0) === DCT)
    )
      jpegs.push(object.contents);
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
  return {
    bytes: await document.save({ useObjectStreams: false }),
    jpegs,
    largestImagePixels,
  };
}
