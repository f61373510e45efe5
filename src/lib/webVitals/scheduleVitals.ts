import { whenIdle } from '../whenIdle';
import type { VisitStart } from './startVitals';

export interface VitalsSchedule extends VisitStart {
  /** Share of page views that report (AppConfig.vitalsSampleRate). */
  sampleRate: number;
  random?: () => number;
  /** Loads the reporter with web-vitals and the route matcher (a chunk of its own, off the first paint). */
  load?: () => Promise<{ startVitalsOf: (visit: VisitStart) => void }>;
}

/**
 * Decides once per page view whether it reports its Core Web Vitals; a sampled one loads
 * web-vitals when the browser is idle after the first paint (web-vitals reads the paints that
 * happened before it loaded). An unsampled one never downloads it. Answers whether sampled.
 */
export function scheduleVitalsReporting({ sampleRate, random = Math.random, load = () => import('./startVitals'), ...visit }: VitalsSchedule): boolean {
  if (!(sampleRate > 0) || random() >= sampleRate) return false;
  whenIdle(() => void load().then((module) => module.startVitalsOf(visit), () => undefined));
  return true;
}
