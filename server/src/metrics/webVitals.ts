import { Histogram, type Registry } from 'prom-client';
import type { WebVitalName } from '../../../src/contract/api';

/** The Core Web Vitals the SPA reports (src/lib/webVitals). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const satisfies readonly WebVitalName[];
export type VitalName = WebVitalName;

/** Distinct route labels kept; later new ones count as "other", so no caller can grow the series without bound. */
export const MAX_VITAL_ROUTES = 100;
export const OTHER_ROUTE = 'other';

/** Google's good / needs-improvement thresholds sit on bucket edges (LCP 2.5 s and 4 s, INP 200 and 500 ms, CLS 0.1 and 0.25). */
const HISTOGRAMS: Record<VitalName, { name: string; help: string; buckets: number[]; scale: number }> = {
  LCP: { name: 'web_vitals_lcp_seconds', help: 'Largest Contentful Paint of real visits, by route pattern', buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20], scale: 1 / 1000 },
  INP: { name: 'web_vitals_inp_seconds', help: 'Interaction to Next Paint of real visits, by route pattern', buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2], scale: 1 / 1000 },
  CLS: { name: 'web_vitals_cls', help: 'Cumulative Layout Shift of real visits, by route pattern', buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1], scale: 1 },
};

/** Real-user measurements as histograms per route pattern. */
export class WebVitalsMetrics {
  private readonly histograms: Record<VitalName, Histogram<'route'>>;
  private readonly routes = new Set<string>();

  constructor(registry: Registry) {
    this.histograms = Object.fromEntries(
      VITAL_NAMES.map((vital) => {
        const { name, help, buckets } = HISTOGRAMS[vital];
        return [vital, new Histogram({ name, help, buckets, labelNames: ['route'], registers: [registry] })];
      }),
    ) as Record<VitalName, Histogram<'route'>>;
  }

  /** `value` as web-vitals gives it: milliseconds for LCP and INP, a score for CLS. */
  observe(vital: VitalName, route: string, value: number): void {
    if (!this.routes.has(route) && this.routes.size < MAX_VITAL_ROUTES) this.routes.add(route);
    const label = this.routes.has(route) ? route : OTHER_ROUTE;
    this.histograms[vital].observe({ route: label }, value * HISTOGRAMS[vital].scale);
  }
}
