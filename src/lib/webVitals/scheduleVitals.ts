import type { RouteObject } from 'react-router-dom';
import { whenIdle } from '../whenIdle';
import { routePatternOf } from './routePattern';

export interface VitalsSchedule {
  /** Share of page views that report (AppConfig.vitalsSampleRate). */
  sampleRate: number;
  apiBaseUrl: string;
  routes: RouteObject[];
  pathname: string;
  basename?: string;
  random?: () => number;
  /** Loads the reporter with web-vitals (a chunk of its own). */
  load?: () => Promise<{ startVitals: (route: string, endpoint: string) => void }>;
}

/**
 * Decides once per page view whether it reports its Core Web Vitals; a sampled one loads
 * web-vitals when the browser is idle after the first paint (web-vitals reads the paints that
 * happened before it loaded). An unsampled one never downloads it. Answers whether sampled.
 */
export function scheduleVitalsReporting({
  sampleRate,
  apiBaseUrl,
  routes,
  pathname,
  basename,
  random = Math.random,
  load = () => import(/* webpackChunkName: "web-vitals" */ './startVitals'),
}: VitalsSchedule): boolean {
  if (!(sampleRate > 0) || random() >= sampleRate) return false;
  const route = routePatternOf(routes, pathname, basename);
  const endpoint = `${apiBaseUrl.replace(/\/+$/, '')}/vitals`;
  whenIdle(() => void load().then((module) => module.startVitals(route, endpoint), () => undefined));
  return true;
}
