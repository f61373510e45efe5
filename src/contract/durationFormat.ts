/**
 * A call's length as the call history shows it (SPEC §2): above 60 seconds in whole minutes
 * ('2 min', rounded down), otherwise in seconds ('45 s').
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole > 60) return `${Math.floor(whole / 60)} min`;
  return `${whole} s`;
}

/** A voicemail's length as its player shows it: '0:08', '1:42'. */
export function formatClipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
