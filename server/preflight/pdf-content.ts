// What a PDF's pages use, read with pdf-lib from the content streams and their resources: the inks
// (process C/M/Y/K and spot names from Separation/DeviceN), RGB and Lab colour, images' colour
// spaces and the fonts the text is set in. A small tokenizer walks each content stream (and the
// forms it draws) with the colour space in force, so only colours actually painted count — a
// Separation declared in the resources and never used is not an ink.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

export type ProcessInk = 'C' | 'M' | 'Y' | 'K';
export const PROCESS_INK_NAMES: Record<ProcessInk, string> = {
  C: 'Ciano',
  M: 'Magenta',
  Y: 'Amarelo',
  K: 'Preto',
};

export interface FontUse {
  name: string;
  embedded: boolean;
}

export interface PageContent {
  process: Set<ProcessInk>;
  spots: Set<string>;
  /** Sentences' fragments: 'imagem Im1 em RGB (30 × 30 px)', 'cor RGB no conteúdo'. */
  rgb: Set<string>;
  lab: Set<string>;
  fonts: Map<string, FontUse>;
  /** Text shown with a visible rendering mode (Tj/TJ/'/"). */
  liveText: boolean;
}

type Space =
  | { kind: 'gray' | 'rgb' | 'cmyk' | 'lab' | 'pattern' | 'unknown'; label: string }
  | { kind: 'inks'; names: string[]; label: string };

const SEPARATION_IGNORED = new Set(['None', 'All']);
const PROCESS_BY_NAME: Record<string, ProcessInk> = {
  Cyan: 'C',
  Magenta: 'M',
  Yellow: 'Y',
  Black: 'K',
};

const nameOf = (object: PDFObject | undefined): string | undefined =>
  object instanceof PDFName ? object.decodeText() : undefined;

/** A file that needs more than the analysis may spend on it: reported, never retried. */
export class AnalysisLimitError extends Error {}

/**
 * What the analysed pages' content streams (and their forms) may decode to, together. A content
 * stream is text: a few MB for a dense vector art. A Flate bomb (a 2 MB stream that inflates to
 * gigabytes) stops here, before pdf-lib's or pdf.js's decoders hold it whole.
 */
export const MAX_DECODED_CONTENT_BYTES = 64 * 1024 * 1024;

/** The decoded size left, and each stream decoded once (pages may share one). */
export class ContentBudget {
  private readonly decoded = new Map<PDFObject, string>();
  constructor(private remaining = MAX_DECODED_CONTENT_BYTES) {}

  decode(stream: PDFRawStream): string {
    const known = this.decoded.get(stream);
    if (known !== undefined) return known;
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    const first = filter instanceof PDFArray ? filter.lookup(0) : filter;
    if (nameOf(first) === 'FlateDecode') {
      // Inflated with a ceiling first: pdf-lib's own inflater has none.
      try {
        inflateSync(stream.contents, { maxOutputLength: Math.max(1, this.remaining) });
      } catch (error) {
        if (error instanceof RangeError) throw new AnalysisLimitError('conteúdo grande demais');
        // A damaged stream: pdf-lib's decoder below says what it makes of it.
      }
    }
    const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    this.remaining -= text.length;
    if (this.remaining < 0) throw new AnalysisLimitError('conteúdo grande demais');
    this.decoded.set(stream, text);
    return text;
  }
}

function decodedContent(
  context: PDFContext,
  object: PDFObject | undefined,
  budget: ContentBudget,
): string {
  const resolved = object instanceof PDFRef ? context.lookup(object) : object;
  if (resolved instanceof PDFArray) {
    return resolved
      .asArray()
      .map((part) => decodedContent(context, part, budget))
      .join('\n');
  }
  if (resolved instanceof PDFRawStream) return budget.decode(resolved);
  if (resolved instanceof PDFStream) return Buffer.from(resolved.getContents()).toString('latin1');
  return '';
}

