/** The browser and operating system a User-Agent names, for the sessions list ('Chrome on macOS'). */
export interface UserAgentParts {
  browser: string | null;
  os: string | null;
}

/**
 * First match wins, so the order matters: Edge, Opera and Samsung Internet also say 'Chrome',
 * Chrome also says 'Safari', and iOS browsers say 'Safari' beside their own names.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bTrident\/|\bMSIE /, 'Internet Explorer'],
  [/\bcurl\//, 'curl'],
];

/** Likewise: Android says 'Linux', iPadOS and iOS say 'like Mac OS X', ChromeOS says 'X11'. */
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(text: string, patterns: [RegExp, string][]): string | null {
  for (const [pattern, name] of patterns) if (pattern.test(text)) return name;
  return null;
}

/** Parsed on the server so every client shows the same names; unknown parts are null. */
export function userAgentParts(userAgent: string | null): UserAgentParts {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) };
}
