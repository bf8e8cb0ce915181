// Runs Lighthouse (mobile, simulated throttling) over every public page of the built app and its
// app pages (/Login, /AdmLogin, and signed in: /ClientArea of a client with 50 arts, /arte/{id} of
// one of its labels, /Admin and /Indicadores over the demo data), served the way the e2e tests serve it from a
// throwaway database, and prints performance / accessibility / best-practices / SEO and LCP / CLS
// per page.
// Usage: npm run lighthouse [-- --assert] [-- --runs 5] [-- --save DIR] [-- /About /ClientArea]
// Each page is measured --runs times (3 unless told), in whole passes over the pages, and its
// median run reported, as Lighthouse's own guidance advises: one run on a shared machine can be
// off by half a second. Signed-in pages get the session cookie through Lighthouse's extraHeaders.
// --assert exits non-zero when a page misses its target (TARGETS below; SEO is not scored on the
// app pages, which are noindex by design).
// Each pass also measures a bare page (a heading and a paragraph, no CSS, no JavaScript) from a
// throwaway local HTTP server: the floor of this machine's run, which Lighthouse's simulation of a
// slow phone network puts at several hundred milliseconds. Each public page's LCP is reported as a
// ratio to it, measured in the same passes, and --assert fails past BARE_RATIO_MAX.
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { paths, publicPaths } from '../common/paths';
import { MEASURED_ART_ID, startMeasuredSite, type Visitor } from './measured-site';

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Target {
  scores: Partial<Record<Category, number>>;
  lcpMaxMs: number;
  clsMax: number;
}

const TARGETS = {
  public: {
    scores: { performance: 98, accessibility: 100, 'best-practices': 95, seo: 100 },
    lcpMaxMs: 1400,
    clsMax: 0.05,
  },
  app: {
    scores: { performance: 95, accessibility: 100, 'best-practices': 100 },
    lcpMaxMs: 1500,
    clsMax: 0.02,
  },
} satisfies Record<string, Target>;

const APP_PAGES: Record<string, Visitor> = {
  [paths.login]: 'anonymous',
  [paths.adminLogin]: 'anonymous',
  [paths.clientArea]: 'client',
  // The art page of a label (its code carries the 'Mockup 3D' button, three.js none of it).
  [paths.art(MEASURED_ART_ID)]: 'client',
  [paths.admin]: 'admin',
  [paths.adminIndicators]: 'admin',
};
const targetOf = (page: string): Target => (page in APP_PAGES ? TARGETS.app : TARGETS.public);

/** A public page's LCP may take at most this many times the bare page's, measured in the same run. */
const BARE_RATIO_MAX = 1.5;
const BARE_PAGE = '(bare page)';
/**
 * The bare page: what a phone needs least to show a heading and a paragraph. Same document
 * preamble as the site's pages, no stylesheet, no script, no image.
 */
const BARE_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Página de referência</title>
    <meta name="description" content="Uma página mínima, a referência das medidas de velocidade." />
  </head>
  <body>
    <h1>Arte-final para embalagens flexográficas</h1>
    <p>Uma página mínima servida na mesma máquina, pelo mesmo tipo de conexão, sem folha de estilos,
    sem JavaScript e sem imagens: o menor tempo em que um celular mostra um título e um parágrafo
    nas condições desta medida. As páginas públicas do site são comparadas a ela.</p>
  </body>
