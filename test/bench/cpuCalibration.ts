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

/**
 * CPU_SLOWDOWN=n applies a fixed slowdown instead (e.g. 4, Lighthouse's default): the budgets must
 * hold there too, whatever the host. The host's index is still measured and reported beside it.
 */
export const FIXED_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
if (FIXED_SLOWDOWN !== undefined && !(FIXED_SLOWDOWN >= 1)) throw new Error(`CPU_SLOWDOWN must be a number of at least 1, not ${process.env.CPU_SLOWDOWN}`);

/** CALIBRATION_SAMPLES: how many benchmark loops (about 0.5 s each) a suite's one calibration takes the median of. */
export const CALIBRATION_SAMPLES = Number(process.env.CALIBRATION_SAMPLES ?? 9);

/**
 * The CPU slowdown of every page of one suite: this host's benchmark index measured once, as the
 * median of CALIBRATION_SAMPLES loops, in the suite's first page. Calibrated per page (three
 * loops before each) the index of a shared host moved between 940 and 2,270 within minutes, and
 * the pages' figures rose with the rate it gave (Lighthouse, one build, the same minutes: runs at
 * 1.5-1.7x blocked 0-59 ms, runs at 2.7-3.0x 121-236 ms): the pages' work does not speed up with
 * the host's fast moments as the benchmark loop does, so a per-page rate added that noise to
 * every figure (docs/performance.md).
 */
export class SuiteCalibration {
  private calibration: Promise<Calibration> | undefined;

  /** The suite's slowdown, measured in `inPage` (unthrottled) the first time it is asked for. */
  of(inPage: InPage): Promise<Calibration> {
    this.calibration ??= calibratedSlowdown(inPage, CALIBRATION_SAMPLES).then((calibrated) => (FIXED_SLOWDOWN ? { ...calibrated, rate: FIXED_SLOWDOWN } : calibrated));
    return this.calibration;
  }

  /** The report's line saying what slowdown the suite applied and the host figure it came from. */
  async measurement(suite: string): Promise<Measurement[]> {
    if (!this.calibration) return [];
    const { rate, hostIndex } = await this.calibration;
    return [
      measured(
        suite,
        FIXED_SLOWDOWN
          ? 'CPU slowdown of every page (fixed by CPU_SLOWDOWN)'
          : `CPU slowdown of every page (this host's benchmark index over the simulated phone's ${budgets.simulatedPhoneBenchmarkIndex})`,
        rate,
        '×',
        undefined,
        `host index ${Math.round(hostIndex)}, median of ${CALIBRATION_SAMPLES} loops at the suite's first page`,
      ),
    ];
  }
}
