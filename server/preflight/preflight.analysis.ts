// The pre-flight of one PDF against the art's brief and the studio's thresholds (per service,
// docs/product/services.md: the size, bleed and resolution a quick-print piece or a closed file
// asks for; the inks and EAN only a flexo brief has): a pure function
// of the file, run in a child process (preflight.task.ts). pdf-lib reads the boxes, colour spaces
// and fonts (pdf-content.ts); pdf.js walks each page's operator list for image placement, text
// sizes, fill colours and stroke widths; PDFium, as the previews do, rasterises each page of the
// original file (its photos included) for the barcode reader (zxing-wasm, its .wasm read from
// node_modules). Each check answers one verdict with a pt-BR sentence naming the page and the
// value found; a file that cannot be read answers 'Não foi possível analisar'.
// Bounded by construction: the first PREFLIGHT_MAX_PAGES pages (the report says how many of how
// many), content streams decoded within a budget, images' declared size capped, one page's
// raster held at a time — and the child it runs in is capped by the OS (server/jobs/isolated.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFDocument, EncryptedPDFError, PDFName } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import {
  ean13Problem,
  type ArtBrief,
  type FlexoBrief,
  type GraficaBrief,
} from '../../common/brief';
import { SERVICES } from '../../common/brief-labels';
import { formatNumber } from '../../common/format';
import {
  LIMITS_EXCEEDED,
  unreadable,
  type PreflightCheck,
  type PreflightCheckResult,
  type PreflightSettings,
  type PreflightVerdict,
} from '../../common/preflight';
import { loadPdfium, pdfiumRefusal, type Pdfium } from '../previews/pdfium';
import { withImagesStubbed, type StubbedPdf } from './pdf-stub';
import {
  AnalysisLimitError,
  ContentBudget,
  PROCESS_INK_NAMES,
  pageContent,
  type PageContent,
  type ProcessInk,
} from './pdf-content';

const require = createRequire(import.meta.url);
const MM_PER_PT = 25.4 / 72;
/** Size tolerance against the brief. */
const SIZE_TOLERANCE_MM = 1;
/**
 * A banner's images are judged at its finished size, against this resolution (a print seen from
 * a distance needs less than the studio's minimum for pieces held in the hand): the studio's
 * minimum when lower. docs/product/services.md.
 */
export const BANNER_MIN_DPI = 150;
/** Aspect ratios this close are the same piece drawn at a scale (a banner at 1:10). */
const SCALE_TOLERANCE = 0.01;

/** The finished size a brief asks for; null for a service without one (a logo). */
function finishedSize(brief: ArtBrief): { widthMm: number; heightMm: number } | null {
  return brief.service === 'identidade' ? null : brief;
}

const isBanner = (brief: ArtBrief | null): brief is GraficaBrief =>
  brief?.service === 'grafica' && brief.product === 'banner';

const notForService = (
  check: PreflightCheck,
  brief: ArtBrief,
  found = '',
): PreflightCheckResult => ({
  check,
  verdict: 'nao_analisado',
  message: `Não se aplica a ${SERVICES[brief.service]}${found ? `; ${found}` : ''}.`,
});
/**
 * The barcode render: up to 300 dpi, at most this many pixels (a large page renders coarser), one
 * page's bitmap at a time (4 bytes a pixel: 48 MB at the cap).
 */
const RENDER_DPI = 300;
const RENDER_MAX_PIXELS = 12_000_000;
/** Pages analysed, as the previews show: a proof's pages, not a catalogue's. */
export const PREFLIGHT_MAX_PAGES = 20;

/** A fill this light (every RGB channel, 0–255) is no ink: text in it is reverse (vazado). */
const NO_INK_CHANNEL = 250;

