// Real-user speed (docs/product/real-user-speed.md): the metrics a visitor's browser reports, the
// limits of one report, and Google's thresholds with the panel's words. Shared by the beacon's
// route, the aggregation and the panel page; the beacon itself (src/lib/rum.ts) reads only the
// names, so its chunk stays small.

/** Core Web Vitals and their two helpers, in the order the panel shows them. */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/** The only thing stored about the visitor's device. */
export const RUM_DEVICES = ['mobile', 'desktop'] as const;
export type RumDevice = (typeof RUM_DEVICES)[number];

export const RUM_DEVICE_LABELS: Record<RumDevice, string> = {
  mobile: 'Celular',
  desktop: 'Computador',
};

export const RUM_LIMITS = {
  /** A report's body, in bytes (the route refuses more with 413). */
  bodyBytes: 4 * 1024,
  /** The page's path as the browser sends it; only its route pattern is stored. */
  pathMax: 512,
  /** A CSS selector of the element responsible, as stored (the beacon cuts it to this). */
  elementMax: 100,
  /** Reports from one address within one window (a page view sends one or two). */
  perAddressMax: 60,
  perAddressWindowSeconds: 60,
  /** Distinct responsible elements kept per day, page, device and metric. */
  elementsPerRow: 20,
  /** What the panel sums up, and how long daily aggregates are kept. */
  daysShown: 28,
  daysKept: 90,
} as const;

/** The largest value taken for each metric (ms; CLS unitless): beyond it a report is refused. */
export const RUM_MAX_VALUE: Record<RumMetric, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/** Google's thresholds: up to the first is good, above the second poor (web.dev/articles/vitals). */
export const RUM_THRESHOLDS: Record<RumMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const RUM_METRIC_LABELS: Record<RumMetric, string> = {
  LCP: 'Maior elemento visível (LCP)',
  INP: 'Resposta a interações (INP)',
  CLS: 'Estabilidade do layout (CLS)',
  FCP: 'Primeiro conteúdo (FCP)',
  TTFB: 'Resposta do servidor (TTFB)',
};

export const RUM_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type RumRating = (typeof RUM_RATINGS)[number];

/** Words, never colour alone. */
export const RUM_RATING_LABELS: Record<RumRating, string> = {
  good: 'Bom',
  'needs-improvement': 'Precisa melhorar',
  poor: 'Ruim',
};

export function ratingOf(metric: RumMetric, value: number): RumRating {
  const [good, poor] = RUM_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** A figure as the panel shows it: '2,5 s', '180 ms', '0,12'. */
export function formatRumValue(metric: RumMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2).replace('.', ',');
  if (value >= 1000)
    return `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1).replace('.', ',')} s`;
  return `${Math.round(value)} ms`;
}
