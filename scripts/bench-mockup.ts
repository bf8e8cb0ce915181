// Mockup benchmark ('time to the first 3D frame on a phone'): the client's art page (/arte/{id})
// of a label delivered as a PNG, opened RUNS times in a fresh context (nothing cached) on
// Lighthouse's phone profile: a 412 × 823 screen, the CPU slowed 4× and DevTools' 'Slow 4G'
// (562.5 ms of latency, 1.47 Mbit/s down). Each time, once the page is live, 'Mockup 3D' is
// pressed; the page's own measure (src/domain/mockup/mockup-marks.ts) runs from that click to the
// first frame drawn: fetching three.js' chunk, the preview image, building the scene, one render.
// Also reports the same with the CPU slowed only (the network of a desk), and the chunk's size.
//   npm run bench:mockup   (builds first; RUNS=10 for more openings)
// WebGL runs in SwiftShader (software), as Chromium here has no GPU: a phone's GPU draws the first
// frame sooner. No timed assertion: the figures are printed, to compare.
import { readdirSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import { paths } from '../common/paths';
import { MOCKUP_FIRST_FRAME_MARK } from '../src/domain/mockup/mockup-marks';
import { expect, test } from '../tests/e2e/fixtures';
import { deliveredLabel, WEBGL_LAUNCH_OPTIONS } from '../tests/e2e/mockup-helpers';

const RUNS = Number(process.env.RUNS ?? 5);
/** Lighthouse's mobile emulation (its 'moto g power'), and its DevTools throttling of Slow 4G. */
const PHONE = { width: 412, height: 823 };
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

test.use({ launchOptions: WEBGL_LAUNCH_OPTIONS });

async function throttle(cdp: CDPSession, network: boolean) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/** One opening in a fresh context: ms from the click on 'Mockup 3D' to the first frame. */
async function firstFrame(
  browser: Browser,
  baseURL: string,
  cookies: Parameters<BrowserContext['addCookies']>[0],
  artId: string,
  network: boolean,
): Promise<number> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  try {
    await context.addCookies(cookies);
    const tab = await context.newPage();
    await throttle(await context.newCDPSession(tab), network);
    await tab.goto(paths.art(artId));
    await tab.locator('html[data-app="live"]').waitFor({ state: 'attached', timeout: 120_000 });
    const open = tab.getByRole('button', { name: 'Mockup 3D' });
    await open.waitFor({ timeout: 120_000 });
    await open.click();
    await expect(tab.getByRole('img', { name: /^Mockup 3D da v1/ })).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 120_000 },
    );
    return await tab.evaluate(
      (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? Number.NaN,
      MOCKUP_FIRST_FRAME_MARK,
    );
  } finally {
    await context.close();
  }
}

test('the mockup on a phone: time to the first 3D frame', async ({
  page,
  browser,
  baseURL,
  adminApi,
  client,
}) => {
  const art = await deliveredLabel(page, baseURL!, adminApi, client);
  // The preview first: the button shows only once it is ready.
  await page.goto(paths.art(art.id));
  await page.getByRole('button', { name: 'Mockup 3D' }).waitFor({ timeout: 240_000 });
  const cookies = await page.context().cookies();

  const phone: number[] = [];
  const cpuOnly: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    phone.push(await firstFrame(browser, baseURL!, cookies, art.id, true));
    cpuOnly.push(await firstFrame(browser, baseURL!, cookies, art.id, false));
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: Math.round(sorted[Math.floor(sorted.length / 2)]!),
      worst: Math.round(sorted.at(-1)!),
    };
  };
  const chunk = readdirSync('dist/assets').find((name) => /^mockup-view-.*\.js$/.test(name));
  const size = (file: string) => Math.round(statSync(`dist/assets/${file}`).size / 1024);
  const report = {
    runs: RUNS,
    'first 3D frame, CPU 4× + Slow 4G (ms)': summary(phone),
    'first 3D frame, CPU 4× only (ms)': summary(cpuOnly),
    'mockup chunk (three.js + view), kB': chunk
      ? { raw: size(chunk), brotli: size(`${chunk}.br`), gzip: size(`${chunk}.gz`) }
      : 'not built',
  };
  console.log(`\nbench:mockup\n${JSON.stringify(report, null, 2)}`);
});
