import type { SandboxNetworkEvent, SandboxPortRejectionReason } from '../../contract/api';

/** What the simulator can send, as its menu names them, in the order a newcomer tries them. */
export const SIMULATOR_EVENTS: readonly { value: SandboxNetworkEvent; label: string }[] = [
  { value: 'picture_text', label: 'Text with a picture' },
  { value: 'text', label: 'Text' },
  { value: 'incoming_call', label: 'Answered call' },
  { value: 'missed_call', label: 'Missed call' },
  { value: 'voicemail', label: 'Voicemail' },
  { value: 'port_completed', label: 'Transfer completed by the carrier' },
  { value: 'port_rejected', label: 'Transfer rejected by the carrier' },
  { value: 'esim_usage', label: 'eSIM data used today' },
];

export const REJECTION_REASONS: readonly { value: SandboxPortRejectionReason; label: string }[] = [
  { value: 'pin_mismatch', label: 'Wrong transfer PIN' },
  { value: 'account_mismatch', label: 'Wrong account number' },
  { value: 'zip_mismatch', label: 'Wrong ZIP code' },
];

/** Which fields each event uses. */
export const usesParty = (event: SandboxNetworkEvent) => ['incoming_call', 'missed_call', 'voicemail', 'text', 'picture_text'].includes(event);
export const usesText = (event: SandboxNetworkEvent) => event === 'text' || event === 'picture_text';

export const DURATION_MESSAGE = 'Enter the call’s length in whole seconds, from 1 to 3600.';
export const MEGABYTES_MESSAGE = 'Enter the data used in MB, from 0.01 to 1000.';

/** The number typed, or the failure to show instead (null: fine). */
export function checkDuration(typed: string): string | null {
  const value = Number(typed);
  return /^[0-9]+$/.test(typed.trim()) && value >= 1 && value <= 3600 ? null : DURATION_MESSAGE;
}

export function checkMegabytes(typed: string): string | null {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) && value >= 0.01 && value <= 1000 ? null : MEGABYTES_MESSAGE;
}
