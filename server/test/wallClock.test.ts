import { formatDayAndTime } from '../../src/contract/dateFormat';
import { loadConfig } from '../src/config';
import { wallClockIn } from '../src/lib/wallClock';

describe('dates the server writes for a customer', () => {
  it('reads a moment in the configured zone, daylight saving included', () => {
    expect(formatDayAndTime(new Date('2026-11-28T17:36:00Z'), wallClockIn('America/New_York'))).toBe('28 Nov 2026, 12:36');
    expect(formatDayAndTime(new Date('2026-07-01T03:05:00Z'), wallClockIn('America/New_York'))).toBe('30 Jun 2026, 23:05');
    expect(formatDayAndTime(new Date('2026-07-01T00:00:00Z'), wallClockIn('UTC'))).toBe('01 Jul 2026, 00:00');
  });

  it('refuses an unknown zone at start-up', () => {
    expect(() => loadConfig({ DISPLAY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DISPLAY_TIME_ZONE/);
    expect(loadConfig({}).displayTimeZone).toBe('America/New_York');
  });
});
