/**
 * The steps at which a test may stop the server: of a purchase (purchaseDurability.test.ts), of
 * sending a mail from the outbox, claimed or sent but not yet marked sent (mail/mailOutbox.ts), and
 * of the port completions job, a due port claimed and the carrier not yet asked (phones/portCompletions.ts).
 */
export type PurchaseStep = 'pending-recorded' | 'charged' | 'subscription-inserted' | 'mail-claimed' | 'mail-sent' | 'port-claimed';

/**
 * Called by a purchase at each step (AppContext.pausePoint). The app's own does nothing; a test
 * supplies one through AppDeps to stop the server at a step and kill it there.
 */
export type PausePoint = (step: PurchaseStep) => Promise<void>;

export const noPause: PausePoint = async () => undefined;
