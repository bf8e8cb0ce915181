// Real-user speed (docs/product/real-user-speed.md): a visitor's browser reports how fast a page
// was for it; the report is counted into its day's aggregate and forgotten. Nothing of the visitor
// is kept: the page becomes its route pattern, the device one of two classes, the values a count
// in a histogram bucket. The per-address limit keys on a keyed hash of the address, never the
// address, and its counters end with their window (pruneRealUserSpeed).
import { createHmac } from 'node:crypto';
import { and, eq, gt, like, lt, lte, or, sql } from 'drizzle-orm';
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
import type { Database, Executor } from '../db/client';
import { countInWindow } from '../db/rate-window';
import { rateLimit, rumDaily, rumSummary } from '../db/schema';
import { rateLimited } from '../domain-errors';
import { BOUNDS, bucketOf, emptyCounts, quantileOf } from './histogram';
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
 * The upsert that counts one value into its row of `table` (rum_daily, keyed also by day, or
 * rum_summary): one more visit, one more in the value's bucket (subscripts are 1-based), and one
 * more for the responsible element. A row keeps at most elementsPerRow selectors: a new one past
 * that is not counted (bounded rows whatever a sender writes).
 */
function countInto(
  table: 'rum_daily' | 'rum_summary',
  key: { day?: string; page: string; device: RumDevice },
  value: { metric: RumMetric; bucket: number; selector: string | null },
) {
  const { metric, bucket, selector } = value;
  const initial = `{${emptyCounts(metric, bucket).join(',')}}`;
  const elements = JSON.stringify(selector ? { [selector]: 1 } : {});
  const into = sql.raw(table);
  const columns = key.day === undefined ? sql`` : sql`day, `;
  const values = key.day === undefined ? sql`` : sql`${key.day}, `;
  const conflict = sql.raw(
    key.day === undefined ? 'page, device, metric' : 'day, page, device, metric',
  );
  return sql`
    insert into ${into} (${columns}page, device, metric, count, buckets, elements)
    values (${values}${key.page}, ${key.device}, ${metric}, 1, ${initial}::int[], ${elements}::jsonb)
    on conflict (${conflict}) do update set
      count = ${into}.count + 1,
      buckets[${bucket + 1}::int] = ${into}.buckets[${bucket + 1}::int] + 1,
      elements = case
        when ${selector}::text is null then ${into}.elements
        when (${into}.elements -> ${selector}::text) is not null then jsonb_set(
          ${into}.elements, array[${selector}::text],
          to_jsonb((${into}.elements ->> ${selector}::text)::int + 1))
        when (select count(*) from jsonb_object_keys(${into}.elements)) < ${RUM_LIMITS.elementsPerRow}::int
          then ${into}.elements || jsonb_build_object(${selector}::text, 1)
        else ${into}.elements
      end`;
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
  // Rows are locked in one order (metric names, as the upkeep job's `order by`), so two reports of
  // one page, or a report and the job, never wait on each other in a cycle.
  const metrics = [...report.metrics].sort((a, b) => (a.name < b.name ? -1 : 1));
  await db.transaction(async (tx) => {
    for (const { name, value, element } of metrics) {
      const counted = {
        metric: name,
        bucket: bucketOf(name, value),
        selector: element ? element.slice(0, RUM_LIMITS.elementMax) : null,
      };
      await tx.execute(countInto('rum_daily', { day, page, device: report.device }, counted));
      await tx.execute(countInto('rum_summary', { page, device: report.device }, counted));
    }
  });
  return { stored: true };
}

/** The responsible elements the panel shows per figure. */
export const TOP_ELEMENTS = 3;

type Key = { page: string; device: RumDevice; metric: RumMetric };
const keyOf = (row: Key) => `${row.page}\u0000${row.device}\u0000${row.metric}`;

/** The window's first day: the panel's span ends today. */
const windowStart = (now: Date) => studioDay(now, RUM_LIMITS.daysShown - 1);

/** Days still counted in rum_summary that have left the window (none, once the job has run). */
function leavingRows(executor: Executor, now: Date) {
  return executor
    .select({
      day: rumDaily.day,
      page: rumDaily.page,
      device: rumDaily.device,
      metric: rumDaily.metric,
      count: rumDaily.count,
      buckets: rumDaily.buckets,
      elements: rumDaily.elements,
    })
    .from(rumDaily)
    .where(and(eq(rumDaily.inWindow, true), lt(rumDaily.day, windowStart(now))));
}

/** Takes `rows` (counts, buckets and elements) out of `sums`, keyed as keyOf. */
function subtract(
  sums: Map<string, { count: number; buckets: number[]; elements: Record<string, number> }>,
  rows: readonly (Key & { count: number; buckets: number[]; elements: Record<string, number> })[],
) {
  for (const row of rows) {
    const sum = sums.get(keyOf(row));
    if (!sum || sum.buckets.length !== row.buckets.length) continue;
    sum.count -= row.count;
    for (let i = 0; i < sum.buckets.length; i++) sum.buckets[i]! -= row.buckets[i]!;
    for (const [selector, count] of Object.entries(row.elements)) {
      const left = (sum.elements[selector] ?? 0) - count;
      if (left > 0) sum.elements[selector] = left;
      else delete sum.elements[selector];
    }
  }
}

