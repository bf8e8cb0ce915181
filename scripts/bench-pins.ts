// Pins benchmark ('opening a proof with 50 pins stays smooth'): the client's art page
// (/arte/{id}) with 50 pins on v1's proof, opened RUNS times in a fresh page of the built app.
// For each opening, from the navigation's start (performance.now()): when the server's page was
// parsed (DOMContentLoaded), when the app went live (html[data-app=live], React hydrated), when
// the 50 markers and the 50 list entries were drawn, and the main thread's long tasks (their count
// and total blocking time, the part of each over 50 ms) until then; then a zoom in and out with
// the pins on (10 steps each) and the long tasks it caused. Reports the median and worst.
//   npm run bench:pins   (builds first; RUNS=10 for more openings, PINS=0 for the page without pins)
// No timed assertion: the figures are printed, to compare.
import { paths } from '../common/paths';
import { expect, test } from '../tests/e2e/fixtures';
import { artWithV1 } from '../tests/e2e/proofing-helpers';

/** PINS=0 gives the same page without pins, to compare. */
const PINS = Number(process.env.PINS ?? 50);
const RUNS = Number(process.env.RUNS ?? 5);
/** What the list says without pins (PINS=0): the end of the page's loading then. */
const EMPTY = 'Nenhum comentário na v1.';

interface Opening {
  domContentLoaded: number;
  live: number;
  pinsDrawn: number;
  longTasks: number;
  blocking: number;
  zoomLongTasks: number;
  zoomBlocking: number;
}

// Runs in the page before its own scripts (the DevTools protocol, which the CSP does not block):
// records when the app goes live, when every marker and list entry is there, and long tasks.
const probe = `(() => {
  const marks = { live: null, pinsDrawn: null, tasks: [] };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (marks.live === null && document.documentElement.dataset.app === 'live') marks.live = performance.now();
    if (marks.pinsDrawn === null && (${PINS} > 0
        ? document.querySelectorAll('[data-pin-marker]').length >= ${PINS} &&
          document.querySelectorAll('[data-pin-entry]').length >= ${PINS}
        : (document.body?.textContent ?? '').includes(${JSON.stringify(EMPTY)})))
      marks.pinsDrawn = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

const blockingOf = (tasks: { duration: number }[]) =>
  tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

test('the art page with its pins: time to interactive and long tasks', async ({
  page,
  browser,
  baseURL,
  adminApi,
  client,
}) => {
  const art = await artWithV1(page, baseURL!, adminApi, client);
  // Wait for v1's preview, then drop the pins through the API, spread over the page.
  const previewReady = async () => {
    const detail = (await (await page.request.get(`/api/arts/${art.id}`)).json()) as {
      versions: { fileId: string }[];
      previews: Record<string, { status: string }>;
    };
    const id = detail.versions[0]?.fileId;
    return id !== undefined && detail.previews[id]?.status === 'ready';
  };
  await expect.poll(previewReady, { timeout: 240_000, intervals: [1000] }).toBe(true);
  for (let i = 0; i < PINS; i += 1) {
    const drop = () =>
      page.request.post(`/api/arts/${art.id}/comments`, {
        headers: { origin: baseURL! },
        data: {
          version: 1,
          page: 1,
          x: 0.05 + 0.9 * ((i % 10) / 9),
          y: 0.05 + 0.9 * (Math.floor(i / 10) / 4),
          ...(i % 5 === 0 ? { w: 0.05, h: 0.03 } : {}),
          text: `Comentário ${i + 1}: ajustar este ponto da arte.`,
        },
      });
    let response = await drop();
    // One person's comments are rate-limited (server/proofing/proofing-limits.ts): wait as told.
    if (response.status() === 429) {
      await page.waitForTimeout(Number(response.headers()['retry-after'] ?? 60) * 1000);
      response = await drop();
    }
    expect(response.status(), await response.text()).toBe(201);
  }

  const cookies = await page.context().cookies();
  const openings: Opening[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh context each time: nothing cached from the opening before.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
    await context.addCookies(cookies);
    const tab = await context.newPage();
    await tab.addInitScript(probe);
    await tab.goto(paths.art(art.id));
    await expect(tab.locator('[data-pin-marker]')).toHaveCount(PINS, { timeout: 60_000 });
    await expect(tab.locator('[data-pin-entry]')).toHaveCount(PINS);
    await tab.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    if (PINS === 0) await expect(tab.getByText(EMPTY)).toBeVisible();
    const read = () =>
      tab.evaluate<{
        live: number | null;
        pinsDrawn: number | null;
        domContentLoaded: number;
        tasks: { start: number; duration: number }[];
      }>(
        `({ ...window.__bench, domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd })`,
      );
    const loaded = await read();
    const until = Math.max(loaded.live ?? 0, loaded.pinsDrawn ?? 0);
    const loadTasks = loaded.tasks.filter((t) => t.start <= until);

    // Zoom in and out with the 50 pins on: 10 steps each way (the markers counter-scale).
    const region = tab.getByRole('region', { name: /Pré-visualização da versão v1/ });
    await region.focus();
    const zoomStart = await tab.evaluate<number>('performance.now()');
    for (let i = 0; i < 10; i += 1) await tab.keyboard.press(i < 5 ? '+' : '-');
    await expect(region).toHaveAttribute('data-scale', '1');
    const after = await read();
    const zoomTasks = after.tasks.filter((t) => t.start >= zoomStart);
    openings.push({
      domContentLoaded: loaded.domContentLoaded,
      live: loaded.live ?? NaN,
      pinsDrawn: loaded.pinsDrawn ?? NaN,
      longTasks: loadTasks.length,
      blocking: blockingOf(loadTasks),
      zoomLongTasks: zoomTasks.length,
      zoomBlocking: blockingOf(zoomTasks),
    });
    await context.close();
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const row = (key: keyof Opening) => {
    const values = openings.map((o) => o[key]);
    return { median: Math.round(median(values)), worst: Math.round(Math.max(...values)) };
  };
  const report = {
    pins: PINS,
    runs: RUNS,
    'DOMContentLoaded (ms)': row('domContentLoaded'),
    'html[data-app=live] (ms)': row('live'),
    [`${PINS} markers + ${PINS} list entries drawn (ms)`]: row('pinsDrawn'),
    'long tasks until then': row('longTasks'),
    'total blocking time until then (ms)': row('blocking'),
    'long tasks while zooming 10 steps': row('zoomLongTasks'),
    'blocking time while zooming (ms)': row('zoomBlocking'),
  };
  console.log(`\nbench:pins\n${JSON.stringify(report, null, 2)}`);
});
