// Real-user speed on the real app: the beacon's route refuses what is off (400, 413, 403 from
// another origin), samples, limits each address, and counts reports into daily aggregates that
// the panel's route sums up into p75s; the prune removes what is past keeping.
import { eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { RUM_LIMITS } from '../../common/rum';
import { rateLimit, rumDaily, rumSummary } from '../db/schema';
import { adminContextForFile, errorOf, readJson } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { RUM_MAINTENANCE_CRON, rumMaintenanceJob } from './rum.job';
import type { RealUserSpeed } from './rum.schemas';
import {
  maintainRealUserSpeed,
  readRealUserSpeed,
  recordReport,
  RUM_COUNTER_PREFIX,
  rumCounterKey,
  studioDay,
} from './rum.service';

let ipCounter = 0;
/** A fresh client address per test, so one test's limit can't touch another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const report = (overrides: Record<string, unknown> = {}) => ({
  path: '/flexo',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 2100.4, element: 'main > section.hero > img' },
    { name: 'FCP', value: 900 },
    { name: 'TTFB', value: 120 },
    { name: 'CLS', value: 0.02 },
    { name: 'INP', value: 180, element: 'button#menu' },
  ],
  ...overrides,
});

function beacon(
  t: TestContext,
  body: unknown,
  init: { ip?: string; headers?: Record<string, string> } = {},
) {
  return t.request(apiRoutes.rum, {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': init.ip ?? freshIp(), ...init.headers },
  });
}

const rowsOf = (t: TestContext) =>
  t.runtime.db.select().from(rumDaily).orderBy(rumDaily.page, rumDaily.device, rumDaily.metric);

describe('POST /api/rum', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('counts a report into its day, page pattern, device and metric, and answers 202', async () => {
    await t.runtime.db.delete(rumDaily);
    const response = await beacon(
      t,
      report({ path: '/arte/4f1c2d3e-0000-4000-8000-000000000001' }),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await rowsOf(t);
    expect(rows.map((row) => [row.page, row.device, row.metric, row.count])).toEqual([
      ['/arte/:id', 'mobile', 'CLS', 1],
      ['/arte/:id', 'mobile', 'FCP', 1],
      ['/arte/:id', 'mobile', 'INP', 1],
      ['/arte/:id', 'mobile', 'LCP', 1],
      ['/arte/:id', 'mobile', 'TTFB', 1],
    ]);
    const lcp = rows.find((row) => row.metric === 'LCP')!;
    expect(lcp.day).toBe(studioDay(new Date()));
    // 2,100 ms is in (2,000, 2,100]: the 21st bucket.
    expect(lcp.buckets.indexOf(1)).toBe(20);
    expect(lcp.buckets.reduce((a, b) => a + b)).toBe(1);
    expect(lcp.elements).toEqual({ 'main > section.hero > img': 1 });
    expect(rows.find((row) => row.metric === 'FCP')!.elements).toEqual({});
  });

  it('never stores a query string, an id or the spelling of an address', async () => {
    await t.runtime.db.delete(rumDaily);
    for (const path of ['/ABOUT/', '/cliente-detalhe/abc', '/nao-existe/123', '/About']) {
      expect(
        (await beacon(t, report({ path, metrics: [{ name: 'TTFB', value: 50 }] }))).status,
      ).toBe(202);
    }
    const pages = (await rowsOf(t)).map((row) => [row.page, row.count]);
    expect(pages).toEqual([
      ['*', 1],
      ['/About', 2],
      ['/cliente-detalhe/:id', 1],
    ]);
    // A path with its query string is refused whole: the beacon sends the path alone.
    expect((await beacon(t, report({ path: '/flexo?utm_source=x' }))).status).toBe(400);
  });

  it('adds reports of one day up, and keeps at most 20 responsible elements per figure', async () => {
    await t.runtime.db.delete(rumDaily);
    for (let i = 0; i < 25; i++) {
      await beacon(t, report({ metrics: [{ name: 'CLS', value: 0.3, element: `div.card-${i}` }] }));
    }
    await beacon(t, report({ metrics: [{ name: 'CLS', value: 0.05, element: 'div.card-0' }] }));
    const [row] = await rowsOf(t);
    expect(row!.count).toBe(26);
    expect(Object.keys(row!.elements)).toHaveLength(RUM_LIMITS.elementsPerRow);
    expect(row!.elements['div.card-0']).toBe(2);
    expect(row!.elements['div.card-24']).toBeUndefined();
  });

  it('counts concurrent reports of one page, in any order of metrics, each once', async () => {
    await t.runtime.db.delete(rumDaily);
    await t.runtime.db.delete(rumSummary);
    const metrics = report().metrics;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        beacon(t, report({ metrics: i % 2 ? metrics : [...metrics].reverse() })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    const counts = (table: typeof rumDaily | typeof rumSummary) =>
      t.runtime.db.select({ count: table.count }).from(table);
    expect((await counts(rumDaily)).map((row) => row.count)).toEqual(Array(5).fill(20));
    expect((await counts(rumSummary)).map((row) => row.count)).toEqual(Array(5).fill(20));
  });

  it.each([
    ['no body', undefined],
    ['an unknown metric', report({ metrics: [{ name: 'FID', value: 10 }] })],
    ['a negative value', report({ metrics: [{ name: 'LCP', value: -1 }] })],
    ['a value past the maximum', report({ metrics: [{ name: 'CLS', value: 101 }] })],
    ['a text value', report({ metrics: [{ name: 'LCP', value: '2000' }] })],
    ['no metric', report({ metrics: [] })],
    [
      'a metric twice',
      report({
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ],
    ['an unknown device', report({ device: 'tablet' })],
    ['a user-agent string', report({ device: 'Mozilla/5.0 (iPhone)' })],
    ['a field of its own', report({ userAgent: 'Mozilla/5.0' })],
    ['a path that is no path', report({ path: 'https://outro.site/x' })],
    ['a path past 512 characters', report({ path: `/${'a'.repeat(512)}` })],
    [
      'a selector past 100 characters',
      report({ metrics: [{ name: 'LCP', value: 1, element: 'x'.repeat(101) }] }),
    ],
    ['a NUL in a selector', report({ metrics: [{ name: 'LCP', value: 1, element: 'div\u0000' }] })],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    await t.runtime.db.delete(rumDaily);
    const response =
      body === undefined
        ? await t.request(apiRoutes.rum, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
            body: '{',
          })
        : await beacon(t, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/inválid/);
    expect(await rowsOf(t)).toEqual([]);
  });

  it('refuses a body over 4 KB with 413, declared or streamed', async () => {
    const big = report({ path: `/${'a'.repeat(5000)}` });
    const declared = await beacon(t, big);
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toContain('4 KB');
    const streamed = await t.request(apiRoutes.rum, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
          controller.close();
        },
      }),
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
  });

  it('refuses a report sent from another origin, as every write', async () => {
    const response = await beacon(t, report(), {
      headers: { origin: 'https://outro.site', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });

  it('takes a report as a browser sends it: same origin, with Sec-Fetch-Site, and a cookie', async () => {
    const client = await t.signUp();
    const response = await t.request(apiRoutes.rum, {
      method: 'POST',
      cookie: client.cookie,
      json: report(),
      headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshIp() },
    });
    expect(response.status).toBe(202);
  });
});

describe('sampling (RUM_SAMPLE_RATE)', () => {
  it('keeps nothing at 0, still answering 202', async () => {
    const t = await createTestContext({ RUM_SAMPLE_RATE: '0' });
    try {
      expect((await beacon(t, report())).status).toBe(202);
      expect(await rowsOf(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps the share of reports the rate says, page view by page view', async () => {
    const t = await createTestContext();
    try {
      const deps = { db: t.runtime.db, sampleRate: 0.25, rateLimit: false, secret: 's' };
      // A fixed sequence of draws: those under 0.25 are kept.
      const draws = [0.1, 0.3, 0.24, 0.25, 0.9, 0.0, 0.5, 0.75];
      const kept: boolean[] = [];
      for (const draw of draws) {
        const { stored } = await recordReport(
          { ...deps, random: () => draw },
          report() as never,
          'x',
        );
        kept.push(stored);
      }
      expect(kept).toEqual([true, false, true, false, false, true, false, false]);
      const rows = await rowsOf(t);
      // Every metric of a kept view is kept together.
      expect(rows.map((row) => row.count)).toEqual([3, 3, 3, 3, 3]);
    } finally {
      await t.close();
    }
  });
});

describe('the per-address limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: 'true' }, { rateLimit: true });
  });
  afterAll(() => t.close());

  it(`takes ${RUM_LIMITS.perAddressMax} reports a minute from one address, then answers 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RUM_LIMITS.perAddressMax; i++) {
      expect((await beacon(t, report(), { ip })).status).toBe(202);
    }
    const refused = await beacon(t, report(), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await beacon(t, report())).status).toBe(202);
    // The counters hold a keyed hash of the address, never the address.
    const keys = (
      await t.runtime.db
        .select({ key: rateLimit.key })
        .from(rateLimit)
        .where(like(rateLimit.key, `${RUM_COUNTER_PREFIX}%`))
    ).map((row) => row.key);
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toContain('198.51.100');
    // Only the reports taken were counted.
    const [ttfb] = await t.runtime.db.select().from(rumDaily).where(eq(rumDaily.metric, 'TTFB'));
    expect(ttfb!.count).toBe(RUM_LIMITS.perAddressMax + 1);
  });

  it('groups an IPv6 network by its /64', async () => {
    for (let i = 0; i < RUM_LIMITS.perAddressMax; i++) {
      await beacon(t, report(), { ip: `2001:db8:1:2::${(i + 1).toString(16)}` });
    }
    expect((await beacon(t, report(), { ip: '2001:db8:1:2::ffff' })).status).toBe(429);
    expect((await beacon(t, report(), { ip: '2001:db8:1:3::1' })).status).toBe(202);
  });
});

describe('GET /api/admin/real-user-speed', () => {
  const { t, admin } = adminContextForFile();

  const read = async () =>
    readJson<RealUserSpeed>(
      await t.request(apiRoutes.admin.realUserSpeed, { cookie: admin.cookie }),
    );

  const deps = () => ({ db: t.runtime.db, sampleRate: 1, rateLimit: false, secret: 's' });
  const send = (path: string, device: 'mobile' | 'desktop', metrics: unknown[], now?: Date) =>
    recordReport(deps(), { path, device, metrics } as never, 'x', now);

  it('answers an empty list before any report', async () => {
    const speed = await read();
    expect(speed.pages).toEqual([]);
    expect(speed.days).toBe(28);
    expect(speed.to).toBe(studioDay(new Date()));
    expect(speed.from).toBe(studioDay(new Date(), 27));
  });

  it('sums the last 28 days into each page and device p75, rated, with visits and elements', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    // /flexo on phones: 8 LCPs over three days, one of them 28 days ago (outside the span).
    const lcps = [900, 1200, 1500, 1800, 2100, 2450, 3900, 7000];
    for (const [i, value] of lcps.entries()) {
      await send(
        '/flexo',
        'mobile',
        [
          { name: 'LCP', value, element: i < 5 ? 'img.hero' : 'h1' },
          { name: 'TTFB', value: 100 },
        ],
        daysAgo(i % 3),
      );
    }
    await send('/flexo', 'mobile', [{ name: 'LCP', value: 50_000 }], daysAgo(28));
    // /flexo on computers: INP 40, 60, 180, 230 → p75 200 ms ('Bom'); CLS 0.26 → 'Ruim'.
    for (const value of [40, 60, 180, 230]) {
      await send('/FLEXO', 'desktop', [{ name: 'INP', value, element: 'button.menu' }], now);
    }
    await send('/flexo', 'desktop', [{ name: 'CLS', value: 0.26 }], now);
    // The home page: one visit, LCP 2,600 → (2,500, 2,600]: 'Precisa melhorar'.
    await send('/', 'mobile', [{ name: 'LCP', value: 2600 }], now);

    const speed = await read();
    expect(speed.pages.map((page) => [page.page, page.visits])).toEqual([
      ['/flexo', 8 + 4],
      ['/', 1],
    ]);
    const flexo = speed.pages[0]!;
    expect(flexo.devices.map((device) => [device.device, device.visits])).toEqual([
      ['mobile', 8],
      ['desktop', 4],
    ]);
    const mobile = flexo.devices[0]!.metrics;
    // The 6th of the 8 (⌈0.75 × 8⌉) is 2,450 ms, in (2,400, 2,500]: 2,500 ms, 'Bom'.
    expect(mobile.find((figure) => figure.metric === 'LCP')).toEqual({
      metric: 'LCP',
      p75: 2500,
      rating: 'good',
      visits: 8,
      elements: [
        { selector: 'img.hero', count: 5 },
        { selector: 'h1', count: 3 },
      ],
    });
    expect(mobile.find((figure) => figure.metric === 'TTFB')).toMatchObject({
      p75: 100,
      visits: 8,
    });
    const desktop = flexo.devices[1]!.metrics;
    expect(
      desktop.map((figure) => [figure.metric, figure.p75, figure.rating, figure.visits]),
    ).toEqual([
      ['INP', 200, 'good', 4],
      ['CLS', 0.26, 'poor', 1],
    ]);
    expect(speed.pages[1]!.devices[0]!.metrics[0]).toMatchObject({
      metric: 'LCP',
      p75: 2600,
      rating: 'needs-improvement',
    });
  });
});

describe('the window and the pruning', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({}, { rateLimit: true });
  });
  afterAll(() => t.close());

  const clear = async () => {
    await t.runtime.db.delete(rumDaily);
    await t.runtime.db.delete(rumSummary);
  };

  it('takes the days that left the 28-day window out of the summary, exactly, once', async () => {
    await clear();
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const deps = { db: t.runtime.db, sampleRate: 1, rateLimit: false, secret: 's' };
    const lcp = (value: number, element: string) =>
      report({ metrics: [{ name: 'LCP', value, element }] }) as never;
    // In the window: 1,000 and 1,200 ms; out of it (28 and 40 days ago): 9,000 ms twice.
    await recordReport(deps, lcp(1000, 'img.a'), 'x', at(0));
    await recordReport(deps, lcp(1200, 'img.a'), 'x', at(27));
    await recordReport(deps, lcp(9000, 'img.velha'), 'x', at(28));
    await recordReport(deps, lcp(9000, 'img.velha'), 'x', at(40));
    const figure = async () =>
      (await readRealUserSpeed(t.runtime.db, { now })).pages[0]!.devices[0]!.metrics[0]!;
    // Before the job: the summary holds all four, the panel leaves the old two out.
    const [before] = await t.runtime.db.select().from(rumSummary);
    expect(before!.count).toBe(4);
    expect(await figure()).toEqual({
      metric: 'LCP',
      p75: 1200,
      rating: 'good',
      visits: 2,
      elements: [{ selector: 'img.a', count: 2 }],
    });

    const done = await maintainRealUserSpeed(t.runtime.db, now);
    expect(done.left).toBe(2);
    const [after] = await t.runtime.db.select().from(rumSummary);
    expect(after!.count).toBe(2);
    expect(after!.buckets.reduce((a, b) => a + b)).toBe(2);
    expect(after!.elements).toEqual({ 'img.a': 2 });
    expect(await figure()).toMatchObject({ p75: 1200, visits: 2 });
    // Again: nothing leaves twice.
    expect((await maintainRealUserSpeed(t.runtime.db, now)).left).toBe(0);
    expect((await t.runtime.db.select().from(rumSummary))[0]!.count).toBe(2);
  });

  it('removes the aggregates older than 90 days and the ended counters, nothing else', async () => {
    await clear();
    const now = new Date();
    const deps = { db: t.runtime.db, sampleRate: 1, rateLimit: true, secret: 's' };
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const days of [0, 89, 90, 120]) {
      await recordReport(deps, report() as never, `source-${days}`, at(days));
    }
    const daysKept = async () =>
      new Set((await t.runtime.db.select({ day: rumDaily.day }).from(rumDaily)).map((r) => r.day));
    expect((await daysKept()).size).toBe(4);

    const removed = await maintainRealUserSpeed(t.runtime.db, now);
    expect(removed.rows).toBe(2 * 5);
    expect(await daysKept()).toEqual(new Set([studioDay(now), studioDay(at(89))]));
    // The counters of the reports dated in the past have ended; today's is still in its window.
    expect(removed.counters).toBe(3);
    const counters = await t.runtime.db
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(like(rateLimit.key, `${RUM_COUNTER_PREFIX}%`));
    expect(counters.map((row) => row.key)).toEqual([rumCounterKey('s', 'source-0')]);
    // The summary holds today's report alone.
    expect((await t.runtime.db.select().from(rumSummary)).every((row) => row.count === 1)).toBe(
      true,
    );
    // Again: nothing more.
    expect(await maintainRealUserSpeed(t.runtime.db, now)).toEqual({
      left: 0,
      rows: 0,
      counters: 0,
    });
  });

  it('runs every hour and after start-up as a job of the queue', async () => {
    const job = rumMaintenanceJob({ db: t.runtime.db, logger: pino({ level: 'silent' }) });
    expect(job.name).toBe('rum-maintenance');
    expect(job.schedule).toEqual({ cron: RUM_MAINTENANCE_CRON, tz: 'America/Bahia' });
    expect(job.atStartup?.afterSeconds).toBeGreaterThan(0);
    await clear();
    const deps = { db: t.runtime.db, sampleRate: 1, rateLimit: false, secret: 's' };
    await recordReport(deps, report() as never, 'x', new Date(Date.now() - 200 * 86_400_000));
    await job.run({});
    expect(await t.runtime.db.select().from(rumDaily)).toEqual([]);
    expect(await t.runtime.db.select().from(rumSummary)).toEqual([]);
  });
});