function classify(context: PDFContext, value: PDFObject | undefined, resources?: PDFDict): Space {
  const object = value instanceof PDFRef ? context.lookup(value) : value;
  const name = nameOf(object);
  if (name !== undefined) {
    if (name === 'DeviceGray' || name === 'G' || name === 'CalGray')
      return { kind: 'gray', label: name };
    if (name === 'DeviceRGB' || name === 'RGB') return { kind: 'rgb', label: 'DeviceRGB' };
    if (name === 'DeviceCMYK' || name === 'CMYK') return { kind: 'cmyk', label: 'DeviceCMYK' };
    if (name === 'Pattern') return { kind: 'pattern', label: name };
    // A named resource (the operand of cs/CS).
    const named = resources?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)?.get(PDFName.of(name));
    return named ? classify(context, named) : { kind: 'unknown', label: name };
  }
  if (object instanceof PDFArray && object.size() > 0) {
    const family = nameOf(object.lookup(0));
    const argument = object.size() > 1 ? object.lookup(1) : undefined;
    switch (family) {
      case 'ICCBased': {
        const n = argument instanceof PDFStream ? argument.dict.lookup(PDFName.of('N')) : undefined;
        const components = n instanceof PDFNumber ? n.asNumber() : 0;
        if (components === 1) return { kind: 'gray', label: 'ICCBased (cinza)' };
        if (components === 3) return { kind: 'rgb', label: 'ICCBased RGB' };
        if (components === 4) return { kind: 'cmyk', label: 'ICCBased CMYK' };
        return { kind: 'unknown', label: 'ICCBased' };
      }
      case 'CalGray':
        return { kind: 'gray', label: family };
      case 'CalRGB':
        return { kind: 'rgb', label: family };
      case 'Lab':
        return { kind: 'lab', label: family };
      case 'Separation': {
        const ink = nameOf(argument);
        return { kind: 'inks', names: ink ? [ink] : [], label: `Separation ${ink ?? ''}`.trim() };
      }
      case 'DeviceN': {
        const names =
          argument instanceof PDFArray
            ? argument.asArray().flatMap((part) => nameOf(part) ?? [])
            : [];
        return { kind: 'inks', names, label: 'DeviceN' };
      }
      case 'Indexed':
      case 'I':
        return classify(context, argument, resources);
      case 'Pattern':
        return { kind: 'pattern', label: family };
    }
  }
  return { kind: 'unknown', label: 'desconhecido' };
}

/** Marks the inks a colour uses; without components (images, shadings) every ink of the space. */
function markColour(content: PageContent, space: Space, components?: number[], where = 'conteúdo') {
  const inked = (index: number) => components === undefined || (components[index] ?? 0) > 0;
  switch (space.kind) {
    case 'gray':
      if (components === undefined || (components[0] ?? 0) < 1) content.process.add('K');
      return;
    case 'cmyk':
      (['C', 'M', 'Y', 'K'] as const).forEach((ink, index) => {
        if (inked(index)) content.process.add(ink);
      });
      return;
    case 'rgb':
      content.rgb.add(where === 'conteúdo' ? `cor RGB no conteúdo (${space.label})` : where);
      // Converted for the press, an RGB colour becomes four-colour process.
      if (components === undefined || components.some((value) => value < 1))
        (['C', 'M', 'Y', 'K'] as const).forEach((ink) => content.process.add(ink));
      return;
    case 'lab':
      content.lab.add(where === 'conteúdo' ? 'cor Lab no conteúdo' : where);
      return;
    case 'inks':
      space.names.forEach((ink, index) => {
        if (SEPARATION_IGNORED.has(ink) || !inked(index)) return;
        const process = PROCESS_BY_NAME[ink];
        if (process) content.process.add(process);
        else content.spots.add(ink);
      });
      return;
  }
}

function fontUse(font: PDFDict): FontUse {
  const subtype = nameOf(font.lookup(PDFName.of('Subtype')));
  const name = (nameOf(font.lookup(PDFName.of('BaseFont'))) ?? 'sem nome').replace(
    /^[A-Z]{6}\+/,
    '',
  );
  // A Type 3 font's glyphs are drawn by the PDF itself.
  if (subtype === 'Type3') return { name, embedded: true };
  let descriptorHolder: PDFDict | undefined = font;
  if (subtype === 'Type0') {
    const descendants = font.lookup(PDFName.of('DescendantFonts'));
    const first = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
    descriptorHolder = first instanceof PDFDict ? first : undefined;
  }
  const descriptor = descriptorHolder?.lookup(PDFName.of('FontDescriptor'));
  const embedded =
    descriptor instanceof PDFDict &&
    ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)));
  return { name, embedded };
}

