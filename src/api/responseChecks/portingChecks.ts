import type { PortRequest } from '../../contract/api';
import { digits, idAsText, INVALID, isObject, listOf, optional, responseCheck, shape, text, type Read } from './readers';

/** A port request; statuses and fields this SPA does not know are shown as far as it can. */
const portStatuses = new Set(['submitted', 'carrier_review', 'scheduled', 'completed', 'rejected']);
const portStatus: Read<string> = (value) => (typeof value === 'string' && portStatuses.has(value) ? value : INVALID);
const portFields = new Set(['account_number', 'pin', 'zip']);
const portRequest = shape({
  id: idAsText,
  phone_number: digits,
  status: portStatus,
  account_number_last4: optional(text, null),
  zip: optional(text, null),
  scheduled_for: optional(text, null),
  rejection: optional(
    shape({
      code: optional(text, ''),
      reason: optional(text, ''),
      fix: optional(text, ''),
      // A field this form cannot ask for is left out.
      fields: optional((value) => (Array.isArray(value) ? value.filter((field) => portFields.has(field as string)) : INVALID), []),
    }),
    null,
  ),
  // Steps of a status this SPA does not know are left out rather than failing the page.
  timeline: optional((value) => (Array.isArray(value) ? value.filter((entry) => isObject(entry) && portStatuses.has(entry.status as string) && typeof entry.at === 'string') : INVALID), []),
  // When a waiting request is cancelled: absent from a backend that does not cancel, and anything but text is no date.
  expires_at: (value) => (typeof value === 'string' ? value : null),
  created_at: optional(text, ''),
  updated_at: optional(text, ''),
});

// Not in SPEC §7: a backend without the tracker answers 404: no panel link, an empty page.
export const portingChecks = {
  portRequests: responseCheck<PortRequest[]>('number transfers', listOf(portRequest)),
  portRequest: responseCheck<PortRequest>('number transfer', portRequest),
};

