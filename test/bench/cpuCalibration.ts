import { budgets } from './budgets';
import { measured, type Measurement } from './report';

/**
 * CPU slowdown calibrated to the host (Lighthouse's docs/throttling.md, "Calibrating the CPU
 * slowdown"). A fixed 4× slows a fast host down to a mid-range phone, but a slower host to a much
 * slower phone: the budgets were set where Chromium's benchmark index was about 2,800, so 4× there
 * meant a phone of index ~700 (`budgets.simulatedPhoneBenchmarkIndex`). Every CPU-throttled suite
 * slows this host down to that same phone: rate = this host's index / the phone's, never below 1
 * (a host slower than the phone is measured as it is).
 */

/** Runs a function in the page under test: `(fn) => page.evaluate(fn)`, Playwright's or Puppeteer's. */
type InPage = (fn: () => number) => Promise<number>;

/** Lighthouse's own benchmark (the "CPU/Memory Power" of its reports), in the page, median of `times`. */
export async function benchmarkIndexOf(inPage: InPage, times = 3): Promise<number> {
  // Lighthouse is an ES module: imported when used, as lighthouse.ts does.
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const indexes: number[] = [];
  for (let run = 0; run < times; run += 1) indexes.push(await inPage(pageFunctions.computeBenchmarkIndex));
  indexes.sort((a, b) => a - b);
  return indexes[Math.floor(indexes.length / 2)];
}

/** The slowdown that makes a host of `hostIndex` as fast as the simulated phone, to one decimal. */
export function cpuSlowdownFor(hostIndex: number): number {
  return Math.max(1, Math.round((hostIndex / budgets.simulatedPhoneBenchmarkIndex) * 10) / 10);
}

export interface Calibration {
  /** The CPU slowdown applied (Emulation.setCPUThrottlingRate, or Lighthouse's cpuSlowdownMultiplier). */
  rate: number;
  /** This host's benchmark index it came from. */
  hostIndex: number;
}

/** Measures the host in the page (unthrottled, median of `times`) and returns the slowdown to the simulated phone. */
export async function calibratedSlowdown(inPage: InPage, times = 3): Promise<Calibration> {
  const hostIndex = await benchmarkIndexOf(inPage, times);
  return { rate: cpuSlowdownFor(hostIndex), hostIndex };
}

/** The report's line saying what slowdowns a suite applied, and the host figures they came from. */
export function slowdownMeasurement(suite: string, calibrations: Calibration[]): Measurement {
  const rates = calibrations.map((c) => c.rate);
  return measured(
    suite,
    `CPU slowdown applied (this host's benchmark index over the simulated phone's ${budgets.simulatedPhoneBenchmarkIndex})`,
    Math.max(...rates),
    '×',
    undefined,
    `largest of ${rates.length}; rates ${rates.join(', ')} from host indexes ${calibrations.map((c) => Math.round(c.hostIndex)).join(', ')}`,
  );
}
