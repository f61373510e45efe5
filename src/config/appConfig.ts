/**
 * Runtime configuration of the SPA. One build serves every environment: /app/config.js sets
 * `window.__APP_CONFIG__` before the bundle loads, and can be replaced at deploy time.
 */
import type { AppConfig } from '../contract/appConfig';

export type { AppConfig, BrandMode } from '../contract/appConfig';

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
  // A backend that does not offer POST /api/vitals does not say so: nothing is reported.
  vitalsSampleRate: 0,
  // Pages the backend may not have: linked only when config.js names them.
  termsUrl: '',
  privacyUrl: '',
};

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}
