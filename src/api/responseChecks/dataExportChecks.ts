import type { DataExportStatus } from '../../contract/api';
import { amount, INVALID, optional, responseCheck, shape, text, type Read } from './readers';

const states: readonly DataExportStatus['state'][] = ['none', 'preparing', 'ready', 'failed'];
const exportState: Read<DataExportStatus['state']> = (value) => (states.includes(value as DataExportStatus['state']) ? (value as DataExportStatus['state']) : INVALID);

export const dataExportChecks = {
  // Not in SPEC §7: a backend without 'Download your data' answers 404.
  status: responseCheck<DataExportStatus>(
    'data export',
    shape({
      state: exportState,
      requested_at: optional(text, null),
      ready_at: optional(text, null),
      expires_at: optional(text, null),
      size_bytes: optional(amount, null),
      next_request_at: optional(text, null),
    }),
  ),
};