/**
 * The panel's figures: for each page, device and metric over the last RUM_LIMITS.daysShown days
 * (today included), the 75th percentile, its rating, how many visits it rests on and the elements
 * most often responsible. Pages with the most visits first. Reads rum_summary (one row per page,
 * device and metric), less any day that has left the window since the job last ran.
 */
export async function readRealUserSpeed(
  db: Database,
  options: { now?: Date } = {},
): Promise<RealUserSpeed> {
  const now = options.now ?? new Date();
  const days = RUM_LIMITS.daysShown;
  const summary = await db
    .select({
      page: rumSummary.page,
      device: rumSummary.device,
      metric: rumSummary.metric,
      count: rumSummary.count,
      buckets: rumSummary.buckets,
      elements: rumSummary.elements,
    })
    .from(rumSummary)
    .where(gt(rumSummary.count, 0));
  const sums = new Map(summary.map((row) => [keyOf(row), { ...row }]));
  subtract(sums, await leavingRows(db, now));

  type SummaryRow = (typeof summary)[number];
  type ByMetric = Map<RumMetric, SummaryRow>;
  const pages = new Map<string, Map<RumDevice, ByMetric>>();
  for (const row of sums.values()) {
    // A row counted with other buckets than today's cannot be read with them.
    if (row.count <= 0 || row.buckets.length !== BOUNDS[row.metric].length) continue;
    let devices = pages.get(row.page);
    if (!devices) pages.set(row.page, (devices = new Map<RumDevice, ByMetric>()));
    let metrics = devices.get(row.device);
    if (!metrics) devices.set(row.device, (metrics = new Map<RumMetric, SummaryRow>()));
    metrics.set(row.metric, row);
  }

  const figures = [...pages].map(([page, devices]) => {
    const deviceFigures = RUM_DEVICES.flatMap((device) => {
      const metrics = devices.get(device);
      if (!metrics) return [];
      const rows = RUM_METRICS.flatMap((metric) => {
        const row = metrics.get(metric);
        const p75 = row && quantileOf(metric, row.buckets);
        if (!row || p75 === null || p75 === undefined) return [];
        const elements = Object.entries(row.elements)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, TOP_ELEMENTS)
          .map(([selector, count]) => ({ selector, count }));
        return [{ metric, p75, rating: ratingOf(metric, p75), visits: row.count, elements }];
      });
      // Every report carries the view's first paint and server answer; the largest count is the
      // number of views.
      const visits = Math.max(0, ...rows.map((row) => row.visits));
      return [{ device, visits, metrics: rows }];
    });
    const visits = deviceFigures.reduce((total, figure) => total + figure.visits, 0);
    return { page, visits, devices: deviceFigures };
  });
  figures.sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page));
  return { from: windowStart(now), to: studioDay(now), days, pages: figures };
}

/**
 * The hourly upkeep (rum.job.ts), idempotent: takes the days that left the window out of
 * rum_summary (then recounts its elements from the days still in it, which also clears selectors
 * that the per-row cap kept out of one table and not the other), deletes the daily rows older
 * than RUM_LIMITS.daysKept days and the per-address counters whose window has ended (kept, they
 * would only grow).
 */
export async function maintainRealUserSpeed(
  db: Database,
  now: Date = new Date(),
): Promise<{ left: number; rows: number; counters: number }> {
  const left = await db.transaction(async (tx) => {
    // One run at a time: two would take the same days out twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rum-window'))`);
    const leaving = await leavingRows(tx, now);
    if (leaving.length === 0) return 0;
    const keys = [...new Map(leaving.map((row) => [keyOf(row), row])).values()];
    const summary = await tx
      .select()
      .from(rumSummary)
      .where(
        or(
          ...keys.map((key) =>
            and(
              eq(rumSummary.page, key.page),
              eq(rumSummary.device, key.device),
              eq(rumSummary.metric, key.metric),
            ),
          ),
        ),
      )
      .orderBy(rumSummary.page, rumSummary.device, rumSummary.metric)
      .for('update');
    const sums = new Map(summary.map((row) => [keyOf(row), { ...row }]));
    subtract(sums, leaving);
    for (const row of sums.values()) {
      const where = and(
        eq(rumSummary.page, row.page),
        eq(rumSummary.device, row.device),
        eq(rumSummary.metric, row.metric),
      );
      if (row.count <= 0) await tx.delete(rumSummary).where(where);
      else await tx.update(rumSummary).set({ count: row.count, buckets: row.buckets }).where(where);
    }
    await tx
      .update(rumDaily)
      .set({ inWindow: false })
      .where(and(eq(rumDaily.inWindow, true), lt(rumDaily.day, windowStart(now))));
    // The elements, recounted from the days in the window: the top elementsPerRow of each row.
    await tx.execute(sql`
      with totals as (
        select d.page, d.device, d.metric, e.key, sum(e.value::int)::int as total
        from rum_daily d, jsonb_each_text(d.elements) e
        where d.in_window
        group by d.page, d.device, d.metric, e.key
      ), ranked as (
        select *, row_number() over (
          partition by page, device, metric order by total desc, key) as place
        from totals
      ), top as (
        select page, device, metric, jsonb_object_agg(key, total) as elements
        from ranked where place <= ${RUM_LIMITS.elementsPerRow}::int
        group by page, device, metric
      )
      update rum_summary s set elements = coalesce(
        (select t.elements from top t
          where t.page = s.page and t.device = s.device and t.metric = s.metric),
        '{}'::jsonb)`);
    return leaving.length;
  });

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
  return { left, rows: rows.length, counters: counters.length };
}
