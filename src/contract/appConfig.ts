/**
 * The SPA's run-time configuration as /app/config.js carries it (the server writes that file):
 * part of the contract both sides import.
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
  /** Share of page views (0 to 1) that report their Core Web Vitals to POST /api/vitals; 0: none (VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
  /** The Terms page (ours: /api/legal/terms); empty: the forms name the terms without a link. */
  termsUrl: string;
  /** The Privacy page (ours: /api/legal/privacy); empty: named without a link. */
  privacyUrl: string;
}
