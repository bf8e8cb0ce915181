// PDFium (Chrome's PDF engine, compiled to WebAssembly, @hyzyla/pdfium) for the children that draw
// PDF pages: the previews (render.task.ts) and the pre-flight's barcode reader
// (preflight/preflight.analysis.ts). Its wasm is read from node_modules, so nothing is fetched and
// the built server finds it as the sources do. Half pdf.js's CPU on image-heavy pages (npm run
// bench:previews): its JPEG and Flate decoders are compiled C++.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export async function loadPdfium() {
  const { PDFiumLibrary } = await import('@hyzyla/pdfium');
  const require = createRequire(import.meta.url);
  const wasm = await readFile(require.resolve('@hyzyla/pdfium/pdfium.wasm'));
  return PDFiumLibrary.init({
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
  });
}

export type Pdfium = Awaited<ReturnType<typeof loadPdfium>>;

/** PDFium's load errors (its FPDF_ERR_* codes, as @hyzyla/pdfium words them) for a locked file. */
const LOCKED_PDF = /password|security/i;
/** …and for a damaged one: not a PDF, broken beyond PDFium's repair, or its pages unreadable. */
const DAMAGED_PDF = /not in PDF format|corrupted|could not be opened|page not found|unknown error/i;

/** Why PDFium refused to open a file: a fact about the file, or null for any other failure. */
export function pdfiumRefusal(error: unknown): 'locked' | 'damaged' | null {
  const message = error instanceof Error ? error.message : String(error);
  if (LOCKED_PDF.test(message)) return 'locked';
  if (DAMAGED_PDF.test(message)) return 'damaged';
  return null;
}
