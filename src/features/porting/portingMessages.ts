import type { PortDetailField, PortRequestStatus } from '../../contract/api';

/** Texts of the number transfer tracker (not in SPEC). */
export const portingMessages = {
  title: 'Number transfer',
  navLabel: 'Number transfer',
  intro: 'Each step of bringing your number here. We email you at every change.',
  loading: 'Loading your number transfers',
  loadFailed: 'Your number transfers could not be loaded',
  emptyTitle: 'No number transfers',
  emptyText: 'When you bring a number from another carrier, each step of its transfer shows here.',
  cardTitle: (number: string) => `Transfer of ${number}`,
  steps: {
    submitted: 'Submitted',
    carrier_review: 'Carrier review',
    scheduled: 'Scheduled',
    completed: 'Completed',
    rejected: 'Rejected',
  } satisfies Record<PortRequestStatus, string>,
  scheduledFor: (day: string) => `Scheduled for ${day}`,
  accountEnding: (last4: string) => `Account number ending ${last4}`,
  whyRejected: 'Why it was rejected',
  /** A request cancelled because it waited too long for the customer (rejection code 'expired'). */
  cancelled: 'Cancelled',
  whyCancelled: 'Why it was cancelled',
  expiresBy: (when: string) => `Add the details by ${when}, or this transfer is cancelled.`,
  whatToFix: 'What to fix',
  notFixable: 'This transfer cannot be resubmitted.',
  fieldLabels: {
    account_number: 'Account number',
    pin: 'Transfer PIN',
    zip: 'ZIP code of the service address',
  } satisfies Record<PortDetailField, string>,
  whereToFind: "You find these in your current carrier's app or on its account page.",
  resubmit: 'Resubmit',
  fixFormLabel: 'Fix the transfer details',
  resubmitted: 'Resubmitted: your carrier will review the transfer again.',
  accountNumberInvalid: 'Please enter the account number from your current carrier: letters and digits, up to 20.',
  pinInvalid: 'Please enter the transfer PIN from your current carrier: 4 to 10 digits.',
  zipInvalid: 'Please enter the 5-digit ZIP code of the service address.',
} as const;