export interface AnalysisOptions {
  /** Render the pages and read their barcodes (default true). */
  barcodes?: boolean;
  /** Told how long each phase took (the bench prints it). */
  onPhase?: (phase: string, ms: number) => void;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** PDF order: the result maps through `m` first, then `n`. */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const toMatrix = (value: unknown): Matrix | null => {
  if (value === null || typeof value !== 'object') return null;
  const numbers = Array.from(value as ArrayLike<number>);
  return numbers.length === 6 && numbers.every(Number.isFinite) ? (numbers as Matrix) : null;
};

const decimal = (value: number, digits = 1) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
const listed = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** Findings of one check across pages, folded into its worst verdict and up to 3 sentences. */
class Findings {
  private readonly items: { verdict: PreflightVerdict; text: string }[] = [];
  add(verdict: PreflightVerdict, text: string) {
    this.items.push({ verdict, text });
  }
  get size() {
    return this.items.length;
  }
  result(check: PreflightCheck, passed: string): PreflightCheckResult {
    if (this.items.length === 0) return { check, verdict: 'aprovado', message: passed };
    const rank: PreflightVerdict[] = ['reprovado', 'aviso', 'nao_analisado', 'aprovado'];
    const worst = rank.find((verdict) => this.items.some((item) => item.verdict === verdict))!;
    const shown = this.items.filter((item) => item.verdict === worst);
    const more = shown.length - 3;
    const extra = more > 0 ? ` (e mais ${more} ${more === 1 ? 'ocorrência' : 'ocorrências'})` : '';
    return {
      check,
      verdict: worst,
      message:
        shown
          .slice(0, 3)
          .map((item) => item.text)
          .join(' ') + extra,
    };
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface PageFacts {
  trim: Box;
  trimSource: 'TrimBox' | 'MediaBox';
  bleed: Box;
  content: PageContent;
}

/**
 * pdf-lib's half: boxes, inks, colour spaces and fonts of every page; then the light copy of the
 * file (images stubbed, pdf-stub.ts) whose operator lists pdf.js reads.
 */
async function readStructure(
  bytes: Uint8Array,
): Promise<{ pages: PageFacts[]; pageCount: number; stub: StubbedPdf }> {
  const document = await PDFDocument.load(bytes, {
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const all = document.getPages();
  const budget = new ContentBudget();
  const pages = all.slice(0, PREFLIGHT_MAX_PAGES).map((page): PageFacts => {
    const hasTrim = page.node.get(PDFName.of('TrimBox')) !== undefined;
    return {
      trim: hasTrim ? page.getTrimBox() : page.getMediaBox(),
      trimSource: hasTrim ? 'TrimBox' : 'MediaBox',
      // Without a BleedBox the bleed reaches the CropBox, else the MediaBox (ISO 32000 14.11.2).
      bleed: page.getBleedBox(),
      content: pageContent(page, budget),
    };
  });
  return { pages, pageCount: all.length, stub: await withImagesStubbed(document) };
}

interface PageMarks {
  images: { width: number; height: number; dpi: number; placedMm: [number, number] }[];
  texts: { size: number; reverse: boolean }[];
  strokes: number[];
}

const STROKE_OPS = new Set<number>([
  pdfjs.OPS.stroke,
  pdfjs.OPS.closeStroke,
  pdfjs.OPS.fillStroke,
  pdfjs.OPS.eoFillStroke,
  pdfjs.OPS.closeFillStroke,
  pdfjs.OPS.closeEOFillStroke,
]);
const TEXT_OPS = new Set<number>([
  pdfjs.OPS.showText,
  pdfjs.OPS.showSpacedText,
  pdfjs.OPS.nextLineShowText,
  pdfjs.OPS.nextLineSetSpacingShowText,
]);

const isNoInk = (colour: string) => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return !!match && match.slice(1).every((hex) => parseInt(hex, 16) >= NO_INK_CHANNEL);
};

interface GraphicsState {
  ctm: Matrix;
  lineWidth: number;
  fill: string;
  renderMode: number;
}

/**
 * pdf.js's half: walks the operator list with the CTM through save/restore/transform (and forms),
 * measuring each image at its placed size, each run of text (font size × text matrix × CTM) with
 * its fill colour, and each stroke (line width × CTM scale).
 */
function readMarks(operatorList: { fnArray: number[]; argsArray: unknown[] }): PageMarks {
  const marks: PageMarks = { images: [], texts: [], strokes: [] };
  const OPS = pdfjs.OPS;
  let state: GraphicsState = { ctm: IDENTITY, lineWidth: 1, fill: '#000000', renderMode: 0 };
  const stack: GraphicsState[] = [];
  let fontSize = 0;
  let textMatrix: Matrix = IDENTITY;
  const scale = () =>
    Math.sqrt(Math.abs(state.ctm[0] * state.ctm[3] - state.ctm[1] * state.ctm[2]));
  const image = (width: number, height: number) => {
    const [a, b, c, d] = state.ctm;
    const widthPt = Math.hypot(a, b);
    const heightPt = Math.hypot(c, d);
    if (widthPt <= 0 || heightPt <= 0 || !width || !height) return;
    const dpi = Math.min(width / (widthPt / 72), height / (heightPt / 72));
    marks.images.push({
      width,
      height,
      dpi,
      placedMm: [widthPt * MM_PER_PT, heightPt * MM_PER_PT],
    });
  };
  operatorList.fnArray.forEach((fn, index) => {
    const args = (operatorList.argsArray[index] ?? []) as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push(state);
        state = { ...state };
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform: {
        const matrix = toMatrix(args);
        if (matrix) state.ctm = multiply(matrix, state.ctm);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        stack.push(state);
        state = { ...state };
        const matrix = toMatrix(args[0]);
        if (matrix) state.ctm = multiply(matrix, state.ctm);
        break;
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.setLineWidth:
        state.lineWidth = Number(args[0]);
        break;
      case OPS.setGState:
        for (const entry of (args[0] ?? []) as [string, unknown][]) {
          if (entry[0] === 'LW') state.lineWidth = Number(entry[1]);
        }
        break;
      case OPS.setFillRGBColor:
        state.fill = String(args[0]);
        break;
      case OPS.setFillTransparent:
      case OPS.setFillColorN:
        state.fill = 'pattern';
        break;
      case OPS.setTextRenderingMode:
        state.renderMode = Number(args[0]);
        break;
      case OPS.beginText:
        textMatrix = IDENTITY;
        break;
      case OPS.setFont:
        fontSize = Math.abs(Number(args[1]));
        break;
      case OPS.setTextMatrix:
        textMatrix = toMatrix(args[0]) ?? toMatrix(args) ?? textMatrix;
        break;
      case OPS.paintImageXObject:
      case OPS.paintImageXObjectRepeat:
        image(Number(args[1]), Number(args[2]));
        break;
      case OPS.paintImageMaskXObject:
      case OPS.paintInlineImageXObject: {
        const data = args[0] as { width?: number; height?: number } | undefined;
        image(Number(data?.width), Number(data?.height));
        break;
      }
      case OPS.constructPath:
        if (STROKE_OPS.has(Number(args[0]))) marks.strokes.push(state.lineWidth * scale());
        break;
      default:
        if (STROKE_OPS.has(fn)) marks.strokes.push(state.lineWidth * scale());
        else if (TEXT_OPS.has(fn)) {
          // Invisible text (render mode 3/7: an OCR layer, a clip) prints nothing.
          if (state.renderMode === 3 || state.renderMode === 7) break;
          const glyphs = (args[0] ?? []) as ({ unicode?: string; isSpace?: boolean } | number)[];
          const visible = glyphs.some(
            (glyph) =>
              typeof glyph === 'object' &&
              glyph !== null &&
              !glyph.isSpace &&
              glyph.unicode?.trim(),
          );
          if (!visible) break;
          const m = multiply(textMatrix, state.ctm);
          marks.texts.push({
            size: fontSize * Math.hypot(m[2], m[3]),
            reverse: isNoInk(state.fill),
          });
        }
    }
  });
  return marks;
}

let zxingReady: Promise<unknown> | null = null;
/** The reader's wasm from node_modules, never fetched from a CDN. */
function zxing() {
  zxingReady ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((binary) =>
    prepareZXingModule({
      overrides: {
        wasmBinary: binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.byteLength),
      },
      fireImmediately: true,
    }),
  );
  return zxingReady;
}

/** zxing-wasm reads any { data, width, height } as ImageData (there is no DOM ImageData here). */
type BarcodeInput = Parameters<typeof readBarcodes>[0];

async function decodeBarcodes(data: Uint8ClampedArray, width: number, height: number) {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  const input = { data, width, height, colorSpace: 'srgb' } as unknown as BarcodeInput;
  await zxing();
  const found = await readBarcodes(input, {
    formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
    tryHarder: true,
    maxNumberOfSymbols: 8,
  });
  return found.filter((result) => result.isValid && result.text).map((result) => result.text);
}

type PdfiumDocument = Awaited<ReturnType<Pdfium['loadDocument']>>;

/** Page `index` drawn by PDFium on white paper (RGBA), then read for barcodes. */
async function readPageBarcodes(
  document: PdfiumDocument,
  index: number,
  phase: (name: string) => void,
): Promise<string[]> {
  const page = document.getPage(index);
  const { originalWidth, originalHeight } = page.getOriginalSize();
  const scale = Math.min(
    RENDER_DPI / 72,
    Math.sqrt(RENDER_MAX_PIXELS / Math.max(originalWidth * originalHeight, 1)),
  );
  // `width`/`height` are the bitmap's own size when the scale is 1; the page closes after it.
  const bitmap = await page.render({
    width: Math.max(1, Math.floor(originalWidth * scale)),
    height: Math.max(1, Math.floor(originalHeight * scale)),
    scale: 1,
  });
  phase('render');
  const { data, width, height } = bitmap;
  const codes = await decodeBarcodes(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
  );
  phase('zxing');
  return codes;
}

const mm = (pt: number) => pt * MM_PER_PT;

function checkSize(pages: PageFacts[], brief: ArtBrief | null): PreflightCheckResult {
  const first = pages[0]!;
  const found = (page: PageFacts) =>
    `${decimal(mm(page.trim.width))} × ${decimal(mm(page.trim.height))} mm (${page.trimSource})`;
  if (!brief)
    return {
      check: 'tamanho',
      verdict: 'nao_analisado',
      message: `Sem briefing para comparar; página 1: ${found(first)}.`,
    };
  const size = finishedSize(brief);
  if (!size) return notForService('tamanho', brief, `página 1: ${found(first)}`);
  const wanted = `${whole(size.widthMm)} × ${whole(size.heightMm)} mm`;
  const banner = isBanner(brief);
  const findings = new Findings();
  pages.forEach((page, index) => {
    const width = mm(page.trim.width);
    const height = mm(page.trim.height);
    const fits = (w: number, h: number) =>
      Math.abs(width - w) <= SIZE_TOLERANCE_MM && Math.abs(height - h) <= SIZE_TOLERANCE_MM;
    // A page turned 90° is the same piece; a banner may be drawn at a scale (its proportions kept).
    const scaled = (w: number, h: number) =>
      Math.abs(width / height - w / h) <= (w / h) * SCALE_TOLERANCE;
    if (fits(size.widthMm, size.heightMm) || fits(size.heightMm, size.widthMm)) return;
    if (banner && (scaled(size.widthMm, size.heightMm) || scaled(size.heightMm, size.widthMm)))
      return;
    findings.add(
      'reprovado',
      `Página ${index + 1}: ${found(page)}; o briefing pede ${wanted} (± ${SIZE_TOLERANCE_MM} mm${banner ? ', ou em escala' : ''}).`,
    );
  });
  return findings.result(
    'tamanho',
    `${pages.length > 1 ? 'Todas as páginas' : 'Página 1'}: ${found(first)}, como o briefing (${wanted}).`,
  );
}

function checkBleed(
  pages: PageFacts[],
  settings: PreflightSettings,
  brief: ArtBrief | null,
): PreflightCheckResult {
  if (brief?.service === 'identidade' || brief?.service === 'mockup')
    return notForService('sangria', brief);
  // A closed file carries the bleed its printer asks for; everything else the studio's minimum.
  const minimum = brief?.service === 'fechamento' ? brief.bleedMm : settings.bleedMm;
  const findings = new Findings();
  const bleeds = pages.map((page) => {
    const { trim, bleed } = page;
    return mm(
      Math.min(
        trim.x - bleed.x,
        trim.y - bleed.y,
        bleed.x + bleed.width - (trim.x + trim.width),
        bleed.y + bleed.height - (trim.y + trim.height),
      ),
    );
  });
  bleeds.forEach((bleed, index) => {
    // 0.05 mm of slack: boxes are written in rounded points.
    if (bleed + 0.05 < minimum)
      findings.add(
        'reprovado',
        `Página ${index + 1}: sangria de ${decimal(Math.max(0, bleed))} mm além do corte; o mínimo é ${whole(minimum)} mm.`,
      );
  });
  return findings.result(
    'sangria',
    `Página 1: sangria de ${decimal(bleeds[0]!)} mm além do corte (mínimo ${whole(minimum)} mm).`,
  );
}

/**
 * Each image's resolution where it will be printed: as placed on the page, or — for a banner,
 * often drawn at a scale — at the banner's finished size (the page's width against the brief's).
 */
function checkResolution(
  marks: PageMarks[],
  pages: PageFacts[],
  settings: PreflightSettings,
  brief: ArtBrief | null,
): PreflightCheckResult {
  const banner = isBanner(brief) ? brief : null;
  const minDpi = banner
    ? Math.min(settings.minDpi, BANNER_MIN_DPI)
    : brief?.service === 'fechamento' && brief.minDpi !== undefined
      ? brief.minDpi
      : settings.minDpi;
  /** How many times larger than the page the piece is printed (1 but for a scaled banner). */
  const enlargement = (index: number) => {
    const page = pages[index];
    if (!banner || !page) return 1;
    const pageLong = mm(Math.max(page.trim.width, page.trim.height));
    return Math.max(banner.widthMm, banner.heightMm) / pageLong;
  };
  const where = banner ? 'no tamanho final do banner' : 'no tamanho aplicado';
  const findings = new Findings();
  const all: number[] = [];
  marks.forEach((page, index) => {
    const scale = enlargement(index);
    for (const image of page.images) {
      const dpi = image.dpi / scale;
      all.push(dpi);
      if (dpi + 0.5 < minDpi)
        findings.add(
          'aviso',
          `Página ${index + 1}: imagem de ${Math.round(dpi)} dpi ${where} (${image.width} × ${image.height} px em ${decimal(image.placedMm[0] * scale)} × ${decimal(image.placedMm[1] * scale)} mm); o mínimo é ${minDpi} dpi.`,
        );
    }
  });
  return findings.result(
    'resolucao',
    all.length === 0
      ? 'Nenhuma imagem raster no arquivo.'
      : `${all.length} ${all.length === 1 ? 'imagem' : 'imagens'}; a menor resolução ${banner ? 'no tamanho final ' : ''}é ${Math.round(Math.min(...all))} dpi (mínimo ${minDpi} dpi).`,
  );
}

function checkRgb(pages: PageFacts[]): PreflightCheckResult {
  const findings = new Findings();
  pages.forEach((page, index) => {
    for (const use of [...page.content.rgb, ...page.content.lab])
      findings.add(
        'aviso',
        `Página ${index + 1}: ${use}; a impressão pede CMYK ou cores especiais.`,
      );
  });
  return findings.result(
    'cores_rgb',
    'Nenhuma cor ou imagem RGB/Lab: só CMYK, cinza e cores especiais.',
  );
}

function checkFonts(pages: PageFacts[], settings: PreflightSettings): PreflightCheckResult {
  const findings = new Findings();
  pages.forEach((page, index) => {
    const fonts = [...page.content.fonts.values()];
    const missing = fonts.filter((font) => !font.embedded).map((font) => font.name);
    if (missing.length > 0)
      findings.add(
        'reprovado',
        `Página ${index + 1}: ${missing.length === 1 ? 'fonte' : 'fontes'} ${listed(missing)} não ${missing.length === 1 ? 'incorporada' : 'incorporadas'}.`,
      );
    else if (settings.requireOutlines && page.content.liveText)
      findings.add(
        'reprovado',
        `Página ${index + 1}: texto vivo (${listed(fonts.map((font) => font.name)) || 'fonte sem nome'}); o estúdio exige textos convertidos em curvas.`,
      );
  });
  const anyText = pages.some((page) => page.content.liveText);
  return findings.result(
    'fontes',
    anyText ? 'Todas as fontes estão incorporadas.' : 'Nenhum texto vivo: textos em curvas.',
  );
}

function checkInks(pages: PageFacts[], artBrief: ArtBrief | null): PreflightCheckResult {
  const process = new Set<ProcessInk>();
  const spots = new Set<string>();
  for (const page of pages) {
    page.content.process.forEach((ink) => process.add(ink));
    page.content.spots.forEach((ink) => spots.add(ink));
  }
  const inks = [
    ...(['C', 'M', 'Y', 'K'] as const)
      .filter((ink) => process.has(ink))
      .map((ink) => PROCESS_INK_NAMES[ink]),
    ...[...spots].sort(),
  ];
  const found = `${inks.length} ${inks.length === 1 ? 'tinta' : 'tintas'} no arquivo${inks.length ? ` (${listed(inks)})` : ''}`;
  if (!artBrief)
    return {
      check: 'cores',
      verdict: 'nao_analisado',
      message: `Sem briefing para comparar o número de cores; ${found}.`,
    };
  // Colour stations are a flexo press's; the other services print in process colours.
  if (artBrief.service !== 'flexo') return notForService('cores', artBrief, found);
  const brief: FlexoBrief = artBrief;
  const stations = `${brief.colorCount} ${brief.colorCount === 1 ? 'cor' : 'cores'} da impressora`;
  if (inks.length > brief.colorCount)
    return { check: 'cores', verdict: 'reprovado', message: `${found} para ${stations}.` };
  const wanted = new Set(brief.spotColors.map((name) => name.trim().toLowerCase()));
  const unexpected = [...spots].filter((ink) => !wanted.has(ink.trim().toLowerCase()));
  if (unexpected.length > 0)
    return {
      check: 'cores',
      verdict: 'aviso',
      message: `${found} para ${stations}; ${listed(unexpected)} não ${unexpected.length === 1 ? 'está' : 'estão'} nas cores especiais do briefing.`,
    };
  return { check: 'cores', verdict: 'aprovado', message: `${found} para ${stations}.` };
}

function checkText(marks: PageMarks[], settings: PreflightSettings): PreflightCheckResult {
  const findings = new Findings();
  marks.forEach((page, index) => {
    const smallest = (reverse: boolean) =>
      Math.min(...page.texts.filter((text) => text.reverse === reverse).map((text) => text.size));
    const positive = smallest(false);
    const reverse = smallest(true);
    if (reverse + 0.05 < settings.minReverseTextPt)
      findings.add(
        'aviso',
        `Página ${index + 1}: texto vazado (branco) de ${decimal(reverse)} pt; o mínimo é ${whole(settings.minReverseTextPt)} pt.`,
      );
    if (positive + 0.05 < settings.minPositiveTextPt)
      findings.add(
        'aviso',
        `Página ${index + 1}: texto de ${decimal(positive)} pt; o mínimo é ${whole(settings.minPositiveTextPt)} pt.`,
      );
  });
  const texts = marks.flatMap((page) => page.texts);
  return findings.result(
    'texto_minimo',
    texts.length === 0
      ? 'Nenhum texto vivo para medir.'
      : `O menor texto tem ${decimal(Math.min(...texts.map((text) => text.size)))} pt (mínimos: ${whole(settings.minPositiveTextPt)} pt positivo, ${whole(settings.minReverseTextPt)} pt vazado).`,
  );
}

function checkRules(marks: PageMarks[], settings: PreflightSettings): PreflightCheckResult {
  const findings = new Findings();
  marks.forEach((page, index) => {
    const thinnest = Math.min(...page.strokes) * MM_PER_PT;
    if (thinnest + 0.0005 < settings.minRuleMm)
      findings.add(
        'aviso',
        `Página ${index + 1}: fio de ${decimal(thinnest, 2)} mm; o mínimo é ${whole(settings.minRuleMm)} mm.`,
      );
  });
  const strokes = marks.flatMap((page) => page.strokes);
  return findings.result(
    'fio_minimo',
    strokes.length === 0
      ? 'Nenhum fio (traço) no arquivo.'
      : `O fio mais fino tem ${decimal(Math.min(...strokes) * MM_PER_PT, 2)} mm (mínimo ${whole(settings.minRuleMm)} mm).`,
  );
}

function checkBarcodes(codes: string[][], brief: ArtBrief | null): PreflightCheckResult {
  const findings = new Findings();
  const read = codes.flatMap((page, index) => page.map((code) => ({ code, page: index + 1 })));
  const expected = brief?.service === 'flexo' ? brief.ean : undefined;
  for (const { code, page } of read) {
    const problem = code.length === 13 ? ean13Problem(code) : null;
    if (problem)
      findings.add('reprovado', `Página ${page}: código de barras ${code} — ${problem}.`);
    else if (expected && code !== expected)
      findings.add(
        'reprovado',
        `Página ${page}: o código de barras lido é ${code}, diferente do EAN do briefing (${expected}).`,
      );
  }
  if (expected && read.length === 0)
    findings.add(
      'aviso',
      `Nenhum código de barras legível nas páginas; o briefing pede o EAN ${expected}.`,
    );
  if (read.length === 0 && !expected)
    return {
      check: 'codigo_barras',
      verdict: 'aprovado',
      message: 'Nenhum código de barras no arquivo, e o briefing não pede EAN.',
    };
  const first = read[0];
  return findings.result(
    'codigo_barras',
    first
      ? `Página ${first.page}: código de barras ${first.code} lido${expected ? ', igual ao EAN do briefing' : ' (sem EAN no briefing para comparar)'}.`
      : '',
  );
}

/** The report's first line when only the first pages were analysed. */
function pagesNotAnalysed(analysed: number, total: number): PreflightCheckResult {
  return {
    check: 'arquivo',
    verdict: 'nao_analisado',
    message: `Analisadas ${formatNumber(analysed)} de ${formatNumber(total)} páginas; as demais não foram verificadas.`,
  };
}

function standardFontDataUrl() {
  return join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
}

/** The pre-flight of the PDF at `path`. Never throws for a bad file: it answers why. */
export async function analyzePdf(
  path: string,
  brief: ArtBrief | null,
  settings: PreflightSettings,
  options: AnalysisOptions = {},
): Promise<PreflightCheckResult[]> {
  // Let go once PDFium holds its own copy: only the pages' facts and the stub stay in JavaScript.
  let bytes: Buffer | undefined = await readFile(path);
  // Illustrator (.ai) files saved with PDF compatibility are PDFs; the header may sit after junk.
  if (!bytes.subarray(0, 1024).toString('latin1').includes('%PDF-'))
    return unreadable('o arquivo não é um PDF.');

  let clock = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    options.onPhase?.(name, Math.round(now - clock));
    clock = now;
  };
  let pages: PageFacts[];
  let pageCount: number;
  let stub: StubbedPdf;
  try {
    ({ pages, pageCount, stub } = await readStructure(bytes));
    phase('pdf-lib');
  } catch (error) {
    if (error instanceof AnalysisLimitError) return unreadable(LIMITS_EXCEEDED);
    if (error instanceof EncryptedPDFError || /encrypted/i.test(String(error)))
      return unreadable('o PDF é protegido (criptografado).');
    return unreadable('o PDF está corrompido ou incompleto.');
  }
  if (pages.length === 0) return unreadable('o PDF não tem páginas legíveis.');

  const marks: PageMarks[] = [];
  const codes: string[][] = [];
  const loading = pdfjs.getDocument({
    data: stub.bytes,
    standardFontDataUrl: standardFontDataUrl(),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    maxImageSize: -1,
    verbosity: 0,
  });
  let pdfium: Pdfium | undefined;
  let rendered: PdfiumDocument | undefined;
  try {
    const document = await loading.promise;
    if (options.barcodes !== false) {
      pdfium = await loadPdfium();
      // The original, not the stub: a barcode placed as a photo is drawn too (its images cost
      // their decoding, hence the page's pixel cap). PDFium holds its own copy of the bytes.
      rendered = await pdfium.loadDocument(bytes);
    }
    bytes = undefined;
    for (let number = 1; number <= Math.min(document.numPages, pages.length); number++) {
      const page = await document.getPage(number);
      marks.push(readMarks(await page.getOperatorList()));
      page.cleanup();
      phase(`operadores p${number}`);
      codes.push(rendered ? await readPageBarcodes(rendered, number - 1, phase) : []);
    }
  } catch (error) {
    if (
      (error instanceof Error && error.name === 'PasswordException') ||
      pdfiumRefusal(error) === 'locked'
    )
      return unreadable('o PDF é protegido por senha.');
    return unreadable('o PDF está corrompido ou incompleto.');
  } finally {
    await loading.destroy();
    rendered?.destroy();
    pdfium?.destroy();
  }

  return [
    ...(pageCount > pages.length ? [pagesNotAnalysed(pages.length, pageCount)] : []),
    checkSize(pages, brief),
    checkBleed(pages, settings, brief),
    checkResolution(marks, pages, settings, brief),
    checkRgb(pages),
    checkFonts(pages, settings),
    checkInks(pages, brief),
    checkText(marks, settings),
    checkRules(marks, settings),
    options.barcodes === false
      ? {
          check: 'codigo_barras',
          verdict: 'nao_analisado',
          message: 'Leitura de códigos de barras desligada.',
        }
      : checkBarcodes(codes, brief),
  ];
}
