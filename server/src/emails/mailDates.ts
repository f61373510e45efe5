import { formatDay, formatDayAndTime } from '../../../src/contract/dateFormat';
import type { ServerConfig } from '../config';
import { wallClockIn } from '../lib/wallClock';

/** '28 Nov 2026': the product's one date style, on the display clock (DISPLAY_TIME_ZONE). */
export function mailDay(config: Pick<ServerConfig, 'displayTimeZone'>, at: Date): string {
  return formatDay(at, wallClockIn(config.displayTimeZone));
}

/** '28 Nov 2026, 02:49 (America/New_York)': a mail is read anywhere, so a time says its zone. */
export function mailTime(config: Pick<ServerConfig, 'displayTimeZone'>, at: Date): string {
  return `${formatDayAndTime(at, wallClockIn(config.displayTimeZone))} (${config.displayTimeZone})`;
}
