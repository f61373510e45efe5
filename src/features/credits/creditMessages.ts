/** Texts of the add-credit page (SPEC §2, §8). */
export const creditMessages = {
  failed: 'Failed to add credits',
  added: 'Credits added to your wallet.',
  explanation: 'Each credit equals one text message or one minute of a call.',
  autoRenew: 'This is an auto-renewing subscription: it renews automatically until you cancel it.',
  noPartialRefunds: 'No refunds or credits are given for partial periods.',
  noBundle: 'No credit bundle selected.',
} as const;
