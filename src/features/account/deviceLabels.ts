import { formatDay, parseTimestamp } from '../../contract/dateFormat';
import type { ActiveSession } from '../../contract/api';
import { devicesMessages } from './devicesMessages';

/** 'Chrome on macOS', 'Chrome', 'a browser on Linux'… or 'Unknown device' (sessions from before devices were recorded). */
export function deviceName(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  if (session.browser) return session.browser;
  if (session.os) return `A browser on ${session.os}`;
  return devicesMessages.unknownDevice;
}

/** '20 Nov 2026', on the customer's clock; empty when the server sent no readable date. */
export function signedInDate(session: Pick<ActiveSession, 'created_at'>): string {
  const at = parseTimestamp(session.created_at);
  return at ? formatDay(at) : '';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/**
 * 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date: the server writes
 * last seen at most once a minute, so nothing finer is true.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(elapsed)) return '';
  if (elapsed < 2 * MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return count(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return count(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 30 * DAY_MS) return count(Math.floor(elapsed / DAY_MS), 'day');
  return formatDay(new Date(iso));
}
