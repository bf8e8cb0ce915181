// Receiving uploads: a multipart body is parsed as it streams in (busboy), each file is checked by
// extension AND by its first bytes, metered against the size limit and streamed into storage under
// a random key. Nothing is held whole in memory; on any failure every stored file is removed.
//
// For route authors: `receiveUploads(c, deps, { ownerId, maxFiles, fileField })` returns the text
// fields and the stored files (`StoredUpload[]`, ready for arts.service's createArtRequest or
// deliverArt, which remove them again if they fail) plus `discard()` for when your own validation
// refuses the request after the upload. The admin delivery route uses
// `{ ownerId: art owner, maxFiles: 1, fileField: 'file' }`; the art request also takes the brief's
// die-line through `extraFileFields: { dieLine: 1 }` (returned in `extraFiles.dieLine`).
import { randomUUID } from 'node:crypto';
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { ALLOWED_FILE_EXTENSIONS } from '../../common/constants';
import type { Config } from '../config';
import { invalidInput, tooLarge, unsupportedFileType } from '../domain-errors';
import {
  isCorelRiff,
  isDosEps,
  isPdf,
  isPostScript,
  isSvg,
  isZip,
  SNIFF_BYTES,
} from './file-signatures';
import { FileTooLargeError, type FileStorage, type StoredUpload } from './storage';

export type AllowedExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];

export interface UploadDeps {
  storage: FileStorage;
  config: Pick<Config, 'maxUploadBytes' | 'maxUploadMb'>;
}

export interface UploadOptions {
  /** Whose folder the files go to: `uploads/{ownerId}/{uuid}`. */
  ownerId: string;
  maxFiles: number;
  /** The multipart field carrying the files ('files' for art requests, 'file' for deliveries). */
  fileField: string;
  /**
   * Other file fields the form may carry, each with its own maximum (e.g. `{ dieLine: 1 }`, the
   * brief's cutting file): same checks, returned apart in `extraFiles`.
   */
  extraFileFields?: Readonly<Record<string, number>>;
}

export interface ReceivedUploads {
  /** Text fields by name (the first value of a repeated field). */
  fields: Record<string, string>;
  /** Stored files of `fileField`, in the order they were sent. */
  files: StoredUpload[];
  /** Stored files of each of `extraFileFields` (an empty list when none came). */
  extraFiles: Record<string, StoredUpload[]>;
  /** Removes the stored files: call it when the request is refused after the upload. */
  discard(): Promise<void>;
}

/** Room for the multipart boundaries and text fields around the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/** The type we record and serve for each extension (never the browser's claim). */
const CONTENT_TYPES: Record<AllowedExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  ai: 'application/postscript',
  eps: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  cdr: 'application/vnd.corel-draw',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  zip: 'application/zip',
};

export class UnsupportedFileTypeError extends Error {
  constructor(readonly fileName: string) {
    super('file content does not match an allowed type');
  }
}

export const tooLargeMessage = (maxMb: number) =>
  `O arquivo excede o limite de ${maxMb} MB por arquivo.`;
export const tooManyFilesMessage = (maxFiles: number) =>
  `Envie no máximo ${maxFiles} ${maxFiles === 1 ? 'arquivo' : 'arquivos'} por vez.`;

