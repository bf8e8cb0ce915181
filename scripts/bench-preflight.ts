// `npm run bench:preflight`: the pre-flight of a large single-page PDF (default ~50 MB:
// one noisy CMYK photo that does not compress, a barcode and text) through the same child process
// the delivery-preflight job uses (runIsolated, heap-capped, with its deadline). Prints the file's
// size, the wall time per run (the child's start-up included) and the child's peak resident memory.
//
// Options: --mb SIZE (target file size, default 50) --runs N (default 2)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts, cmyk } from 'pdf-lib';
import sharp from 'sharp';
import { DEFAULT_PREFLIGHT_SETTINGS } from '../common/preflight';
import { runIsolatedWithStats } from '../server/jobs/isolated';
import { PREFLIGHT_CHILD_LIMITS } from '../server/preflight/preflight.service';
import { briefFor, drawEan13, pt, VALID_EAN } from '../server/preflight/preflight.fixtures';

const { values } = parseArgs({
  options: { mb: { type: 'string', default: '50' }, runs: { type: 'string', default: '2' } },
});
const targetMb = Number(values.mb);
const runs = Number(values.runs);

async function bigPdf(): Promise<Uint8Array> {
  // Random pixels barely compress: a q90 CMYK JPEG takes ~2.95 bytes a pixel.
  const side = Math.round(Math.sqrt((targetMb * 1024 * 1024) / 2.95));
  const noise = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .toColourspace('cmyk')
    .jpeg({ quality: 90 })
    .toBuffer();
  const document = await PDFDocument.create();
  const sizeMm = 300;
  const bleed = pt(3);
  const page = document.addPage([pt(sizeMm) + 2 * bleed, pt(sizeMm) + 2 * bleed]);
  page.setTrimBox(bleed, bleed, pt(sizeMm), pt(sizeMm));
  const image = await document.embedJpg(noise);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  drawEan13(page, VALID_EAN, bleed + pt(20), bleed + pt(20));
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('Ingredientes: farinha de trigo, açúcar'.normalize('NFD').replace(/\p{M}/gu, ''), {
    x: bleed + pt(20),
    y: bleed + pt(60),
    size: 8,
    font,
    color: cmyk(0, 0, 0, 1),
  });
  console.log(`image ${side} × ${side} px, JPEG ${(noise.length / 1048576).toFixed(1)} MB`);
  return document.save();
}

const folder = await mkdtemp(path.join(tmpdir(), 'bench-preflight-'));
try {
  const file = path.join(folder, 'big.pdf');
  await writeFile(file, await bigPdf());
  console.log(`file ${((await stat(file)).size / 1048576).toFixed(1)} MB`);
  const brief = briefFor({ widthMm: 300, heightMm: 300 });
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const { output, stats } = await runIsolatedWithStats(
      'preflight',
      { path: file, brief, settings: DEFAULT_PREFLIGHT_SETTINGS },
      PREFLIGHT_CHILD_LIMITS,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `run ${run}: ${seconds.toFixed(1)} s, child peak RSS ${stats.peakRssMb} MB, ` +
        output.checks.map((check) => `${check.check}=${check.verdict}`).join(' '),
    );
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
