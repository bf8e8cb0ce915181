// Preview benchmark (docs/performance.md): a 50 MB, 8-page PDF of big images and a 200 MB TIFF,
// each previewed by the real file-preview job on a real runtime (PGlite, the built-in queue, the
// child-process renderer). Reports for each: the time until its previews are ready (target ≤ 30 s),
// the server process's RSS growth while it renders (target ≤ 300 MB; the child's memory is its
// own), and the client dashboard's p95 over real HTTP while it renders against its idle p95
// (target ≤ 2×). Also the renderer child's CPU time and peak RSS (read from /proc: Linux only),
// less sensitive than wall time to a busy machine, and the load average.
//   npm run bench:previews [-- --concurrency 4 --idle 8]
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { apiRoutes } from '../common/api-routes';
import { ART_STATUS } from '../common/constants';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { artRequest, filePreview, storedFile } from '../server/db/schema';
import { storedFileValues } from '../server/files/stored-file';
import { startRuntime, type Runtime } from '../server/runtime';
import { requestPreviews } from '../server/previews/previews.service';
import { freePort } from './measure-helpers';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    concurrency: { type: 'string', default: '4' },
    idle: { type: 'string', default: '8' },
  },
});
const CONCURRENCY = Number(args.concurrency);
const IDLE_MS = Number(args.idle) * 1000;
const MB = 1024 * 1024;

// ---- fixtures, made in a child process so their memory is not counted as the server's --------

async function makeFixtures(dir: string) {
  mkdirSync(dir, { recursive: true });
  // Noise compresses badly: a 2900 px square JPEG at quality 92 is ~6 MB; eight of them ≈ 50 MB.
  const noise = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    });
  const doc = await PDFDocument.create();
  for (let page = 0; page < 8; page++) {
    const jpeg = await noise(2900, 2900).jpeg({ quality: 92 }).toBuffer();
    const image = await doc.embedJpg(jpeg);
    // A4 at 300 dpi: the image fills the page.
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  await writeFile(path.join(dir, 'big.pdf'), await doc.save());
  // 8200 × 8200 RGB, uncompressed: 201 MB.
  await noise(8200, 8200).tiff({ compression: 'none' }).toFile(path.join(dir, 'big.tif'));
}

if (positionals[0] === 'fixtures') {
  await makeFixtures(positionals[1]!);
  process.exit(0);
}

// ---- measuring --------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `CONCURRENCY` callers back to back until `done()`; the latencies' p50/p95. */
async function loadUntil(url: string, cookie: string, done: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (!done()) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) errors++;
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    n: latencies.length,
    errors,
  };
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * Samples this process's isolated-runner children (the renderer) from /proc: each child's CPU time
 * (user + system) and peak RSS (VmHWM), the last value read before it exited (≤ 100 ms short).
 */
function childSampler() {
  const seen = new Map<number, { cpuS: number; peakMb: number }>();
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return ''; // gone between the listing and the read, or not Linux
    }
  };
  const sample = () => {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${process.pid}/task`);
    } catch {
      return;
    }
    const pids = tasks.flatMap((task) =>
      read(`/proc/${process.pid}/task/${task}/children`).split(' ').filter(Boolean).map(Number),
    );
    for (const pid of pids) {
      // Only the renderer: tsx's esbuild service is a child too.
      if (!read(`/proc/${pid}/cmdline`).includes('isolated-runner')) continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = read(`/proc/${pid}/stat`);
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const hwm = /VmHWM:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`));
      if (fields.length < 13 || !hwm) continue;
      const cpuS = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      const peakMb = Number(hwm[1]) / 1024;
      const before = seen.get(pid);
      seen.set(pid, {
        cpuS: Math.max(before?.cpuS ?? 0, cpuS),
        peakMb: Math.max(before?.peakMb ?? 0, peakMb),
      });
    }
  };
  return {
    sample,
    /** The children's CPU time summed, and the largest child's peak RSS. */
    totals: () => {
      const children = [...seen.values()];
      return {
        count: children.length,
        cpuS: children.reduce((sum, child) => sum + child.cpuS, 0),
        peakMb: Math.max(0, ...children.map((child) => child.peakMb)),
      };
    },
  };
}

