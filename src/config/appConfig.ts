/**
 * Runtime configuration of the SPA. One build serves every environment: /app/config.js sets
 * `window.__APP_CONFIG__` before the bundle loads, and can be replaced at deploy time.
 */
export type BrandMode = 'text' | 'logo';

export interface AppConfig {
  brandName: string;
  /** 'text' shows a text logo; 'logo' an image logo. */
  brandMode: BrandMode;
  /** Absolute URL or a path on this origin. */
  apiBaseUrl: string;
  /** Empty: the sandbox card form instead of Stripe Elements. */
  stripePublishableKey: string;
  /** Empty: the sandbox reCAPTCHA checkbox. */
  recaptchaSiteKey: string;
  /** Empty: the sandbox Google sign-in page of our own server. */
  googleClientId: string;
  /** Empty: the sandbox Apple sign-in page of our own server. */
  appleClientId: string;
  gtmId: string;
  supportEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** Redux DevTools in production builds (always on in development). */
  devtools: boolean;
  /** Hosts a migrated account may be sent to; empty accepts any https host. */
  migrationRedirectHosts: string[];
  /** The server simulates every provider: the header shows a 'Sandbox' ribbon. */
  sandbox: boolean;
  /** False: no 'Sign in with Google' button (the server runs with GOOGLE_SIGNIN=off). */
  googleSignIn: boolean;
  /** False: no 'Sign in with Apple' button (APPLE_SIGNIN=off). */
  appleSignIn: boolean;
}

export const defaultConfig: AppConfig = {
  brandName: 'SLYNUMBER',
  brandMode: 'text',
  apiBaseUrl: '/api',
  stripePublishableKey: '',
  recaptchaSiteKey: '',
  googleClientId: '',
  appleClientId: '',
  gtmId: '',
  supportEmail: 'support@example.com',
  appStoreUrl: 'https://apps.apple.com/',
  playStoreUrl: 'https://play.google.com/store',
  devtools: false,
  migrationRedirectHosts: [],
  // A config.js that does not say 'sandbox' is not one: no ribbon unless the server says so.
  sandbox: false,
  googleSignIn: true,
  appleSignIn: true,
};

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}
