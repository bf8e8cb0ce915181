// A PDF's text as pdf.js reads it, with the package's standard fonts and none of the system's: what
// the tests read back from the 'Termo de aprovação' (approval.test.ts, tests/e2e/approval.spec.ts)
// and from the release's ficha (server/release/release.test.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Every text item of every page, in order, joined by `separator`. */
export async function pdfTextOf(bytes: Uint8Array, separator = '\n'): Promise<string> {
  // A copy: pdf.js takes the buffer it is given away from the caller.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    useSystemFonts: false,
    disableFontFace: true,
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(separator);
}
