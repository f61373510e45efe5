import type { PortRequest } from '../../src/contract/api';

/** The id of buildRejectedPortRequest's request: the same every time, so a scenario and a test agree. */
export const REJECTED_PORT_ID = '00000000-0000-4000-8000-0000000000c3';

/** One of GET /api/portphone/requests's items: by default a transfer in carrier review. */
export function buildPortRequest(overrides: Partial<PortRequest> = {}): PortRequest {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    phone_number: '6175550142',
    status: 'carrier_review',
    account_number_last4: '7731',
    zip: '02110',
    scheduled_for: null,
    rejection: null,
    timeline: [
      { status: 'submitted', at: '2026-11-24T10:00:00.000Z' },
      { status: 'carrier_review', at: '2026-11-24T16:00:00.000Z' },
    ],
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T16:00:00.000Z',
    expires_at: null,
    ...overrides,
  };
}

/** A transfer the carrier rejected for a wrong transfer PIN, as the server answers it. */
export function buildRejectedPortRequest(overrides: Partial<PortRequest> = {}): PortRequest {
  return buildPortRequest({
    id: REJECTED_PORT_ID,
    status: 'rejected',
    rejection: {
      code: 'pin_mismatch',
      reason: 'The transfer PIN does not match the one your current carrier issued.',
      fix: "Get the transfer PIN (or a new one) from your current carrier's app or account page, and enter it here.",
      fields: ['pin'],
    },
    timeline: [
      { status: 'submitted', at: '2026-11-24T10:00:00.000Z' },
      { status: 'carrier_review', at: '2026-11-24T16:00:00.000Z' },
      { status: 'rejected', at: '2026-11-25T09:00:00.000Z' },
    ],
    ...overrides,
  });
}
