// Sample PDFs for the pre-flight's tests and its bench (not test code: scripts may import it),
// generated with pdf-lib (and sharp for rasters): each one breaks one rule of the brief, and
// `validPdf` breaks none.
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Op,
  StandardFonts,
  cmyk,
  type PDFPage,
} from 'pdf-lib';
import sharp from 'sharp';
import type { FlexoBrief } from '../../common/brief';
import { SAMPLE_BRIEF } from '../../common/brief-samples';

export const pt = (mm: number) => (mm * 72) / 25.4;

export const VALID_EAN = '7891234567895';
export const briefFor = (overrides: Partial<FlexoBrief> = {}): FlexoBrief => ({
  ...SAMPLE_BRIEF,
  spotColors: [],
  ean: VALID_EAN,
  ...overrides,
});

/**
 * A 100 × 150 mm piece (or another size: a business card, a banner drawn at a scale): with 3 mm
 * of bleed (TrimBox inside a larger MediaBox) unless told not.
 */
export async function piece(
  options: { bleedMm?: number; widthMm?: number; heightMm?: number } = {},
) {
  const bleed = pt(options.bleedMm ?? 3);
  const width = pt(options.widthMm ?? 100);
  const height = pt(options.heightMm ?? 150);
  const document = await PDFDocument.create();
  const page = document.addPage([width + 2 * bleed, height + 2 * bleed]);
  if (bleed > 0) {
    page.setTrimBox(bleed, bleed, width, height);
    page.setBleedBox(0, 0, width + 2 * bleed, height + 2 * bleed);
  }
  return { document, page, origin: bleed };
}

/** A raster of `pixels` square, CMYK JPEG unless `rgb`, placed `placedMm` wide. */
export async function placeImage(
  document: PDFDocument,
  page: PDFPage,
  options: { pixels: number; placedMm: number; rgb?: boolean; x?: number; y?: number },
) {
  const base = sharp({
    create: {
      width: options.pixels,
      height: options.pixels,
      channels: 3,
      background: { r: 200, g: 120, b: 40 },
    },
  });
  const image = options.rgb
    ? await document.embedPng(await base.png().toBuffer())
    : await document.embedJpg(await base.toColourspace('cmyk').jpeg().toBuffer());
  page.drawImage(image, {
    x: options.x ?? pt(10),
    y: options.y ?? pt(60),
    width: pt(options.placedMm),
    height: pt(options.placedMm),
  });
}

// EAN-13 encodings (GS1 General Specifications 5.2.1.2): L and G for the left half, R for the
// right, the first digit chosen by the left half's L/G parity.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let modules = '101';
  for (let index = 1; index <= 6; index++)
    modules += (parity[index - 1] === 'L' ? L : G)[digits[index]!]!;
  modules += '01010';
  for (let index = 7; index <= 12; index++) modules += R[digits[index]!]!;
  return modules + '101';
}

/** EAN-13 bars in 100 % black as filled rectangles (0.33 mm modules, 23 mm tall). */
export function drawEan13(page: PDFPage, code: string, x: number, y: number) {
  const module = pt(0.33);
  const modules = ean13Modules(code);
  // White quiet zone behind the bars.
  page.drawRectangle({
    x: x - 11 * module,
    y: y - module,
    width: 113 * module,
    height: pt(23) + 2 * module,
    color: cmyk(0, 0, 0, 0),
  });
  for (let start = 0; start < modules.length;) {
    let end = start;
    while (modules[end] === modules[start]) end++;
    if (modules[start] === '1')
      page.drawRectangle({
        x: x + start * module,
        y,
        width: (end - start) * module,
        height: pt(23),
        color: cmyk(0, 0, 0, 1),
      });
    start = end;
  }
}

/** Fills a rectangle in a Separation ink (alternate CMYK), hand-written into the resources. */
export function fillWithSpot(page: PDFPage, ink: string, key: string, y: number) {
  const context = page.doc.context;
  const tint = context.obj({
    FunctionType: 2,
    Domain: [0, 1],
    C0: [0, 0, 0, 0],
    C1: [0, 0.8, 0.6, 0],
    N: 1,
  });
  const space = context.obj([
    PDFName.of('Separation'),
    PDFName.of(ink),
    PDFName.of('DeviceCMYK'),
    context.register(tint),
  ]);
  const resources = page.node.normalizedEntries().Resources;
  const spaces = resources.lookupMaybe(PDFName.of('ColorSpace'), PDFDict) ?? context.obj({});
  spaces.set(PDFName.of(key), context.register(space));
  resources.set(PDFName.of('ColorSpace'), spaces);
  page.pushOperators(
    PDFOperator.of(Op.PushGraphicsState),
    PDFOperator.of(Op.NonStrokingColorspace, [PDFName.of(key)]),
    PDFOperator.of(Op.NonStrokingColorN, [PDFNumber.of(1)]),
    PDFOperator.of(
      Op.AppendRectangle,
      [pt(10), y, pt(20), pt(5)].map((n) => PDFNumber.of(n)),
    ),
    PDFOperator.of(Op.FillNonZero),
    PDFOperator.of(Op.PopGraphicsState),
  );
}

/** Everything right: size and bleed, a 300 dpi CMYK image, the brief's EAN, 0.3 mm rules. */
export async function validPdf(ean = VALID_EAN): Promise<Uint8Array> {
  const { document, page, origin } = await piece();
  await placeImage(document, page, { pixels: 600, placedMm: 50.8 });
  drawEan13(page, ean, origin + pt(30), origin + pt(10));
  page.drawRectangle({
    x: origin + pt(5),
    y: origin + pt(5),
    width: pt(90),
    height: pt(140),
    borderColor: cmyk(0, 0, 0, 1),
    borderWidth: pt(0.3),
  });
  return document.save();
}

export async function withText(
  options: { sizePt: number; reverse?: boolean } = { sizePt: 10 },
): Promise<Uint8Array> {
  const { document, page, origin } = await piece();
  const font = await document.embedFont(StandardFonts.Helvetica);
  if (options.reverse)
    page.drawRectangle({
      x: origin,
      y: origin,
      width: pt(100),
      height: pt(40),
      color: cmyk(0, 0, 0, 1),
    });
  page.drawText('Ingredientes', {
    x: origin + pt(10),
    y: origin + pt(20),
    size: options.sizePt,
    font,
    color: cmyk(0, 0, 0, options.reverse ? 0 : 1),
  });
  return document.save();
}

/** The EAN-13 as a photo: bars drawn in an SVG, rasterised to a JPEG by sharp, placed 40 mm wide. */
export async function rasterBarcodePdf(code: string): Promise<Uint8Array> {
  const modules = ean13Modules(code);
  const scale = 6;
  const bars = [...modules]
    .map((bit, index) =>
      bit === '1' ? `<rect x="${(index + 11) * scale}" y="20" width="${scale}" height="400"/>` : '',
    )
    .join('');
  const width = (modules.length + 18) * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="440"><rect width="100%" height="100%" fill="#fff"/>${bars}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
  const { document, page, origin } = await piece();
  const image = await document.embedJpg(jpeg);
  page.drawImage(image, {
    x: origin + pt(20),
    y: origin + pt(20),
    width: pt(40),
    height: pt(40 * (440 / width)),
  });
  return document.save();
}
