import type { PortDetailField, PortRejection } from '../../../src/contract/api';

/** A rejected request waiting for the customer is looked at again (without asking the carrier) this rarely. */
export const REJECTED_RECHECK_MS = 24 * 60 * 60_000;

/** Why a carrier refuses a port, in plain words, and what the customer can do about it. */
const REJECTIONS: Record<string, Omit<PortRejection, 'code'>> = {
  details_missing: {
    reason: 'Your current carrier needs your account number and transfer PIN to release the number.',
    fix: "Enter the account number, transfer PIN and service ZIP code. You find them in your current carrier's app or on its account page.",
    fields: ['account_number', 'pin', 'zip'],
  },
  pin_mismatch: {
    reason: 'The transfer PIN does not match the one your current carrier issued.',
    fix: "Get the transfer PIN (or a new one) from your current carrier's app or account page, and enter it here.",
    fields: ['pin'],
  },
  account_mismatch: {
    reason: 'The account number does not match your account at your current carrier.',
    fix: "Copy the account number from your current carrier's app, account page or bill. It is not your phone number.",
    fields: ['account_number'],
  },
  zip_mismatch: {
    reason: "The ZIP code does not match the service address on your current carrier's account.",
    fix: 'Enter the ZIP code of the service address your current carrier has on file.',
    fields: ['zip'],
  },
  // Not the carrier's: the request waited for the customer's details or fix too long (phones/portExpiry.ts).
  expired: {
    reason: 'The details your current carrier needs were not added in time, so we cancelled this transfer.',
    fix: 'Start the transfer again with your account number, transfer PIN and ZIP code, or choose a new number.',
    fields: [],
  },
  not_portable: {
    reason: 'Your current carrier cannot transfer this number.',
    fix: 'Keep the number with your current carrier, or choose a new number.',
    fields: [],
  },
};

/** The rejection for a carrier's code; codes we do not know are refusals resubmitting cannot fix. */
export function portRejectionOf(code: string): PortRejection {
  const known = REJECTIONS[code] ?? REJECTIONS.not_portable;
  return { code: code in REJECTIONS ? code : 'not_portable', ...known, fields: [...known.fields] };
}

/** Whether resubmitting with corrected details can help. */
export function isFixable(code: string): boolean {
  return portRejectionOf(code).fields.length > 0;
}

export type { PortDetailField };