type Token =
  | { type: 'number'; value: number }
  | { type: 'name'; value: string }
  | { type: 'op'; value: string }
  | { type: 'other' };

const NAME = /\/([^\s/[\]()<>{}%]*)/y;
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)/y;
const OPERATOR = /[A-Za-z'"*][A-Za-z0-9'"*]*/y;
const SPACE = /(?:\s|%[^\r\n]*)+/y;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function* tokenize(source: string): Generator<Token> {
  let at = 0;
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(source);
    if (found) at = pattern.lastIndex;
    return found;
  };
  while (at < source.length) {
    if (match(SPACE)) continue;
    const char = source[at]!;
    if (char === '(') {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 0;
      for (; at < source.length; at++) {
        const c = source[at];
        if (c === '\\') at++;
        else if (c === '(') depth++;
        else if (c === ')' && --depth === 0) break;
      }
      at++;
      yield { type: 'other' };
      continue;
    }
    if (char === '<' && source[at + 1] !== '<') {
      const end = source.indexOf('>', at);
      at = end < 0 ? source.length : end + 1;
      yield { type: 'other' };
      continue;
    }
    if (char === '<' || char === '>') {
      at += 2;
      yield { type: 'other' };
      continue;
    }
    if (char === '[' || char === ']' || char === '{' || char === '}') {
      at++;
      yield { type: 'other' };
      continue;
    }
    const name = match(NAME);
    if (name) {
      yield { type: 'name', value: decodeName(name[1]!) };
      continue;
    }
    const number = match(NUMBER);
    if (number) {
      yield { type: 'number', value: Number(number[0]) };
      continue;
    }
    const operator = match(OPERATOR);
    if (operator) {
      const value = operator[0];
      if (value === 'ID') {
        // Inline image data: binary up to the EI that follows whitespace.
        const end = /\sEI(?=[\s]|$)/g;
        end.lastIndex = at;
        const found = end.exec(source);
        at = found ? end.lastIndex : source.length;
      }
      yield { type: 'op', value };
      continue;
    }
    at++;
  }
}

const TEXT_SHOWING = new Set(['Tj', 'TJ', "'", '"']);