export function isAllowedExtension(ext: string): ext is AllowedExtension {
  return (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function contentTypeFor(ext: AllowedExtension): string {
  return CONTENT_TYPES[ext];
}

export const UNEXPECTED_FILE_FIELD_MESSAGE =
  'O formulário enviou um arquivo num campo inesperado. Recarregue a página e envie de novo.';

/** Browsers send line breaks in a file name as %0D / %0A (HTML's form encoding). */
const hasLineBreak = (name: string) => /[\r\n]|%0[ad]/i.test(name);

export const fileNameLineBreakMessage = (name: string) =>
  `O nome do arquivo "${sanitizeFileName(name.replace(/%0[ad]/gi, ' '))}" contém uma quebra de linha. Renomeie o arquivo e envie de novo.`;

/**
 * The uploader's file name, made safe to keep as metadata: no folders, no control or bidi
 * characters, NFC, at most 200 characters (keeping the extension).
 */
export function sanitizeFileName(raw: string): string {
  // Browsers send a double quote in a multipart file name as %22 (HTML's form encoding).
  const base = (raw.split(/[/\\]/).pop() ?? '').replace(/%22/g, '"');
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 200) return cleaned || 'arquivo';
  const ext = extensionOf(cleaned);
  const keep = ext ? 199 - ext.length : 200;
  return ext ? `${cleaned.slice(0, keep)}.${ext}` : cleaned.slice(0, keep);
}

/**
 * Whether a file's first bytes fit its extension. file-type knows the raster formats and PDF;
 * the design formats it does not know (SVG, AI, EPS, CDR) are checked here by their headers.
 */
export async function matchesSignature(ext: AllowedExtension, head: Buffer): Promise<boolean> {
  switch (ext) {
    case 'svg':
      return isSvg(head);
    case 'ai': // Illustrator saves PDF-compatible files; old versions saved PostScript.
      return isPdf(head) || isPostScript(head);
    case 'eps':
      return isPostScript(head) || isDosEps(head);
    case 'cdr': // CorelDRAW ≤ X3 writes RIFF "CDR?"; X4 and later write a ZIP container.
      return isCorelRiff(head) || isZip(head);
    case 'zip': // file-type names ZIP-based formats (docx, jar …) by content; any ZIP is a ZIP here.
      return isZip(head);
    default: {
      const detected = (await fileTypeFromBuffer(head))?.ext;
      const expected: Record<typeof ext, readonly string[]> = {
        jpg: ['jpg'],
        jpeg: ['jpg'],
        png: ['png'],
        webp: ['webp'],
        gif: ['gif'],
        pdf: ['pdf', 'ai'],
        psd: ['psd'],
        tif: ['tif'],
        tiff: ['tif'],
      };
      return detected !== undefined && expected[ext].includes(detected);
    }
  }
}

/** Holds back a file's first bytes until their signature is checked, then lets everything pass. */
class SignatureCheck extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(
    private readonly ext: AllowedExtension,
    private readonly fileName: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.checked) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    matchesSignature(this.ext, head).then(
      (ok) => {
        if (!ok) return callback(new UnsupportedFileTypeError(this.fileName));
        this.checked = true;
        callback(null, head);
      },
      (error: unknown) => callback(error as Error),
    );
  }
}

/** Removes stored files, ignoring ones already gone. */
export async function discardUploads(storage: FileStorage, files: readonly StoredUpload[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => {})));
}

/**
 * Parses a multipart request, streaming every file of `fileField` into storage after its checks.
 * Refusals: 400 (not multipart, malformed, too many files, oversized text), 413 (a file past the
 * limit, while streaming), 415 (extension or content not allowed). On refusal nothing is kept.
 */
