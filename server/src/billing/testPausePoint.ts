/** The steps of a purchase a durability test can stop the server at (TEST_PURCHASE_PAUSE_AT). */
export type PurchaseStep = 'pending-recorded' | 'charged' | 'subscription-inserted';

/** Printed on stdout when a purchase stops, so that the test knows when to send SIGKILL. */
export const PAUSED_MARKER = 'purchase paused at';

/**
 * Test-only: when TEST_PURCHASE_PAUSE_AT names this step, the purchase stops here for good (the
 * test then kills the process). Unset in any real deployment, where this returns at once.
 */
export async function testPausePoint(configuredStep: string, step: PurchaseStep): Promise<void> {
  if (configuredStep !== step) return;
  process.stdout.write(`${PAUSED_MARKER} ${step}\n`);
  await new Promise<never>(() => undefined);
}
