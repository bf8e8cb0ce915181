// `npm run bench:preflight`: the pre-flight of a large single-page PDF (default ~50 MB:
// one noisy CMYK photo that does not compress, a barcode and text) through the same child process
// the delivery-preflight job uses (runIsolated, heap-capped, with its deadline). Prints the file's
// size, the wall time per run (the child's start-up included) and the child's peak resident memory.
//
// Options: --mb SIZE (target file size, default 50) --runs N (default 2)
//
// --bombs: instead, the hostile files of server/preflight/hostile-pdfs.ts (10 000 pages, a 2 GiB
// Flate bomb, a 20 000 px image), each through the pre-flight and the preview children with their
// real limits (WORKER_MEMORY_MB's default 1 GB): the outcome, the time and each child's peak RSS.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts, cmyk } from 'pdf-lib';
import sharp from 'sharp';
import { DEFAULT_PREFLIGHT_SETTINGS } from '../common/preflight';
import {
  DEFAULT_CHILD_MEMORY_MB,
  runIsolatedWithStats,
  type IsolatedRunStats,
  type IsolatedTaskError,
} from '../server/jobs/isolated';
import { PREVIEW_LIMITS } from '../server/previews/previews.job';
import { flateBomb, hugeImage, manyPages } from '../server/preflight/hostile-pdfs';
import { PREFLIGHT_CHILD_LIMITS } from '../server/preflight/preflight.service';
import { briefFor, drawEan13, pt, VALID_EAN } from '../server/preflight/preflight-samples';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '50' },
    runs: { type: 'string', default: '2' },
    bombs: { type: 'boolean', default: false },
  },
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

/** One child's outcome: its answer's first line or the limit it hit, its time and peak RSS. */
async function outcome(run: () => Promise<{ output: unknown; stats: IsolatedRunStats }>) {
  const started = performance.now();
  try {
    const { output, stats } = await run();
    const first =
      'checks' in (output as object)
        ? (output as { checks: { message: string }[] }).checks[0]?.message
        : (output as { status: string }).status;
    return `${first} — ${stats.ms} ms, peak ${stats.peakRssMb} MB`;
  } catch (error) {
    const failure = error as IsolatedTaskError;
    return `${failure.reason} — ${Math.round(performance.now() - started)} ms, peak ${failure.peakRssMb} MB`;
  }
}

if (values.bombs) {
  const bombs = {
    '10 000 pages': () => manyPages(10_000),
    '2 GiB Flate bomb': () => flateBomb(2 * 1024 ** 3),
    '20 000 × 20 000 px image': () => hugeImage(20_000, 20_000),
  };
  try {
    for (const [name, make] of Object.entries(bombs)) {
      const file = path.join(folder, 'bomb.pdf');
      await writeFile(file, await make());
      console.log(`${name} (${((await stat(file)).size / 1048576).toFixed(1)} MB)`);
      const limits = { memoryMb: DEFAULT_CHILD_MEMORY_MB };
      console.log(
        `  pre-flight: ${await outcome(() =>
          runIsolatedWithStats(
            'preflight',
            { path: file, brief: briefFor(), settings: DEFAULT_PREFLIGHT_SETTINGS },
            { ...PREFLIGHT_CHILD_LIMITS, ...limits },
          ),
        )}`,
      );
      console.log(
        `  preview:    ${await outcome(() =>
          runIsolatedWithStats(
            'renderPreview',
            { sourcePath: file, outDir: folder, niceness: 0 },
            { ...PREVIEW_LIMITS, ...limits },
          ),
        )}`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  process.exit(0);
}

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
