// `npm run bench:boot`: how long the app's start blocks a phone's main thread. Lighthouse's score
// moves most with its total blocking time, and a Lighthouse run varies a lot on a shared machine;
// this measures the same quantity directly, more steadily: Chromium with a 4× CPU slowdown (as
// Lighthouse models a phone), a trace of each load, and the sum of every main-thread task's time
// over 50 ms after the first contentful paint, until the page is live (html[data-app=live]) and
// 2.5 s more. Each page is loaded --runs times (5 unless told) in a fresh browser context, and the
// median reported, with when the page went live and when its last long task ended, both on the
// page's own clock from the navigation's start (the app's `app-live` mark, page-live.tsx): the
// moment the harness notices, polling, would add up to half a second.
// --profile also samples the JavaScript over each load (V8's profiler, through the DevTools
// protocol) and prints the functions that ran longest, summed over the runs: where the blocking
// time goes (build with `npx vite build --minify false` first to read the names).
// Usage: npm run bench:boot [-- --runs 7] [-- --profile] [-- /Admin /Login]
import { chromium, type Browser } from 'playwright-core';
import { paths } from '../common/paths';
import {
  MEASURED_ART_ID,
  startMeasuredSite,
  type MeasuredSite,
  type Visitor,
} from './measured-site';

const PAGES: Record<string, Visitor> = {
  [paths.home]: 'anonymous',
  [paths.services]: 'anonymous',
  // The slowest public page to its largest paint (its gallery's first screen of images).
  [paths.cases]: 'anonymous',
  [paths.login]: 'anonymous',
  [paths.clientArea]: 'client',
  // The client's art page of a label, 'Mockup 3D' closed (as npm run lighthouse measures it).
  [paths.art(MEASURED_ART_ID)]: 'client',
  [paths.admin]: 'admin',
  // The panel's page of the same art (versions, the delivery form, the history).
  [paths.adminArt(MEASURED_ART_ID)]: 'admin',
};

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1');
const profile = args.includes('--profile');
const only = args.filter((a) => a.startsWith('/'));
const pages = only.length ? only : Object.keys(PAGES);

/** A phone as Lighthouse's mobile run presents itself (the server then renders the lists as cards). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Mobile Safari/537.36',
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * Blocking time (ms) and the long tasks of one trace, on the page's renderer main thread; with the
 * end of the last long task, in ms after the first contentful paint (0 when none came after it).
 */
function blockingOf(events: TraceEvent[]) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  // The page's own renderer: the busiest main thread (about:blank's is another).
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.ts > fcp.ts,
  );
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  const lastLongTaskEnd = Math.max(
    fcp.ts,
    ...tasks.filter((t) => (t.dur ?? 0) > 50_000).map((t) => t.ts + (t.dur ?? 0)),
  );
  return {
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longTasks: durations.filter((ms) => ms > 50).map(Math.round),
    lastLongTaskAfterFcpMs: (lastLongTaskEnd - fcp.ts) / 1000,
  };
}

/** What V8's profiler returns (Profiler.Profile), as far as it is read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Milliseconds spent in each function itself (not its callees), keyed 'name file:line'. */
function selfTimesOf(profile: CpuProfile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const times = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = nodes.get(id);
    if (!frame) return;
    const file = frame.url.split('/').pop() || '(no script)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  return times;
}

async function loadOnce(browser: Browser, site: MeasuredSite, page: string) {
  const context = await browser.newContext(PHONE);
  try {
    const cookie = site.cookies[PAGES[page] ?? 'anonymous'];
    if (cookie) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url: site.baseUrl };
        }),
      );
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(tab, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await tab.goto(`${site.baseUrl}${page}`);
    await tab.locator('html[data-app="live"]').waitFor({ state: 'attached', timeout: 60_000 });
    // The page's own clock: ms from the navigation's start.
    const { liveMs, fcpMs } = await tab.evaluate(() => ({
      liveMs: performance.getEntriesByName('app-live')[0]?.startTime ?? Number.NaN,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    await tab.waitForTimeout(2500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const selfTimes = profile
      ? selfTimesOf((await cdp.send('Profiler.stop')).profile)
      : new Map<string, number>();
    const { lastLongTaskAfterFcpMs, ...blocking } = blockingOf(trace.traceEvents);
    // Usable once live and past its last long task (a tap in one waits for it to end).
    const usableMs = Math.max(liveMs, fcpMs + lastLongTaskAfterFcpMs);
    return { liveMs, usableMs, selfTimes, ...blocking };
  } finally {
    await context.close();
  }
}

/** The functions that ran longest over a page's loads, per load on average. */
function printHottest(page: string, runs: Map<string, number>[]) {
  const totals = new Map<string, number>();
  for (const run of runs) {
    for (const [key, ms] of run) totals.set(key, (totals.get(key) ?? 0) + ms / runs.length);
  }
  console.error(`  ${page}: the 25 functions that ran longest (ms of their own time per load)`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.error(`    ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

async function main() {
  const site = await startMeasuredSite({
    signedIn: pages.some((page) => PAGES[page] && PAGES[page] !== 'anonymous'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const rows: string[] = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, site, page));
      const blocking = median(runs.map((r) => r.blockingMs));
      const longest = runs.map((r) => Math.max(0, ...r.longTasks));
      if (profile) {
        printHottest(
          page,
          runs.map((r) => r.selfTimes),
        );
      }
      rows.push(
        `| ${page} | ${blocking.toFixed(0)} | ${Math.min(...runs.map((r) => r.blockingMs)).toFixed(0)}–${Math.max(...runs.map((r) => r.blockingMs)).toFixed(0)} | ${median(longest)} | ${seconds(median(runs.map((r) => r.liveMs)))} | ${seconds(median(runs.map((r) => r.usableMs)))} |`,
      );
      console.error(`  ${page} done`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(`\nMain thread after the first paint, 4× CPU slowdown, median of ${RUNS} loads\n`);
  console.log(
    '| page | blocking ms | range | longest task ms | live after s | last long task over s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
