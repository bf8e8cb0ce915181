// Real-user speed's beacon (docs/product/real-user-speed.md): the browser's own measures of this
// page view (web-vitals' attribution build), sent once with navigator.sendBeacon when the page
// leaves view (web-vitals finalises LCP, CLS and INP then). Its own chunk, imported by main.tsx
// only once the page is live and the browser idle, so it never competes with the first paint or
// hydration. Sent: the path (the server keeps only its route pattern), a device class and the
// values with the CSS selector of the element responsible. No identifier, no user-agent string.
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type CLSMetricWithAttribution,
  type FCPMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  type TTFBMetricWithAttribution,
} from 'web-vitals/attribution';
import { apiRoutes } from '../../common/api-routes';
import { RUM_LIMITS, type RumDevice, type RumMetric } from '../../common/rum';
import { withoutForbiddenNameCharacters } from '../../common/text-rules';

type AnyMetric =
  | CLSMetricWithAttribution
  | FCPMetricWithAttribution
  | INPMetricWithAttribution
  | LCPMetricWithAttribution
  | TTFBMetricWithAttribution;

interface Reported {
  name: RumMetric;
  value: number;
  element?: string;
}

/** The element web-vitals holds responsible, where the metric has one. */
function elementOf(metric: AnyMetric): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

/** Derived here and sent alone: the user-agent string never leaves the browser. */
function deviceClass(): RumDevice {
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof hints?.mobile === 'boolean') return hints.mobile ? 'mobile' : 'desktop';
  return /Mobi|Android/i.test(navigator.userAgent) ? 'mobile' : 'desktop';
}

let started = false;

/**
 * Starts measuring this page view; the report goes out when the page is hidden or left. `path` is
 * the address the document was loaded at: the load's figures are that page's, whatever the SPA
 * shows by the time the visitor leaves (CLS and INP cover the document's whole life, as in
 * Google's own field data).
 */
export function reportSpeed(path: string): void {
  if (started) return;
  started = true;
  const device = deviceClass();
  const pending = new Map<RumMetric, Reported>();

  const keep = (metric: AnyMetric) => {
    const element = elementOf(metric);
    const selector = element && withoutForbiddenNameCharacters(element);
    pending.set(metric.name, {
      name: metric.name,
      value: Math.max(0, metric.value),
      ...(selector ? { element: selector.slice(0, RUM_LIMITS.elementMax) } : {}),
    });
  };

  const send = () => {
    if (pending.size === 0) return;
    const body = JSON.stringify({
      path: path.slice(0, RUM_LIMITS.pathMax),
      device,
      metrics: [...pending.values()],
    });
    pending.clear();
    const sent = navigator.sendBeacon?.(
      apiRoutes.rum,
      new Blob([body], { type: 'application/json' }),
    );
    if (!sent) {
      void fetch(apiRoutes.rum, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => undefined);
    }
  };

  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // Registered after web-vitals' own listeners, so its final LCP, CLS and INP are in by then.
  // Leaving the page hides it too (every current browser), so one event covers both; pagehide
  // would come first in Chromium and split the view's report in two.
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') send();
    },
    { capture: true },
  );
}
