import { deviceName, relativeTime } from '../../../src/features/account/deviceLabels';

describe('deviceName', () => {
  it.each([
    [{ browser: 'Chrome', os: 'macOS' }, 'Chrome on macOS'],
    [{ browser: 'curl', os: null }, 'curl'],
    [{ browser: null, os: 'Linux' }, 'A browser on Linux'],
    [{ browser: null, os: null }, 'Unknown device'],
  ])('%o is %s', (parts, name) => {
    expect(deviceName(parts)).toBe(name);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [30_000, 'just now'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [3 * 60 * 60_000 + 59_000, '3 hours ago'],
    [24 * 60 * 60_000, '1 day ago'],
    [6 * 24 * 60 * 60_000, '6 days ago'],
  ])('%d ms ago is %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('a month or more ago is the date; a clock ahead of ours is just now; nonsense is nothing', () => {
    expect(relativeTime('2026-09-01T12:00:00.000Z', now)).toMatch(/^(31 Aug|01 Sep) 2026$/);
    expect(relativeTime(ago(-60_000), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