function walkContent(
  context: PDFContext,
  source: string,
  resources: PDFDict | undefined,
  content: PageContent,
  visited: Set<PDFObject>,
  budget: ContentBudget,
) {
  let operands: Token[] = [];
  let fill: Space = { kind: 'gray', label: 'DeviceGray' };
  let stroke: Space = fill;
  let renderMode = 0;
  let inlineImage: Token[] | null = null;
  const numbers = () => operands.flatMap((token) => (token.type === 'number' ? [token.value] : []));
  const lastName = () => {
    const last = operands[operands.length - 1];
    return last?.type === 'name' ? last.value : undefined;
  };
  const resource = (category: string, key: string) =>
    resources?.lookupMaybe(PDFName.of(category), PDFDict)?.lookup(PDFName.of(key));

  for (const token of tokenize(source)) {
    if (token.type !== 'op') {
      operands.push(token);
      if (operands.length > 64) operands = operands.slice(-32);
      continue;
    }
    const op = token.value;
    if (inlineImage !== null && op !== 'ID') {
      inlineImage.push(...operands, token);
      operands = [];
      continue;
    }
    switch (op) {
      case 'BI':
        inlineImage = [];
        break;
      case 'ID': {
        const entries = [...(inlineImage ?? []), ...operands];
        inlineImage = null;
        const imageMask = entries.some(
          (entry, index) =>
            entry.type === 'name' &&
            (entry.value === 'IM' || entry.value === 'ImageMask') &&
            entries[index + 1]?.type === 'op' &&
            (entries[index + 1] as { value: string }).value === 'true',
        );
        const csIndex = entries.findIndex(
          (entry) =>
            entry.type === 'name' && (entry.value === 'CS' || entry.value === 'ColorSpace'),
        );
        const csToken = csIndex >= 0 ? entries[csIndex + 1] : undefined;
        if (!imageMask && csToken?.type === 'name')
          markColour(
            content,
            classify(context, PDFName.of(csToken.value), resources),
            undefined,
            'imagem embutida (inline) em RGB',
          );
        break;
      }
      case 'g':
      case 'G':
      case 'rg':
      case 'RG':
      case 'k':
      case 'K': {
        const space: Space =
          op.toLowerCase() === 'g'
            ? { kind: 'gray', label: 'DeviceGray' }
            : op.toLowerCase() === 'rg'
              ? { kind: 'rgb', label: `operador ${op}` }
              : { kind: 'cmyk', label: 'DeviceCMYK' };
        if (op === op.toLowerCase()) fill = space;
        else stroke = space;
        markColour(content, space, numbers());
        break;
      }
      case 'cs':
      case 'CS': {
        const name = lastName();
        const space: Space = name ? classify(context, PDFName.of(name), resources) : fill;
        if (op === 'cs') fill = space;
        else stroke = space;
        if (space.kind === 'lab') content.lab.add(`espaço de cor Lab (${name ?? ''})`);
        if (space.kind === 'rgb') content.rgb.add(`espaço de cor ${space.label} (${name ?? ''})`);
        break;
      }
      case 'sc':
      case 'scn':
      case 'SC':
      case 'SCN':
        // A trailing name is a pattern: its own content is not followed.
        if (!lastName()) markColour(content, op.startsWith('s') ? fill : stroke, numbers());
        break;
      case 'sh': {
        const shading = resource('Shading', lastName() ?? '');
        const dict = shading instanceof PDFStream ? shading.dict : shading;
        if (dict instanceof PDFDict)
          markColour(
            content,
            classify(context, dict.get(PDFName.of('ColorSpace')), resources),
            undefined,
            'degradê em RGB',
          );
        break;
      }
      case 'Tf': {
        const key = operands.find((entry) => entry.type === 'name');
        const font = key?.type === 'name' ? resource('Font', key.value) : undefined;
        if (font instanceof PDFDict) {
          const use = fontUse(font);
          // One entry per font name; not embedded wins over embedded.
          if (content.fonts.get(use.name)?.embedded !== false) content.fonts.set(use.name, use);
        }
        break;
      }
      case 'Tr':
        renderMode = numbers()[0] ?? 0;
        break;
      case 'Do': {
        const key = lastName() ?? '';
        const xobject = resource('XObject', key);
        if (!(xobject instanceof PDFStream) || visited.has(xobject)) break;
        const subtype = nameOf(xobject.dict.lookup(PDFName.of('Subtype')));
        if (subtype === 'Image') {
          const mask = xobject.dict.lookup(PDFName.of('ImageMask'));
          if (mask && mask.toString() === 'true') break;
          const width = xobject.dict.lookup(PDFName.of('Width'));
          const height = xobject.dict.lookup(PDFName.of('Height'));
          const size =
            width instanceof PDFNumber && height instanceof PDFNumber
              ? `, ${width.asNumber()} × ${height.asNumber()} px`
              : '';
          const space = classify(context, xobject.dict.get(PDFName.of('ColorSpace')), resources);
          markColour(
            content,
            space,
            undefined,
            `imagem em ${space.kind === 'lab' ? 'Lab' : 'RGB'} (${space.label}${size})`,
          );
        } else if (subtype === 'Form') {
          visited.add(xobject);
          const formResources =
            xobject.dict.lookupMaybe(PDFName.of('Resources'), PDFDict) ?? resources;
          walkContent(
            context,
            decodedContent(context, xobject, budget),
            formResources,
            content,
            visited,
            budget,
          );
        }
        break;
      }
      default:
        if (TEXT_SHOWING.has(op) && renderMode !== 3 && renderMode !== 7) content.liveText = true;
    }
    void stroke;
    operands = [];
  }
}

/** The inks, RGB/Lab uses and fonts of one page, its streams decoded within `budget`. */
export function pageContent(page: PDFPage, budget: ContentBudget): PageContent {
  const content: PageContent = {
    process: new Set(),
    spots: new Set(),
    rgb: new Set(),
    lab: new Set(),
    fonts: new Map(),
    liveText: false,
  };
  const context = page.doc.context;
  walkContent(
    context,
    decodedContent(context, page.node.get(PDFName.of('Contents')), budget),
    page.node.Resources(),
    content,
    new Set(),
    budget,
  );
  return content;
}
