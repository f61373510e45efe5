import type { PausePoint, PurchaseStep } from '../../src/billing/pausePoint';

/** Printed on stdout when a purchase stops, so that the test knows when to send SIGKILL. */
export const PAUSED_MARKER = 'purchase paused at';

/** The env variable that tells pausingServer.ts where purchases stop. */
export const PAUSE_AT_VARIABLE = 'TEST_PURCHASE_PAUSE_AT';

/** A pause point that stops a purchase for good at `pauseAt` (the test then kills the process); any other step goes on. */
export function pauseForGoodAt(pauseAt: PurchaseStep | ''): PausePoint {
  return async (step) => {
    if (step !== pauseAt) return;
    process.stdout.write(`${PAUSED_MARKER} ${step}\n`);
    await new Promise<never>(() => undefined);
  };
}
