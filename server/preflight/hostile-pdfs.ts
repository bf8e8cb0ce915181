// Hostile PDFs for the bounded background work's tests and bench (npm run bench:preflight --
// --bombs): small files that cost a careless reader gigabytes. Generated, never stored.
// - manyPages: thousands of A4 pages sharing one content stream (a 1 MB file);
// - flateBomb: one page whose content stream inflates to gigabytes of spaces;
// - hugeImage: one page with a Flate image of width × height RGB pixels (all white).
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const A4: [number, number] = [595, 842];

/** Deflates `total` bytes of `fill` without holding them: a 2 GiB stream in about a second. */
async function deflatedRun(total: number, fill: number): Promise<Buffer> {
  const chunk = Buffer.alloc(Math.min(total, 16 * 1024 * 1024), fill);
  const deflate = createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let written = 0; written < total; written += chunk.length) {
    const piece = written + chunk.length > total ? chunk.subarray(0, total - written) : chunk;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

type StreamDict = Parameters<PDFDocument['context']['flateStream']>[1];

function flateStream(document: PDFDocument, bytes: Buffer, dict: StreamDict = {}) {
  const stream = document.context.flateStream(new Uint8Array(0), dict);
  return PDFRawStream.of(stream.dict, bytes);
}

export async function manyPages(count = 10_000): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // A thin rule, a filled box and a 6 pt text size: a page that every check reads.
  const content = document.context.register(
    document.context.flateStream(
      '0.2 w 50 50 m 545 50 l S 0 0 0 1 k 100 100 200 200 re f BT /F1 6 Tf 100 400 Td ET',
    ),
  );
  for (let index = 0; index < count; index++) {
    const page = document.addPage(A4);
    page.node.set(PDFName.of('Contents'), content);
  }
  return document.save({ useObjectStreams: false });
}

export async function flateBomb(inflatedBytes = 2 * 1024 ** 3): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage(A4);
  const stream = flateStream(document, await deflatedRun(inflatedBytes, 0x20));
  stream.dict.set(PDFName.of('Length'), document.context.obj(stream.contents.length));
  page.node.set(PDFName.of('Contents'), document.context.register(stream));
  return document.save({ useObjectStreams: false });
}

export async function hugeImage(width = 20_000, height = 20_000): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage(A4);
  const image = flateStream(document, await deflatedRun(width * height * 3, 0xff), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  image.dict.set(PDFName.of('Length'), document.context.obj(image.contents.length));
  const ref = document.context.register(image);
  page.node.setXObject(PDFName.of('Im1'), ref);
  const content = document.context.register(
    document.context.flateStream(`q ${A4[0]} 0 0 ${A4[1]} 0 0 cm /Im1 Do Q`),
  );
  page.node.set(PDFName.of('Contents'), content);
  return document.save({ useObjectStreams: false });
}

/** The three, named, as the limits tests run them. */
export const HOSTILE_PDFS = {
  manyPages: { name: '10 000 pages sharing one content stream', make: () => manyPages(10_000) },
  flateBomb: {
    name: 'a content stream that inflates to 2 GiB',
    make: () => flateBomb(2 * 1024 ** 3),
  },
  hugeImage: { name: 'a 20 000 × 20 000 px image', make: () => hugeImage(20_000, 20_000) },
} as const;