</html>
`;

/** Serves BARE_HTML on a free local port over HTTP/1.1, as the measured site is served. */
async function startBarePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
    });
    response.end(BARE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

const args = process.argv.slice(2);
const assert = args.includes('--assert');
/** Also prints FCP, TBT, speed index and the LCP element per page, to see what to fix. */
const verbose = args.includes('--verbose');
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1');
/** Writes each page's median report there as JSON (open it in the Lighthouse viewer), and its
 *  trace (open it in the browser's DevTools, Performance panel). */
const saveArg = args.indexOf('--save');
const saveDir = saveArg >= 0 ? args[saveArg + 1] : undefined;
if (saveArg >= 0 && !saveDir) throw new Error('--save takes a folder');
const optionValues = new Set([runsArg + 1, saveArg + 1].filter((i) => i > 0));
const only = args.filter((a, i) => a.startsWith('/') && !optionValues.has(i));
const pages = only.length ? only : [...publicPaths, ...Object.keys(APP_PAGES)];

interface Row {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
}

const isPublic = (page: string) => !(page in APP_PAGES) && page !== BARE_PAGE;

async function main() {
  const site = await startMeasuredSite({
    signedIn: pages.some((page) => APP_PAGES[page] && APP_PAGES[page] !== 'anonymous'),
  });
  const { baseUrl, cookies } = site;
  // The bare page is measured whenever a public page is, in the same passes.
  const bare = pages.some(isPublic) ? await startBarePage() : undefined;
  const measured = bare ? [BARE_PAGE, ...pages] : pages;

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Row[] = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    /** Each kept run's trace, to save the median run's beside its report (--save). */
    const traces = new Map<Result, unknown>();
    const measure = async (page: string): Promise<Result> => {
      const cookie = cookies[APP_PAGES[page] ?? 'anonymous'];
      const url = page === BARE_PAGE && bare ? bare.url : `${baseUrl}${page}`;
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await lighthouse(url, {
          port: chrome?.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        // A trace now and then comes back broken (NO_NAVSTART, NO_FCP): measure that page again.
        if (!result.lhr.runtimeError) {
          if (saveDir) traces.set(result.lhr, result.artifacts.Trace);
          return result.lhr;
        }
        const { code, message } = result.lhr.runtimeError;
        console.error(`  ${page}: ${code} ${message}`);
      }
      throw new Error(`no valid Lighthouse run for ${page}`);
    };
    // Whole passes over the pages rather than one page's runs back to back: a slow spell of this
    // shared machine then spoils one run of several pages, which the medians discard.
    const runsOf = new Map<string, Result[]>(measured.map((page) => [page, []]));
    if (saveDir) await mkdir(saveDir, { recursive: true });
    for (let pass = 1; pass <= RUNS; pass++) {
      for (const page of measured) runsOf.get(page)!.push(await measure(page));
      console.error(`  pass ${pass} of ${RUNS} done`);
    }
    for (const page of measured) {
      // median-run.js is typed with Lighthouse's global LH namespace; it returns one of the runs.
      const median = computeMedianRun(runsOf.get(page)!) as Result;
      const { categories, audits } = median;
      if (saveDir) {
        const file = join(
          saveDir,
          page === BARE_PAGE ? 'bare' : page.slice(1).replaceAll('/', '_') || 'home',
        );
        await writeFile(`${file}.json`, JSON.stringify(median));
        await writeFile(`${file}.trace.json`, JSON.stringify(traces.get(median)));
      }
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
        // What costs points: every scored audit below full marks, and what shifted.
        const failing = Object.values(categories)
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
          .map((ref) => audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `${audit!.id} (${audit!.score})`);
        console.error(`    below full marks: ${[...new Set(failing)].join(', ')}`);
        const shifts = audits['layout-shifts']?.details;
        if (shifts) console.error(`    layout shifts: ${JSON.stringify(shifts).slice(0, 600)}`);
        const longTasks = audits['long-tasks']?.details;
        if (longTasks) console.error(`    long tasks: ${JSON.stringify(longTasks).slice(0, 900)}`);
        const bootup = audits['bootup-time']?.details;
        if (bootup) console.error(`    script time: ${JSON.stringify(bootup).slice(0, 900)}`);
        const issues = audits['inspector-issues']?.details;
        if (audits['inspector-issues']?.score === 0) {
          console.error(`    inspector issues: ${JSON.stringify(issues).slice(0, 800)}`);
        }
        const errors = audits['errors-in-console']?.details;
        if (errors) console.error(`    console errors: ${JSON.stringify(errors).slice(0, 600)}`);
      }
    }
  } finally {
    chrome?.kill();
    bare?.server.close();
    await site.close();
  }

  const misses: string[] = [];
  const mark = (ok: boolean) => (ok ? ' ' : '✘');
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP (s)', 'LCP ÷ bare', 'CLS'];
  const bareLcpMs = rows.find((row) => row.page === BARE_PAGE)?.lcpMs;
  const lines = rows.map((row) => {
    if (row.page === BARE_PAGE) {
      // The reference itself: no target of its own.
      const cells = [row.page, '', '', '', '', (row.lcpMs / 1000).toFixed(2), '1', ''];
      return `| ${cells.join(' | ')} |`;
    }
    const target = targetOf(row.page);
    const cells = [
      row.page,
      ...CATEGORIES.map((c) => {
        const min = target.scores[c];
        // Not scored here (SEO on a noindex page): shown, never a miss.
        if (min === undefined) return `(${row.scores[c]})`;
        const ok = row.scores[c] >= min;
        if (!ok) misses.push(`${row.page} ${c} ${row.scores[c]} < ${min}`);
        return `${row.scores[c]}${mark(ok)}`;
      }),
      (() => {
        const ok = row.lcpMs <= target.lcpMaxMs;
        if (!ok) misses.push(`${row.page} LCP ${(row.lcpMs / 1000).toFixed(2)} s`);
        return `${(row.lcpMs / 1000).toFixed(2)}${mark(ok)}`;
      })(),
      (() => {
        if (!bareLcpMs || !isPublic(row.page)) return '';
        const ratio = row.lcpMs / bareLcpMs;
        const ok = ratio <= BARE_RATIO_MAX;
        if (!ok) misses.push(`${row.page} LCP ${ratio.toFixed(2)}× the bare page's`);
        return `${ratio.toFixed(2)}${mark(ok)}`;
      })(),
      (() => {
        const ok = row.cls <= target.clsMax;
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
  const describe = (target: Target) =>
    `${CATEGORIES.filter((c) => target.scores[c] !== undefined)
      .map((c) => `${c} ≥ ${target.scores[c]}`)
      .join(', ')}, LCP ≤ ${target.lcpMaxMs / 1000} s, CLS ≤ ${target.clsMax}`;
  console.log(
    `\nTargets: public pages ${describe(TARGETS.public)}, LCP ≤ ${BARE_RATIO_MAX}× the bare page's` +
      `${bareLcpMs ? ` (${(bareLcpMs / 1000).toFixed(2)} s in this run)` : ''}.`,
  );
  console.log(`App pages ${describe(TARGETS.app)} (SEO in brackets: not scored, noindex).`);
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