async function storeFile(runtime: Runtime, ownerId: string, file: string, name: string) {
  const storageKey = `uploads/${ownerId}/${randomUUID()}`;
  const stored = await runtime.storage.put(storageKey, createReadStream(file), 500 * MB);
  const [row] = await runtime.db
    .insert(storedFile)
    .values(
      storedFileValues(
        { ...stored, storageKey, originalName: name, contentType: 'application/octet-stream' },
        { ownerId, kind: 'attachment', uploadedBy: ownerId },
      ),
    )
    .returning({ id: storedFile.id });
  return row!.id;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-previews-'));
  const fixtures = path.join(dataDir, 'fixtures');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'fixtures', fixtures],
    { stdio: 'inherit' },
  );
  for (const name of ['big.pdf', 'big.tif'])
    console.log(`${name}: ${(statSync(path.join(fixtures, name)).size / MB).toFixed(1)} MB`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(dataDir, 'data'),
    PUBLIC_URL: origin,
    PORT: String(port),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The renderer's niceness (default 10): PREVIEW_NICE=0 npm run bench:previews compares.
    ...(process.env.PREVIEW_NICE ? { PREVIEW_NICE: process.env.PREVIEW_NICE } : {}),
  });
  console.log(`renderer niceness: ${config.previewNice}`);
  const runtime = await startRuntime(config, { kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  let server: ServerType | undefined;
  try {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: createApp(runtime).fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    const email = `bench-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        name: 'Bench Embalagens',
        email,
        password: 'senha-do-benchmark-1',
        acceptTerms: true,
      }),
    });
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await signUp.json()) as { user: { id: string } };
    // A full dashboard page: 50 arts.
    await runtime.db.insert(artRequest).values(
      Array.from({ length: 50 }, (_, i) => ({
        ownerId: user.id,
        name: `Rótulo ${i}`,
        briefing: 'Rótulo 10x15 cm',
        status: ART_STATUS.requested,
        dueAt: new Date(Date.now() + 48 * 3600_000),
      })),
    );
    const dashboard = `${origin}${apiRoutes.arts}`;

    await loadUntil(dashboard, cookie, deadlineIn(2_000)); // warm-up
    const idle = await loadUntil(dashboard, cookie, deadlineIn(IDLE_MS));
    console.log(
      `idle dashboard: p50 ${idle.p50.toFixed(1)} ms, p95 ${idle.p95.toFixed(1)} ms (${idle.n} requests, concurrency ${CONCURRENCY})`,
    );

    const results: string[] = [];
    for (const [file, name] of [
      ['big.pdf', 'big.pdf'],
      ['big.tif', 'big.tif'],
    ] as const) {
      const fileId = await storeFile(runtime, user.id, path.join(fixtures, file), name);
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const children = childSampler();
      const loadBefore = loadavg()[0]!;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
        children.sample();
      }, 100);
      let finished = false;
      const started = performance.now();
      const watch = (async () => {
        await requestPreviews(runtime, [fileId]);
        for (;;) {
          const [row] = await runtime.db
            .select({
              status: filePreview.status,
              error: filePreview.error,
              pages: filePreview.pages,
            })
            .from(filePreview)
            .where(eq(filePreview.fileId, fileId));
          if (row && row.status !== 'pending') return row;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })().finally(() => {
        finished = true;
      });
      const busy = await loadUntil(dashboard, cookie, () => finished);
      const row = await watch;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const child = children.totals();
      const line =
        `${name}: ${row.status}${row.error ? ` (${row.error})` : ''}, ${row.pages.length} page(s) in ${seconds.toFixed(1)} s; ` +
        `server RSS +${((peak - baseline) / MB).toFixed(0)} MB; dashboard while rendering p50 ${busy.p50.toFixed(1)} ms, ` +
        `p95 ${busy.p95.toFixed(1)} ms = ${(busy.p95 / idle.p95).toFixed(2)}× idle (${busy.n} requests, ${busy.errors} errors); ` +
        `renderer child: CPU ${child.cpuS.toFixed(1)} s, peak RSS ${child.peakMb.toFixed(0)} MB (${child.count} process(es)); ` +
        `load average ${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
      console.log(line);
      results.push(line);
    }
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function deadlineIn(ms: number) {
  const until = performance.now() + ms;
  return () => performance.now() >= until;
}

await main();
process.exit(0);
