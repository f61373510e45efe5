/**
 * The steps at which a test may stop the server: of a purchase (purchaseDurability.test.ts), and of
 * sending a mail from the outbox, claimed or sent but not yet marked sent (mail/mailSender.ts).
 */
export type PurchaseStep = 'pending-recorded' | 'charged' | 'subscription-inserted' | 'mail-claimed' | 'mail-sent';

/**
 * Called by a purchase at each step (AppContext.pausePoint). The app's own does nothing; a test
 * supplies one through AppDeps to stop the server at a step and kill it there.
 */
export type PausePoint = (step: PurchaseStep) => Promise<void>;

export const noPause: PausePoint = async () => undefined;
