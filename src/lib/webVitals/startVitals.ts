import { onCLS, onINP, onLCP } from 'web-vitals';
import { reportVitals, type VitalObserver } from './reportVitals';

/** Loaded on its own (scheduleVitals.ts): web-vitals never weighs on the first paint. */
export function startVitals(route: string, endpoint: string): void {
  reportVitals({ route, endpoint, observers: [onLCP, onINP, onCLS] as VitalObserver[] });
}
