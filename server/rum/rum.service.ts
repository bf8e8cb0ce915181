// Real-user speed (docs/product/real-user-speed.md): a visitor's browser reports how fast a page
// was for it; the report is counted into its day's aggregate and forgotten. Nothing of the visitor
// is kept: the page becomes its route pattern, the device one of two classes, the values a count
// in a histogram bucket. The per-address limit keys on a keyed hash of the address, never the
// address, and its counters end with their window (pruneRealUserSpeed).
import { createHmac } from 'node:crypto';
import { and, gte, like, lt, lte, sql } from 'drizzle-orm';
import { formatIsoDate } from '../../common/format';
import { routePatternOf } from '../../common/paths';
import {
  ratingOf,
  RUM_DEVICES,
  RUM_LIMITS,
  RUM_METRICS,
  type RumDevice,
  type RumMetric,
} from '../../common/rum';
import type { Database } from '../db/client';
import { countInWindow } from '../db/rate-window';
import { rateLimit, rumDaily } from '../db/schema';
import { rateLimited } from '../domain-errors';
import { addCounts, BOUNDS, bucketOf, emptyCounts, quantileOf } from './histogram';
import type { RealUserSpeed, RumReport } from './rum.schemas';

export const TOO_MANY_REPORTS_MESSAGE = 'Relatórios de velocidade demais deste endereço.';

/** The prefix of this feature's counters in `rate_limit`. */
export const RUM_COUNTER_PREFIX = 'rum:';

/** The counter of one sender: a keyed hash, so the table never holds the address itself. */
export const rumCounterKey = (secret: string, source: string) =>
  `${RUM_COUNTER_PREFIX}${createHmac('sha256', secret).update(source).digest('base64url').slice(0, 22)}`;

