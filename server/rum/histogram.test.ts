import { describe, expect, it } from 'vitest';
import { RUM_METRICS, RUM_THRESHOLDS } from '../../common/rum';
import { addCounts, BOUNDS, bucketOf, emptyCounts, quantileOf } from './histogram';

/** A histogram of `metric` holding these values. */
function histogramOf(metric: Parameters<typeof bucketOf>[0], values: number[]) {
  const counts = emptyCounts(metric);
  for (const value of values) counts[bucketOf(metric, value)]! += 1;
  return counts;
}

describe('real-user speed histogram', () => {
  it('puts a value in the bucket whose upper edge is the first at or above it', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 100)).toBe(0);
    expect(bucketOf('LCP', 100.4)).toBe(0); // rounded to the millisecond
    expect(bucketOf('LCP', 101)).toBe(1);
    expect(BOUNDS.LCP[bucketOf('LCP', 2500)]).toBe(2500);
    expect(BOUNDS.LCP[bucketOf('LCP', 2501)]).toBe(2600);
    expect(BOUNDS.CLS[bucketOf('CLS', 0.1)]).toBe(100);
    expect(BOUNDS.CLS[bucketOf('CLS', 0.1004)]).toBe(100);
    expect(BOUNDS.CLS[bucketOf('CLS', 0.101)]).toBe(110);
    // Past the last edge: the last bucket.
    expect(bucketOf('TTFB', 500_000)).toBe(BOUNDS.TTFB.length - 1);
  });

  it('has every threshold as an edge, in increasing edges', () => {
    for (const metric of RUM_METRICS) {
      const bounds = BOUNDS[metric];
      expect(
        bounds.every((bound, i) => i === 0 || bound > bounds[i - 1]!),
        metric,
      ).toBe(true);
      for (const threshold of RUM_THRESHOLDS[metric]) {
        const units = metric === 'CLS' ? threshold * 1000 : threshold;
        expect(bounds, `${metric} ${threshold}`).toContain(Math.round(units));
      }
    }
  });

  it('reads the 75th percentile as the upper edge of the bucket holding the ⌈0.75·n⌉-th value', () => {
    // 8 LCPs: the 6th smallest (⌈0.75 × 8⌉) is 2,450 ms, in (2,400, 2,500]: p75 = 2,500 ms.
    expect(
      quantileOf('LCP', histogramOf('LCP', [900, 1200, 1500, 1800, 2100, 2450, 3900, 7000])),
    ).toBe(2500);
    // 4 INPs of 40, 60, 180, 230 ms: the 3rd (⌈3⌉) is 180, in (175, 200]: p75 = 200 ms.
    expect(quantileOf('INP', histogramOf('INP', [40, 60, 180, 230]))).toBe(200);
    // 5 values: the 4th (⌈3.75⌉). CLS 0, 0, 0.02, 0.26, 0.3 → 0.26 in (0.25, 0.26]: 0.26.
    expect(quantileOf('CLS', histogramOf('CLS', [0, 0, 0.02, 0.26, 0.3]))).toBe(0.26);
    // One visit: its own bucket. TTFB 810 ms → (800, 850]: 850 ms.
    expect(quantileOf('TTFB', histogramOf('TTFB', [810]))).toBe(850);
    expect(quantileOf('FCP', emptyCounts('FCP'))).toBeNull();
  });

  it('adds days up bucket by bucket', () => {
    const monday = histogramOf('FCP', [1000, 1000, 1000]);
    const tuesday = histogramOf('FCP', [4000]);
    addCounts(monday, tuesday);
    expect(monday.reduce((a, b) => a + b)).toBe(4);
    // 4 values: the 3rd is 1,000 ms.
    expect(quantileOf('FCP', monday)).toBe(1000);
    addCounts(monday, histogramOf('FCP', [4000, 4000]));
    // 6 values (1000 ×3, 4000 ×3): the 5th (⌈4.5⌉) is 4,000 ms.
    expect(quantileOf('FCP', monday)).toBe(4000);
  });
});
