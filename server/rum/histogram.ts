// The fixed histogram each daily aggregate keeps per metric (docs/product/real-user-speed.md): a
// count per bucket, so any number of visits costs one row, and the 75th percentile of any span of
// days is read from the summed counts. The buckets are fine where the thresholds are (every
// threshold is a bucket's edge, so a figure is never rated on the wrong side of one) and coarse
// where nothing is decided. Changing BOUNDS changes what stored rows mean: add a new metric name
// (or empty rum_daily) rather than edit them.
import { RUM_THRESHOLDS, type RumMetric } from '../../common/rum';

/** from, from + step, …, to. */
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * Each metric's values are counted in integer units: milliseconds, and thousandths for CLS (which
 * has no unit), so the edges are exact.
 */
export const UNIT_SCALE: Record<RumMetric, number> = {
  LCP: 1,
  INP: 1,
  CLS: 1000,
  FCP: 1,
  TTFB: 1,
};

const PAINT = [
  ...steps(100, 5000, 100),
  ...steps(5500, 10_000, 500),
  12_000,
  15_000,
  20_000,
  30_000,
  60_000,
];

/**
 * Each bucket's upper edge, in the metric's units: bucket i holds the values in
 * (BOUNDS[i - 1], BOUNDS[i]], bucket 0 those from 0; a value past the last edge counts in the last.
 */
export const BOUNDS: Record<RumMetric, readonly number[]> = {
  LCP: PAINT,
  FCP: PAINT,
  TTFB: [
    ...steps(50, 2000, 50),
    ...steps(2250, 5000, 250),
    6000,
    8000,
    10_000,
    15_000,
    20_000,
    30_000,
    60_000,
  ],
  INP: [
    ...steps(25, 1000, 25),
    ...steps(1100, 2000, 100),
    2500,
    3000,
    4000,
    5000,
    10_000,
    20_000,
    60_000,
  ],
  CLS: [...steps(10, 500, 10), ...steps(550, 1000, 50), 1250, 1500, 2000, 3000, 5000, 10_000],
};

// Every threshold must be an edge (see above); a mistake here fails at start-up, not in a figure.
for (const [metric, thresholds] of Object.entries(RUM_THRESHOLDS) as [
  RumMetric,
  readonly number[],
][]) {
  for (const threshold of thresholds) {
    if (!BOUNDS[metric].includes(Math.round(threshold * UNIT_SCALE[metric]))) {
      throw new Error(`real-user speed: ${metric}'s threshold ${threshold} is not a bucket edge`);
    }
  }
}

/** The bucket a reported value counts in (0-based). */
export function bucketOf(metric: RumMetric, value: number): number {
  const bounds = BOUNDS[metric];
  const units = Math.max(0, Math.round(value * UNIT_SCALE[metric]));
  // Binary search for the first edge at or above the value.
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (units <= bounds[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** An empty histogram of `metric`, with one count in `bucket` when given. */
export function emptyCounts(metric: RumMetric, bucket?: number): number[] {
  const counts = new Array<number>(BOUNDS[metric].length).fill(0);
  if (bucket !== undefined) counts[bucket] = 1;
  return counts;
}

/** Adds `more` into `into`, bucket by bucket. */
export function addCounts(into: number[], more: readonly number[]): void {
  for (let i = 0; i < into.length; i++) into[i]! += more[i] ?? 0;
}

/**
 * The value at or under which `quantile` of the counted visits fall, as the upper edge of the
 * bucket holding that rank (so 'p75 ≤ 2,5 s' is never a rounding in the visitor's disfavour
 * across a threshold); null for an empty histogram. Rank: the ⌈q·n⌉-th smallest value.
 */
export function quantileOf(metric: RumMetric, counts: readonly number[], quantile = 0.75) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(quantile * total));
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return BOUNDS[metric][i]! / UNIT_SCALE[metric];
  }
  return BOUNDS[metric].at(-1)! / UNIT_SCALE[metric];
}
