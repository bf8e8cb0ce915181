// Runs Lighthouse (mobile, simulated throttling) over every public page of the built app, served
// the way the e2e tests serve it, and prints performance / accessibility / best-practices / SEO
// and LCP / CLS per page. Usage: npm run lighthouse [-- --assert] [-- --runs 5] [-- /About /Cases]
// Each page is measured --runs times (3 unless told), in whole passes over the pages, and its
// median run reported, as Lighthouse's own guidance advises: one run on a shared machine can be
// off by half a second.
// --assert exits non-zero when a page misses a target (perf ≥ 95, a11y 100, BP ≥ 95, SEO 100,
// LCP ≤ 2.0 s, CLS ≤ 0.05).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { publicPaths } from '../common/paths';
import { ensureBuilt } from './ensure-built.mjs';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const LCP_MAX_MS = 2000;
const CLS_MAX = 0.05;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

const args = process.argv.slice(2);
const assert = args.includes('--assert');
/** Also prints FCP, TBT, speed index and the LCP element per page, to see what to fix. */
const verbose = args.includes('--verbose');
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1');
const only = args.filter((a) => a.startsWith('/'));
const pages = only.length ? only : publicPaths;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url}/api/health in ${timeoutMs / 1000}s`);
}

interface Row {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
}

async function main() {
  ensureBuilt();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-lighthouse-'));
  // The same command and environment as playwright.config.ts's webServer.
  const server = spawn(process.execPath, ['dist-server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  try {
    await waitForHealth(baseUrl);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const measure = async (page: string): Promise<Result> => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await lighthouse(`${baseUrl}${page}`, {
          port: chrome?.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        // A trace now and then comes back broken (NO_NAVSTART, NO_FCP): measure that page again.
        if (!result.lhr.runtimeError) return result.lhr;
        const { code, message } = result.lhr.runtimeError;
        console.error(`  ${page}: ${code} ${message}`);
      }
      throw new Error(`no valid Lighthouse run for ${page}`);
    };
    // Whole passes over the pages rather than one page's runs back to back: a slow spell of this
    // shared machine then spoils one run of several pages, which the medians discard.
    const runsOf = new Map<string, Result[]>(pages.map((page) => [page, []]));
    for (let pass = 1; pass <= RUNS; pass++) {
      for (const page of pages) runsOf.get(page)!.push(await measure(page));
      console.error(`  pass ${pass} of ${RUNS} done`);
    }
    for (const page of pages) {
      // median-run.js is typed with Lighthouse's global LH namespace; it returns one of the runs.
      const { categories, audits } = computeMedianRun(runsOf.get(page)!) as Result;
      const score = (c: Category) => Math.round((categories[c]?.score ?? 0) * 100);
      rows.push({
        page,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
      if (verbose) {
        const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
        const lcpElement = audits['largest-contentful-paint-element']?.details;
        console.error(`  ${page} (median run)`);
        console.error(
          `    FCP ${ms('first-contentful-paint')} ms · LCP ${ms('largest-contentful-paint')} ms · TBT ${ms('total-blocking-time')} ms · SI ${ms('speed-index')} ms`,
        );
        console.error(`    LCP element: ${(JSON.stringify(lcpElement) ?? '').slice(0, 400)}`);
        console.error(`    ${audits['render-blocking-resources']?.displayValue ?? ''}`);
      }
    }
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const misses: string[] = [];
  const mark = (ok: boolean) => (ok ? ' ' : '✘');
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP (s)', 'CLS'];
  const lines = rows.map((row) => {
    const cells = [
      row.page,
      ...CATEGORIES.map((c) => {
        const ok = row.scores[c] >= TARGETS[c];
        if (!ok) misses.push(`${row.page} ${c} ${row.scores[c]} < ${TARGETS[c]}`);
        return `${row.scores[c]}${mark(ok)}`;
      }),
      (() => {
        const ok = row.lcpMs <= LCP_MAX_MS;
        if (!ok) misses.push(`${row.page} LCP ${(row.lcpMs / 1000).toFixed(2)} s`);
        return `${(row.lcpMs / 1000).toFixed(2)}${mark(ok)}`;
      })(),
      (() => {
        const ok = row.cls <= CLS_MAX;
        if (!ok) misses.push(`${row.page} CLS ${row.cls.toFixed(3)}`);
        return `${row.cls.toFixed(3)}${mark(ok)}`;
      })(),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  console.log(
    `\nLighthouse 12 · mobile · simulated throttling · median of ${RUNS} runs · ${baseUrl}\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(line);
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, LCP ≤ ${LCP_MAX_MS / 1000} s, CLS ≤ ${CLS_MAX}.`,
  );
  if (misses.length) {
    console.log(`Missed (${misses.length}):\n  ${misses.join('\n  ')}`);
    if (assert) process.exit(1);
  } else {
    console.log('Every page meets every target.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
