// Real-user speed (docs/product/real-user-speed.md) in the browser: the beacon's code arrives only
// after the first paint and once the page is live, nothing is sent while the visitor reads, and
// leaving the page sends one report the server takes; the panel's 'Velocidade real' page shows
// the figures, rated in words.
import { apiRoutes } from '../../common/api-routes';
import { adminAccount, expect, openMenu, signInAsStudio, signInThroughApi, test } from './fixtures';
import { axeViolations } from './axe';
import { gotoLive } from './live';

interface SentReport {
  path: string;
  device: string;
  metrics: { name: string; value: number; element?: string }[];
}

/** Hides the page as a switch of tab would (headless Chromium never hides a page itself). */
const hide = `(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
})()`;

test('a page view reports its speed after the page is live, never before the first paint', async ({
  page,
}) => {
  // When the page went live (page-live.tsx marks <html data-app>) and when a beacon left, in the
  // page's own clock.
  await page.addInitScript(`
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.app === 'live') {
        window.__liveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      window.__beaconsAt = [...(window.__beaconsAt ?? []), performance.now()];
      return sendBeacon(url, body);
    };
  `);
  const sent: SentReport[] = [];
  const answers: number[] = [];
  await page.route(`**${apiRoutes.rum}`, async (route) => {
    sent.push(route.request().postDataJSON() as SentReport);
    const response = await route.fetch();
    answers.push(response.status());
    await route.fulfill({ response });
  });

  await gotoLive(page, '/About');
  // The beacon's chunk (web-vitals) is fetched once the page is live and the browser idle. Polled
  // through evaluate: waitForFunction would eval the predicate, which the CSP forbids.
  const readTiming = () =>
    page.evaluate<{ rumStart: number; firstPaint: number; liveAt: number } | false>(`(() => {
      const rum = performance
        .getEntriesByType('resource')
        .find((entry) => /\\/assets\\/rum-[^/]*\\.js$/.test(entry.name) && entry.responseEnd > 0);
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      if (!rum || firstPaint === undefined || window.__liveAt === undefined) return false;
      return { rumStart: rum.startTime, firstPaint, liveAt: window.__liveAt };
    })()`);
  await expect.poll(async () => (await readTiming()) !== false).toBe(true);
  const timing = await readTiming();
  if (!timing) throw new Error('the timing was read once and then lost');
  const { rumStart, firstPaint, liveAt } = timing;
  expect(rumStart).toBeGreaterThan(firstPaint);
  expect(rumStart).toBeGreaterThanOrEqual(liveAt);
  // A press: an interaction for INP (and the end of LCP's candidates).
  await page.getByRole('heading', { level: 1 }).click();
  // Nothing is sent while the page is in view.
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);

  // Hidden: one report, with every metric, taken by the server.
  await page.evaluate(hide);
  await expect.poll(() => answers).toEqual([202]);
  const beaconsAt = await page.evaluate<number[]>('window.__beaconsAt');
  expect(beaconsAt).toHaveLength(1);
  expect(beaconsAt[0]).toBeGreaterThan(firstPaint);
  expect(beaconsAt[0]).toBeGreaterThan(liveAt);
  const [report] = sent;
  expect(report!.path).toBe('/About');
  expect(report!.device).toBe('desktop');
  expect(report!.metrics.map((metric) => metric.name).sort()).toEqual([
    'CLS',
    'FCP',
    'INP',
    'LCP',
    'TTFB',
  ]);
  const lcp = report!.metrics.find((metric) => metric.name === 'LCP');
  expect(lcp!.value).toBeGreaterThan(0);
  expect(lcp!.element).toMatch(/img/);
  // Only what the route takes: no user-agent, no identifier.
  expect(Object.keys(report!).sort()).toEqual(['device', 'metrics', 'path']);
});

test('leaving a page sends its report as the page unloads, and the server keeps it', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page.request, baseURL!, adminAccount);
  const visits = async () => {
    const speed = (await (await page.request.get(apiRoutes.admin.realUserSpeed)).json()) as {
      pages: { page: string; devices: { device: string; visits: number }[] }[];
    };
    const terms = speed.pages.find((entry) => entry.page === '/UserTerms');
    return terms?.devices.find((entry) => entry.device === 'desktop')?.visits ?? 0;
  };
  const before = await visits();
  await gotoLive(page, '/UserTerms');
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        `performance.getEntriesByType('resource').some((entry) => /\\/assets\\/rum-/.test(entry.name) && entry.responseEnd > 0)`,
      ),
    )
    .toBe(true);
  // Its module evaluated and listening.
  await page.waitForTimeout(500);
  // Leaving hides the page: the browser sends the report while it unloads.
  await page.goto('/Cases');
  await expect.poll(visits).toBeGreaterThan(before);
});

test("the panel's 'Velocidade real' page shows each page's p75, rated in words", async ({
  page,
  baseURL,
}) => {
  // The browser tests' Chromium reports 'desktop': this phone report is the only one of its kind.
  const sentBy = await page.request.post(apiRoutes.rum, {
    headers: { origin: baseURL! },
    data: {
      path: '/Privacidade',
      device: 'mobile',
      metrics: [
        { name: 'LCP', value: 2950, element: 'main > h1.e2e-marcador' },
        { name: 'CLS', value: 0.3 },
        { name: 'TTFB', value: 120 },
      ],
    },
  });
  expect(sentBy.status()).toBe(202);

  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsStudio(page);
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await openMenu(menu.getByRole('button', { name: 'Abrir ou fechar o menu do painel' }));
  await menu.getByRole('link', { name: 'Velocidade real' }).click();
  await page.waitForURL('**/VelocidadeReal');
  await expect(page.getByRole('heading', { name: 'Velocidade real', level: 1 })).toBeVisible();

  const section = page.getByRole('region', { name: '/Privacidade' });
  const phone = section.getByRole('list', { name: /^\/Privacidade: Celular, \d+ visitas?$/ });
  await expect(phone).toBeVisible();
  const lcp = phone.getByRole('listitem').filter({ hasText: 'Maior elemento visível (LCP)' });
  // 2,950 ms is in (2,900, 3,000]: p75 3,0 s, between the thresholds.
  await expect(lcp).toContainText('3,0 s');
  await expect(lcp).toContainText('Precisa melhorar');
  await expect(lcp).toContainText('main > h1.e2e-marcador');
  const cls = phone.getByRole('listitem').filter({ hasText: 'Estabilidade do layout (CLS)' });
  await expect(cls).toContainText('0,30');
  await expect(cls).toContainText('Ruim');
  await expect(phone.getByRole('listitem').filter({ hasText: 'TTFB' })).toContainText('Bom');
  expect(await axeViolations(page)).toEqual([]);
});