export interface RecordDeps {
  db: Database;
  /** RUM_SAMPLE_RATE: the share of reports kept. */
  sampleRate: number;
  /** The per-address limit (off only where every visitor is one test address). */
  rateLimit: boolean;
  /** Keys the counters' hash (the session secret: the same on every process). */
  secret: string;
  /** In [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The studio's calendar day `daysBefore` days before `now`'s, as 'aaaa-mm-dd'. */
export function studioDay(now: Date, daysBefore = 0): string {
  const today = formatIsoDate(now);
  if (daysBefore === 0) return today;
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysBefore * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * Counts one page view's report, or refuses it (429) when its sender has sent too many. `source`
 * is the sender as the limits see it (the address, IPv6 by /64). Returns whether it was kept:
 * sampling drops a share of them, at random, before anything is written.
 */
export async function recordReport(
  deps: RecordDeps,
  report: RumReport,
  source: string,
  now: Date = new Date(),
): Promise<{ stored: boolean }> {
  const { db } = deps;
  if (deps.rateLimit) {
    const { count, endsAt } = await countInWindow(
      db,
      rumCounterKey(deps.secret, source),
      RUM_LIMITS.perAddressWindowSeconds,
      now.getTime(),
    );
    if (count > RUM_LIMITS.perAddressMax) {
      throw rateLimited(TOO_MANY_REPORTS_MESSAGE, (endsAt - now.getTime()) / 1000);
    }
  }
  if ((deps.random ?? Math.random)() >= deps.sampleRate) return { stored: false };

  const day = studioDay(now);
  const page = routePatternOf(report.path);
  await db.transaction(async (tx) => {
    for (const { name, value, element } of report.metrics) {
      const bucket = bucketOf(name, value);
      const selector = element ? element.slice(0, RUM_LIMITS.elementMax) : null;
      const initial = `{${emptyCounts(name, bucket).join(',')}}`;
      // Subscripts are 1-based. The elements keep at most elementsPerRow selectors: a new one
      // past that is not counted (bounded rows whatever a sender writes).
      await tx.execute(sql`
        insert into rum_daily (day, page, device, metric, count, buckets, elements)
        values (${day}, ${page}, ${report.device}, ${name}, 1, ${initial}::int[],
          ${JSON.stringify(selector ? { [selector]: 1 } : {})}::jsonb)
        on conflict (day, page, device, metric) do update set
          count = rum_daily.count + 1,
          buckets[${bucket + 1}::int] = rum_daily.buckets[${bucket + 1}::int] + 1,
          elements = case
            when ${selector}::text is null then rum_daily.elements
            when (rum_daily.elements -> ${selector}::text) is not null then jsonb_set(
              rum_daily.elements, array[${selector}::text],
              to_jsonb((rum_daily.elements ->> ${selector}::text)::int + 1))
            when (select count(*) from jsonb_object_keys(rum_daily.elements)) < ${RUM_LIMITS.elementsPerRow}::int
              then rum_daily.elements || jsonb_build_object(${selector}::text, 1)
            else rum_daily.elements
          end`);
    }
  });
  return { stored: true };
}

/** The responsible elements the panel shows per figure. */
export const TOP_ELEMENTS = 3;

interface Summed {
  count: number;
  counts: number[];
  elements: Map<string, number>;
}

/**
 * The panel's figures: for each page, device and metric over the last `days` days (today
 * included), the 75th percentile, its rating, how many visits it rests on and the elements most
 * often responsible. Pages with the most visits first.
 */
export async function readRealUserSpeed(
  db: Database,
  options: { now?: Date; days?: number } = {},
): Promise<RealUserSpeed> {
  const now = options.now ?? new Date();
  const days = options.days ?? RUM_LIMITS.daysShown;
  const from = studioDay(now, days - 1);
  const to = studioDay(now);
  const rows = await db
    .select({
      page: rumDaily.page,
      device: rumDaily.device,
      metric: rumDaily.metric,
      count: rumDaily.count,
      buckets: rumDaily.buckets,
      elements: rumDaily.elements,
    })
    .from(rumDaily)
    .where(and(gte(rumDaily.day, from), lte(rumDaily.day, to)));

  const sums = new Map<string, Map<RumDevice, Map<RumMetric, Summed>>>();
  for (const row of rows) {
    // A row counted with other buckets than today's cannot be added up with them.
    if (row.buckets.length !== BOUNDS[row.metric].length) continue;
    let devices = sums.get(row.page);
    if (!devices) sums.set(row.page, (devices = new Map()));
    let metrics = devices.get(row.device);
    if (!metrics) devices.set(row.device, (metrics = new Map()));
    let sum = metrics.get(row.metric);
    if (!sum) {
      sum = { count: 0, counts: emptyCounts(row.metric), elements: new Map() };
      metrics.set(row.metric, sum);
    }
    sum.count += row.count;
    addCounts(sum.counts, row.buckets);
    for (const [selector, count] of Object.entries(row.elements)) {
      sum.elements.set(selector, (sum.elements.get(selector) ?? 0) + count);
    }
  }

  const pages = [...sums].map(([page, devices]) => {
    const deviceFigures = RUM_DEVICES.flatMap((device) => {
      const metrics = devices.get(device);
      if (!metrics) return [];
      const figures = RUM_METRICS.flatMap((metric) => {
        const sum = metrics.get(metric);
        const p75 = sum && quantileOf(metric, sum.counts);
        if (!sum || p75 === null || p75 === undefined) return [];
        const elements = [...sum.elements]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, TOP_ELEMENTS)
          .map(([selector, count]) => ({ selector, count }));
        return [{ metric, p75, rating: ratingOf(metric, p75), visits: sum.count, elements }];
      });
      // Every report carries the view's first paint and server answer; the largest count is the
      // number of views.
      const visits = Math.max(0, ...figures.map((figure) => figure.visits));
      return [{ device, visits, metrics: figures }];
    });
    const visits = deviceFigures.reduce((total, figure) => total + figure.visits, 0);
    return { page, visits, devices: deviceFigures };
  });
  pages.sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page));
  return { from, to, days, pages };
}

/**
 * Deletes the aggregates older than RUM_LIMITS.daysKept days and the per-address counters whose
 * window has ended (kept, they would only grow).
 */
export async function pruneRealUserSpeed(
  db: Database,
  now: Date = new Date(),
): Promise<{ rows: number; counters: number }> {
  const oldest = studioDay(now, RUM_LIMITS.daysKept - 1);
  const rows = await db
    .delete(rumDaily)
    .where(lt(rumDaily.day, oldest))
    .returning({ day: rumDaily.day });
  const counters = await db
    .delete(rateLimit)
    .where(
      and(like(rateLimit.key, `${RUM_COUNTER_PREFIX}%`), lte(rateLimit.lastRequest, now.getTime())),
    )
    .returning({ id: rateLimit.id });
  return { rows: rows.length, counters: counters.length };
}
