import type { RouteObject } from 'react-router-dom';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { reportVitals, type VitalObserver } from './reportVitals';
import { routePatternOf } from './routePattern';

/** Where a page view started, as the app knew it at start. */
export interface VisitStart {
  apiBaseUrl: string;
  routes: RouteObject[];
  pathname: string;
  basename?: string;
}

/** The route pattern a visit reports under, and where its reports go. */
export function reportTarget({ apiBaseUrl, routes, pathname, basename }: VisitStart): { route: string; endpoint: string } {
  return { route: routePatternOf(routes, pathname, basename), endpoint: `${apiBaseUrl.replace(/\/+$/, '')}/vitals` };
}

/** Loaded on its own (scheduleVitals.ts): web-vitals never weighs on the first paint. */
export function startVitalsOf(visit: VisitStart): void {
  reportVitals({ ...reportTarget(visit), observers: [onLCP, onINP, onCLS] as VitalObserver[] });
}
