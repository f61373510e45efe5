export type MobilePlatform = 'ios' | 'android';

interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * The phone or tablet system the page runs on, or null on a computer: which app store a link
 * should open, where a QR code would have to be scanned by the very device showing it. iPadOS
 * says it is a Mac; its touch screen tells it apart.
 */
export function mobilePlatformOf(nav: NavigatorLike | null = typeof navigator === 'undefined' ? null : navigator): MobilePlatform | null {
  if (!nav) return null;
  if (/Android/i.test(nav.userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(nav.userAgent)) return 'ios';
  if (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1) return 'ios';
  return null;
}
