import type { PausePoint, PurchaseStep } from '../../src/billing/pausePoint';

/** Printed on stdout when a purchase stops, so that the test knows when to send SIGKILL. */
export const PAUSED_MARKER = 'purchase paused at';

/** The env variable that tells pausingServer.ts where purchases stop. */
export const PAUSE_AT_VARIABLE = 'TEST_PURCHASE_PAUSE_AT';

/** The env variable that, set to '1', makes the stop of pausingServer.ts last until SIGTERM instead of for good. */
export const PAUSE_UNTIL_SIGTERM_VARIABLE = 'TEST_PAUSE_UNTIL_SIGTERM';

/** A pause point that stops a purchase for good at `pauseAt` (the test then kills the process); any other step goes on. */
export function pauseForGoodAt(pauseAt: PurchaseStep | ''): PausePoint {
  return async (step) => {
    if (step !== pauseAt) return;
    process.stdout.write(`${PAUSED_MARKER} ${step}\n`);
    await new Promise<never>(() => undefined);
  };
}

/**
 * A pause point that stops at `pauseAt` until the process is told to stop (SIGTERM), then goes on:
 * as work caught between two steps by a graceful shutdown. The server's own SIGTERM handler was
 * registered first (gracefulShutdown.ts), so it has begun the shutdown when the work goes on.
 */
export function pauseUntilSigtermAt(pauseAt: PurchaseStep | ''): PausePoint {
  return async (step) => {
    if (step !== pauseAt) return;
    const stopping = new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
    process.stdout.write(`${PAUSED_MARKER} ${step}\n`);
    await stopping;
  };
}
