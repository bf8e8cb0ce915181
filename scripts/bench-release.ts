// npm run bench:release — producing a release package's ZIP (docs/product/release.md) for a version
// whose print file is a 50 MB PDF (BENCH_RELEASE_MB): the time to stream the whole ZIP (the print
// file stored, the ficha técnica made with pdf-lib, the termo de aprovação read from storage — here
// a 64 KB stand-in, a stored file like the real one) to a consumer that reads it as a browser would,
// and the process's RSS sampled every 20 ms while it streams (it should stay flat: one file open
// at a time, piped with back-pressure). The file is in the disk storage the server uses by
// default; the package and the ZIP are the server's own functions (releaseFilesOf's entries,
// streamReleaseZip).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDiskStorage } from '../server/files/storage';
import { createLogger } from '../server/logger';
import { fichaTecnicaPdf } from '../server/release/ficha-tecnica';
import { streamReleaseZip, type ReleaseFile } from '../server/release/release.service';

const MB = Number(process.env.BENCH_RELEASE_MB ?? 50);
const RUNS = Number(process.env.BENCH_RELEASE_RUNS ?? 3);

/** A PDF-looking file of `bytes`: a header, then random (incompressible, like artwork) bytes. */
function bigPdf(bytes: number): Readable {
  let left = bytes;
  let first = true;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const chunk = randomBytes(Math.min(1 << 20, left));
      if (first) {
        chunk.write('%PDF-1.7\n', 0);
        first = false;
      }
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-release-'));
  try {
    const storage = createDiskStorage(dir);
    const key = 'uploads/bench/rotulo.pdf';
    const stored = await storage.put(key, bigPdf(MB * 1024 * 1024), Number.MAX_SAFE_INTEGER);
    const termoKey = 'approvals/bench/termo.pdf';
    const termo = await storage.put(termoKey, bigPdf(64 * 1024), Number.MAX_SAFE_INTEGER);
    const log = createLogger({ logLevel: 'silent', env: 'production' });
    const files: ReleaseFile[] = [
      {
        key: 'impressao',
        name: 'rotulo-v2.pdf',
        contentType: 'application/pdf',
        size: stored.size,
        open: async () => (await storage.get(key)).body,
      },
      {
        key: 'ficha-tecnica',
        name: 'ficha-tecnica-v2.pdf',
        contentType: 'application/pdf',
        size: null,
        open: async () =>
          Buffer.from(
            await fichaTecnicaPdf({
              artName: 'Rótulo Bench',
              company: 'Bench Ltda',
              version: 2,
              file: { name: 'rotulo-v2.pdf', size: stored.size, sha256: stored.sha256 },
              approvedAt: new Date(),
              brief: null,
              techSheet: { lpi: 133, printOrder: ['Branco', 'PANTONE 485 C', 'Preto'] },
              generatedAt: new Date(),
            }),
          ),
      },
      {
        key: 'termo',
        name: 'termo-de-aprovacao-AP-BNCH-BNCH-BNCH.pdf',
        contentType: 'application/pdf',
        size: termo.size,
        open: async () => (await storage.get(termoKey)).body,
      },
    ];

    console.log(`release ZIP of a ${MB} MB PDF + ficha técnica + termo, ${RUNS} runs`);
    for (let run = 1; run <= RUNS; run++) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      let bytes = 0;
      const started = performance.now();
      await pipeline(
        streamReleaseZip(files, log, new Date()),
        new Writable({
          // A consumer at disk/network pace: it takes each chunk as it comes.
          write(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done();
          },
        }),
      );
      const ms = performance.now() - started;
      clearInterval(sampler);
      console.log(
        `run ${run}: ${ms.toFixed(0)} ms for ${mib(bytes)} MiB (${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MiB/s); RSS ${mib(before)} MiB before, peak ${mib(peak)} MiB (+${mib(peak - before)} MiB)`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
