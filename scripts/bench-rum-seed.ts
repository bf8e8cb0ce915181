// The daily aggregates of a busy site's real-user reports, for `npm run bench:rum` (bench-rum.ts).
import { randomUUID } from 'node:crypto';
import { privatePaths, publicPaths, routePatterns, UNKNOWN_ROUTE } from '../common/paths';
import { RUM_DEVICES, RUM_LIMITS, RUM_METRICS, type RumMetric } from '../common/rum';
import type { Database } from '../server/db/client';
import { rumDaily, rumSummary } from '../server/db/schema';
import { addCounts, bucketOf, emptyCounts } from '../server/rum/histogram';
import { studioDay } from '../server/rum/rum.service';

export const PAGES = [
  ...publicPaths,
  ...privatePaths,
  ...Object.values(routePatterns),
  UNKNOWN_ROUTE,
];

/** Median and spread (ms; CLS unitless) of each metric's log-normal draw. */
const DISTRIBUTION: Record<RumMetric, { median: number; sigma: number }> = {
  LCP: { median: 1800, sigma: 0.6 },
  INP: { median: 120, sigma: 0.8 },
  CLS: { median: 0.03, sigma: 1.2 },
  FCP: { median: 1200, sigma: 0.5 },
  TTFB: { median: 350, sigma: 0.7 },
};

/** A standard normal draw (Box–Muller). */
const normal = () =>
  Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
export const draw = (metric: RumMetric) => {
  const { median, sigma } = DISTRIBUTION[metric];
  return median * Math.exp(sigma * normal());
};

/** An address a visitor of `page` had: an id for a detail page, any unknown one for '*'. */
export const visitedPath = (page: string) =>
  page === UNKNOWN_ROUTE ? '/pagina-que-nao-existe' : page.replace(':id', randomUUID());

/**
 * The aggregates `reports` page views leave: spread over the days kept, over the pages by a
 * Zipf-like weight (the home page most), 60 % on phones. Each view reports all five metrics.
 */
export async function seedAggregates(db: Database, reports: number): Promise<number> {
  const weights = PAGES.map((_, i) => 1 / (i + 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const now = new Date();
  let rows: (typeof rumDaily.$inferInsert)[] = [];
  // The panel's summary: the days in its window, added up as the beacon's route does.
  const summary = new Map<string, typeof rumSummary.$inferInsert & { buckets: number[] }>();
  let written = 0;
  let left = reports;
  const flush = async () => {
    if (rows.length === 0) return;
    await db.insert(rumDaily).values(rows);
    written += rows.length;
    rows = [];
  };
  for (let day = 0; day < RUM_LIMITS.daysKept; day++) {
    const dayReports =
      day === RUM_LIMITS.daysKept - 1 ? left : Math.round(reports / RUM_LIMITS.daysKept);
    left -= dayReports;
    for (const [p, page] of PAGES.entries()) {
      const pageReports = Math.round((dayReports * weights[p]!) / totalWeight);
      for (const device of RUM_DEVICES) {
        const views = Math.round(pageReports * (device === 'mobile' ? 0.6 : 0.4));
        if (views === 0) continue;
        for (const metric of RUM_METRICS) {
          const counts = emptyCounts(metric);
          for (let v = 0; v < views; v++) counts[bucketOf(metric, draw(metric))]! += 1;
          const elements: Record<string, number> = {};
          if (metric === 'LCP' || metric === 'INP' || metric === 'CLS') {
            for (let e = 0; e < Math.min(RUM_LIMITS.elementsPerRow, views); e++) {
              elements[`main>section.bloco-${e}>div.col-lg-6>img.img-fluid`] = Math.max(
                1,
                Math.round(views / (e + 2)),
              );
            }
          }
          const inWindow = day < RUM_LIMITS.daysShown;
          rows.push({
            day: studioDay(now, day),
            page,
            device,
            metric,
            count: views,
            buckets: counts,
            elements,
            inWindow,
          });
          if (inWindow) {
            const key = `${page} ${device} ${metric}`;
            const sum = summary.get(key) ?? {
              page,
              device,
              metric,
              count: 0,
              buckets: emptyCounts(metric),
              elements: {},
            };
            sum.count += views;
            addCounts(sum.buckets, counts);
            for (const [selector, count] of Object.entries(elements)) {
              sum.elements![selector] = (sum.elements![selector] ?? 0) + count;
            }
            summary.set(key, sum);
          }
          if (rows.length >= 500) await flush();
        }
      }
    }
  }
  await flush();
  const sums = [...summary.values()];
  for (let i = 0; i < sums.length; i += 500) {
    await db.insert(rumSummary).values(sums.slice(i, i + 500));
  }
  return written;
}
