// Small files of every kind the previews handle, made on the spot (pdf-lib, sharp, ag-psd) for
// the tests, plus the unpreviewable ones: nothing binary is committed.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { writePsdBuffer } from 'ag-psd';

/**
 * A PDF of `pages` A6 pages, each with its number written on it. `band` adds a white band across
 * the top of every page (about 14 % of its area): a 'next version' that differs visibly.
 */
export async function pdfFixture(pages = 2, options: { band?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = doc.addPage([298, 420]);
    page.drawRectangle({ x: 20, y: 20, width: 258, height: 380, color: rgb(0.9, 0.3, 0.1) });
    if (options.band)
      page.drawRectangle({ x: 20, y: 320, width: 258, height: 68, color: rgb(1, 1, 1) });
    page.drawText(`Página ${number}`, { x: 40, y: 200, size: 24, font, color: rgb(1, 1, 1) });
  }
  return Buffer.from(await doc.save());
}

/** A solid image of the given format, `width`×`height`. */
export async function rasterFixture(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .toFormat(format)
    .toBuffer();
}

export const SVG_FIXTURE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="50">' +
    '<rect width="100" height="50" fill="#c00"/><circle cx="50" cy="25" r="20" fill="#fff"/></svg>',
);

/** A PSD with its composite image (what Photoshop's 'maximise compatibility' saves). */
export function psdFixture(width = 40, height = 30): Buffer {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = 200;
    data[i + 1] = 40;
    data[i + 2] = 90;
    data[i + 3] = 255;
  }
  return writePsdBuffer({ width, height, imageData: { width, height, data } });
}

/** CorelDRAW's RIFF header with nothing behind it. */
export const CDR_FIXTURE = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([16, 0, 0, 0]),
  Buffer.from('CDRvvrsn'),
  Buffer.alloc(16),
]);
export const EPS_FIXTURE = Buffer.from(
  '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\nnewpath 0 0 moveto 100 100 lineto stroke\n%%EOF\n',
);
/** An empty ZIP archive (its end-of-central-directory record). */
export const ZIP_FIXTURE = Buffer.from([
  0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
]);
export const CORRUPT_PDF_FIXTURE = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pa\x00\x01garbage',
);

/**
 * A minimal PDF locked with a user password (standard security handler, RC4 40-bit): pdf-lib
 * cannot encrypt, so the trailer's /Encrypt dictionary is written by hand, offsets computed.
 */
export function encryptedPdfFixture(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'a1'.repeat(32)}> /U <${'b2'.repeat(32)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R ` +
    `/ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
