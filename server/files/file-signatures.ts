// A file's kind read from its first bytes, never from its name: the upload check (uploads.ts),
// the Firebase import's check (import/firebase-files.ts) and the previews' choice of renderer
// (previews/render.task.ts) read the same head and name formats by the same signatures.
import { open } from 'node:fs/promises';

/** Enough of a file's start for every signature we check (file-type reads at most 4100 bytes). */
export const SNIFF_BYTES = 4100;

/** The first SNIFF_BYTES of the file at `file` (fewer for a smaller file). */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const startsWith = (head: Buffer, ...bytes: number[]) =>
  head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
const startsWithText = (head: Buffer, text: string) =>
  head.subarray(0, text.length).toString('latin1') === text;

// The design formats file-type does not know, by their headers.
export const isZip = (head: Buffer) =>
  startsWith(head, 0x50, 0x4b, 0x03, 0x04) || startsWith(head, 0x50, 0x4b, 0x05, 0x06);
export const isPdf = (head: Buffer) => startsWithText(head, '%PDF-');
export const isPostScript = (head: Buffer) => startsWithText(head, '%!PS');
/** DOS EPS binary header (a PostScript section plus a TIFF/WMF preview). */
export const isDosEps = (head: Buffer) => startsWith(head, 0xc5, 0xd0, 0xd3, 0xc6);
export const isCorelRiff = (head: Buffer) =>
  startsWithText(head, 'RIFF') && head.subarray(8, 11).toString('latin1').toUpperCase() === 'CDR';

/** SVG is text: optional BOM and whitespace, then an XML declaration, a doctype, a comment or <svg. */
export function isSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[\s?]|<svg[\s>/]|<!doctype svg|<!--)/i.test(text);
}
