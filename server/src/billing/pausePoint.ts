/** The steps of a purchase at which a test may stop the server (purchaseDurability.test.ts). */
export type PurchaseStep = 'pending-recorded' | 'charged' | 'subscription-inserted';

/**
 * Called by a purchase at each step (AppContext.pausePoint). The app's own does nothing; a test
 * supplies one through AppDeps to stop the server at a step and kill it there.
 */
export type PausePoint = (step: PurchaseStep) => Promise<void>;

export const noPause: PausePoint = async () => undefined;
