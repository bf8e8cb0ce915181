// Writes every placeholder SVG into public/images/src (plus the logo served as-is, and the favicon
// as a PNG: an SVG icon is a document the page builds before its first paint).
// Run with `npx tsx scripts/artwork/generate.ts`, then `npx tsx scripts/build-images.ts`.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { caseImages } from './cases';
import { clientTiles, favicon, galleryImages, heroes, logo, ogImage, videoPoster } from './extras';
import { caseBrandOrder } from './palette';

const root = fileURLToPath(new URL('../../', import.meta.url));
const srcDir = join(root, 'public/images/src');
/** Kept small so the vector sources stay readable and cheap to serve directly if ever needed. */
const MAX_BYTES = 6 * 1024;

const files: [string, string][] = [];
for (const slug of caseBrandOrder) {
  const [cover, ...rest] = caseImages(slug);
  files.push([`${slug}-cover`, cover]);
  rest.forEach((svg, i) => files.push([`${slug}-${i + 1}`, svg]));
}
galleryImages().forEach((svg, i) => files.push([`gallery-${String(i + 1).padStart(2, '0')}`, svg]));
files.push(...clientTiles(), ...heroes());
files.push(['video-poster-flexo', videoPoster()], ['og-default', ogImage()], ['logo', logo()]);

mkdirSync(srcDir, { recursive: true });
const oversized: string[] = [];
for (const [name, svg] of files) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) oversized.push(`${name} (${bytes} B)`);
  writeFileSync(join(srcDir, `${name}.svg`), svg);
}
writeFileSync(join(root, 'public/logo.svg'), logo());
writeFileSync(join(root, 'public/images/logo-light.svg'), logo(true));
// 96 px: a multiple of 48, as search engines ask, and sharp on a phone's tab strip.
await sharp(Buffer.from(favicon()))
  .resize(96, 96)
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(root, 'public/favicon.png'));

const written = new Set(files.map(([name]) => `${name}.svg`));
const stale = readdirSync(srcDir).filter((f) => f.endsWith('.svg') && !written.has(f));
console.log(`Wrote ${files.length} SVGs to public/images/src.`);
if (stale.length) console.warn(`Not generated here (hand-made or stale): ${stale.join(', ')}`);
if (oversized.length) {
  console.error(`Over ${MAX_BYTES} B: ${oversized.join(', ')}`);
  process.exitCode = 1;
}
