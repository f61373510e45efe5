import type { WebVitalName, WebVitalsReport } from '../../contract/api';

/** What a web-vitals callback receives, reduced to what is sent. */
export interface VitalReport {
  name: WebVitalName;
  value: number;
}

/** web-vitals' onLCP, onINP and onCLS (tests pass their own: jsdom measures nothing). */
export type VitalObserver = (report: (metric: VitalReport) => void) => void;

export interface VitalsReporting {
  /** The page's route pattern (routePattern.ts), fixed at the start of the visit: the page whose load is measured. */
  route: string;
  /** POST target, e.g. /api/vitals. */
  endpoint: string;
  observers: VitalObserver[];
}

/**
 * Sends each vital as web-vitals reports it (LCP once settled, INP and CLS when the page is
 * hidden). The first report goes by fetch, to learn whether the server has the endpoint: a 404
 * (a backend without it) stops all reporting for this page view; later reports go by
 * navigator.sendBeacon, which survives the page being closed. Failures are ignored: measuring
 * must never disturb the visit.
 */
export function reportVitals({ route, endpoint, observers }: VitalsReporting): void {
  let endpoint404 = false;
  let endpointAnswered = false;

  const send = (report: VitalReport) => {
    if (endpoint404) return;
    const payload: WebVitalsReport = { route, metrics: [{ name: report.name, value: Math.max(0, report.value) }] };
    const body = JSON.stringify(payload);
    if (endpointAnswered && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
      return;
    }
    fetch(endpoint, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body }).then(
      (response) => {
        if (response.status === 404) endpoint404 = true;
        else endpointAnswered = true;
      },
      () => undefined,
    );
  };

  for (const observe of observers) observe((metric) => send({ name: metric.name, value: metric.value }));
}
