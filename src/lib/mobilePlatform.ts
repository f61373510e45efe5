export type MobilePlatform = 'ios' | 'android';

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

const browserNavigator = (): NavigatorLike | null => (typeof navigator === 'undefined' ? null : navigator);

/**
 * The phone or tablet system the page runs on, or null on a computer: which app store a link
 * should open, where a QR code would have to be scanned by the very device showing it. iPadOS
 * says it is a Mac; its touch screen tells it apart.
 */
export function mobilePlatformOf(nav: NavigatorLike | null = browserNavigator()): MobilePlatform | null {
  if (!nav) return null;
  if (/Android/i.test(nav.userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return 'ios';
  if (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1) return 'ios';
  return null;
}

export interface OsVersion {
  major: number;
  minor: number;
}

/**
 * The iOS / iPadOS version from the user agent, or null when the page is not on one or the agent
 * does not say. iPhones say 'iPhone OS 17_4'; an iPad asking for desktop sites says it is a Mac
 * (whose version is frozen at 10_15_7), so there Safari's own 'Version/17.4' is read instead.
 */
export function iosVersionOf(nav: NavigatorLike | null = browserNavigator()): OsVersion | null {
  if (!nav || mobilePlatformOf(nav) !== 'ios') return null;
  const match = /(?:iPhone|CPU) OS (\d+)(?:_(\d+))?/i.exec(nav.userAgent) ?? /Version\/(\d+)(?:\.(\d+))?/.exec(nav.userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0) };
}

/** Apple's eSIM install link (esimsetup.apple.com) works from iOS 17.4. */
export const IOS_ESIM_LINK_SINCE: OsVersion = { major: 17, minor: 4 };

/** Whether `version` is `since` or later. */
export function isAtLeast(version: OsVersion, since: OsVersion): boolean {
  return version.major > since.major || (version.major === since.major && version.minor >= since.minor);
}

/** Where the eSIM can be installed from this very page: an iPhone with the link, an older iPhone, an Android phone, or a computer. */
export type EsimInstallRoute = 'ios-link' | 'ios-manual' | 'android-manual' | 'desktop';

export function esimInstallRouteOf(nav: NavigatorLike | null = browserNavigator()): EsimInstallRoute {
  const platform = mobilePlatformOf(nav);
  if (platform === 'android') return 'android-manual';
  if (platform !== 'ios') return 'desktop';
  const version = iosVersionOf(nav);
  return version && isAtLeast(version, IOS_ESIM_LINK_SINCE) ? 'ios-link' : 'ios-manual';
}
