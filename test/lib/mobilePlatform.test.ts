import { mobilePlatformOf } from '../../src/lib/mobilePlatform';

describe('mobilePlatformOf', () => {
  it.each([
    ['Android phone', { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' }, 'android'],
    ['iPhone', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148' }, 'ios'],
    ['iPad that says it is a Mac (iPadOS 13+)', { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 }, 'ios'],
    ['Mac', { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 }, null],
    ['Windows PC', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', platform: 'Win32' }, null],
  ])('%s', (_case, nav, expected) => {
    expect(mobilePlatformOf(nav)).toBe(expected);
  });

  it('without a navigator (no browser) it is no phone', () => {
    expect(mobilePlatformOf(null)).toBeNull();
  });
});