export async function receiveUploads(
  c: Context,
  deps: UploadDeps,
  options: UploadOptions,
): Promise<ReceivedUploads> {
  const { storage, config } = deps;
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw invalidInput('Envie o formulário como multipart/form-data.');
  }
  const extraFields = options.extraFileFields ?? {};
  const extraMax = Object.values(extraFields).reduce((sum, count) => sum + count, 0);
  const declaredLength = Number(c.req.header('content-length'));
  if (
    declaredLength >
    (options.maxFiles + extraMax) * config.maxUploadBytes + FORM_OVERHEAD_BYTES
  ) {
    throw tooLarge(tooLargeMessage(config.maxUploadMb));
  }
  const body = c.req.raw.body;
  if (!body) throw invalidInput('O formulário está vazio.');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        // One byte past the limit is enough to know a file is too large; the meter refuses it.
        fileSize: config.maxUploadBytes + 1,
        // empty file inputs count here; real files are counted below
        files: (options.maxFiles + extraMax) * 2 + 2,
        fields: 50,
        fieldSize: MAX_FIELD_BYTES,
        parts: (options.maxFiles + extraMax) * 2 + 52,
      },
    });
  } catch {
    throw invalidInput('Formulário inválido.');
  }
  const source = Readable.fromWeb(body);

  const fields: Record<string, string> = {};
  /** Each stored file with the field it came in, at its arrival index. */
  const stored: ({ field: string; upload: StoredUpload } | undefined)[] = [];
  const countByField = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const active = new Set<Readable>();
  // In an object so TypeScript does not assume the callbacks below never set it.
  const state: { failure: Error | null } = { failure: null };
  let fileCount = 0;
  let endParsing = () => {};
  const parsed = new Promise<void>((resolve) => (endParsing = resolve));

  const fail = (error: Error) => {
    if (state.failure) return;
    state.failure = error;
    source.unpipe(parser);
    source.destroy();
    // Each one's storage.put rejects and removes what it wrote.
    for (const stream of active) stream.destroy(new Error('upload aborted'));
    endParsing();
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) {
      fail(invalidInput('Um dos campos de texto é longo demais.'));
      return;
    }
    // Form encoding turns every line break into CRLF; store text as it was typed.
    if (!(name in fields)) fields[name] = value.replace(/\r\n?/g, '\n');
  });

  parser.on('file', (name, stream, info) => {
    if (state.failure) {
      stream.resume();
      return;
    }
    const fieldMax =
      name === options.fileField
        ? options.maxFiles
        : Object.hasOwn(extraFields, name)
          ? extraFields[name]
          : undefined;
    if (fieldMax === undefined) {
      stream.resume();
      // A part with a file name is a file the sender meant to send: under a field name we do not
      // expect (a typo, a line break in the name) it must not vanish while the rest is accepted.
      if (info.filename) fail(invalidInput(UNEXPECTED_FILE_FIELD_MESSAGE));
      return;
    }
    if (!info.filename) {
      stream.resume(); // an empty file input carries nothing
      return;
    }
    if (hasLineBreak(info.filename)) {
      stream.resume();
      fail(invalidInput(fileNameLineBreakMessage(info.filename)));
      return;
    }
    fileCount += 1;
    const inField = (countByField.get(name) ?? 0) + 1;
    countByField.set(name, inField);
    if (inField > fieldMax) {
      stream.resume();
      fail(invalidInput(tooManyFilesMessage(fieldMax)));
      return;
    }
    const originalName = sanitizeFileName(info.filename);
    const ext = extensionOf(originalName);
    if (!isAllowedExtension(ext)) {
      stream.resume();
      fail(refusedFileType(originalName));
      return;
    }
    const index = fileCount - 1;
    const storageKey = `uploads/${options.ownerId}/${randomUUID()}`;
    const checked = pipeline(stream, new SignatureCheck(ext, originalName), () => {});
    // Errors reach us through storage.put's rejection; this listener only keeps an error raised
    // before put starts reading (it creates folders first) from going unhandled.
    checked.on('error', () => {});
    active.add(checked);
    pending.push(
      storage.put(storageKey, checked, config.maxUploadBytes).then(
        (result) => {
          active.delete(checked);
          stored[index] = {
            field: name,
            upload: { ...result, storageKey, originalName, contentType: contentTypeFor(ext) },
          };
          // Aborted meanwhile: this file will be removed with the others below.
        },
        (error: unknown) => {
          active.delete(checked);
          fail(uploadError(error, config.maxUploadMb));
        },
      ),
    );
  });

  parser.on('filesLimit', () => fail(invalidInput(tooManyFilesMessage(options.maxFiles))));
  parser.on('fieldsLimit', () => fail(invalidInput('O formulário tem campos demais.')));
  parser.on('partsLimit', () => fail(invalidInput('O formulário tem partes demais.')));
  parser.on('error', () => fail(invalidInput('Formulário inválido ou envio interrompido.')));
  parser.on('close', () => endParsing());
  source.on('error', () => fail(invalidInput('O envio foi interrompido.')));
  source.pipe(parser);

  await parsed;
  await Promise.allSettled(pending);
  const all = stored.filter((entry) => entry !== undefined);
  const uploads = all.map((entry) => entry.upload);
  if (state.failure) {
    await discardUploads(storage, uploads);
    throw state.failure;
  }
  const inField = (field: string) =>
    all.filter((entry) => entry.field === field).map((entry) => entry.upload);
  return {
    fields,
    files: inField(options.fileField),
    extraFiles: Object.fromEntries(
      Object.keys(extraFields).map((field) => [field, inField(field)]),
    ),
    discard: () => discardUploads(storage, uploads),
  };
}

/** Names the refused file, so the client knows which one to replace. */
const refusedFileType = (fileName: string) =>
  unsupportedFileType(`Tipo de arquivo não permitido: ${fileName}.`);

/** Our refusals become their HTTP answers; anything else (a storage failure) stays unexpected. */
function uploadError(error: unknown, maxMb: number): Error {
  if (error instanceof FileTooLargeError) return tooLarge(tooLargeMessage(maxMb));
  if (error instanceof UnsupportedFileTypeError) return refusedFileType(error.fileName);
  return error instanceof Error ? error : new Error(String(error));
}
