import { esimInstallRouteOf, iosVersionOf, mobilePlatformOf } from '../../src/lib/mobilePlatform';

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

const IPHONE_17_4 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_16_6 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const IPHONE_17_3 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) Mobile/15E148';
const IPAD_18 = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Mobile/15E148';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';

describe('iosVersionOf', () => {
  it.each([
    ['iPhone 17.4', { userAgent: IPHONE_17_4 }, { major: 17, minor: 4 }],
    ['iPhone 17.3.1', { userAgent: IPHONE_17_3 }, { major: 17, minor: 3 }],
    ['iPad 18.0', { userAgent: IPAD_18 }, { major: 18, minor: 0 }],
    ['iPad that says it is a Mac: Safari version', { userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 5 }, { major: 17, minor: 5 }],
    ['iPhone without a version', { userAgent: 'Mozilla/5.0 (iPhone)' }, null],
    ['Android', { userAgent: ANDROID }, null],
    ['Mac (no touch screen)', { userAgent: IPAD_AS_MAC, platform: 'MacIntel', maxTouchPoints: 0 }, null],
  ])('%s', (_case, nav, expected) => {
    expect(iosVersionOf(nav)).toEqual(expected);
  });
});

describe('esimInstallRouteOf', () => {
  it.each([
    ['iOS 17.4: the install link', { userAgent: IPHONE_17_4 }, 'ios-link'],
    ['iOS 18 iPad: the install link', { userAgent: IPAD_18 }, 'ios-link'],
    ['iOS 17.3: manual steps', { userAgent: IPHONE_17_3 }, 'ios-manual'],
    ['iOS 16: manual steps', { userAgent: IPHONE_16_6 }, 'ios-manual'],
    ['iPhone of unknown version: manual steps', { userAgent: 'Mozilla/5.0 (iPhone)' }, 'ios-manual'],
    ['Android', { userAgent: ANDROID }, 'android-manual'],
    ['Windows', { userAgent: WINDOWS, platform: 'Win32' }, 'desktop'],
    ['no browser', null, 'desktop'],
  ])('%s', (_case, nav, expected) => {
    expect(esimInstallRouteOf(nav)).toBe(expected);
  });
});
