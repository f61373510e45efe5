/**
 * This browser's key for the verification link (POST /account/verification-browser), kept where a
 * link opened in a new tab finds it (localStorage: sessionStorage is one tab's). Single use: the
 * login page takes it when it signs in by the link.
 */
const STORAGE_KEY = 'verificationBrowserKey';

export function keepVerificationBrowserKey(key: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Storage refused (private mode, full): the link then leads to the login form, email filled in.
  }
}

export function verificationBrowserKey(): string | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetVerificationBrowserKey(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
