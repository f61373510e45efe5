/** The wait before attempt `attempts + 1` after `attempts` failed: doubling from `baseMs`, never over `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(maxMs, baseMs * 2 ** doublings);
}
