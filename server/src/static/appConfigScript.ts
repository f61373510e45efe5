import type { AppConfig } from '../../../src/contract/appConfig';
import type { ServerConfig } from '../config';

/** The SPA's runtime configuration, as this deployment's environment defines it. */
export function appConfigFor(config: ServerConfig): AppConfig {
  return {
    brandName: config.brandName,
    brandMode: config.brandMode,
    apiBaseUrl: '/api',
    stripePublishableKey: config.stripePublishableKey,
    recaptchaSiteKey: config.recaptchaSiteKey,
    googleClientId: config.googleClientId,
    appleClientId: config.appleClientId,
    gtmId: config.gtmId,
    supportEmail: config.supportEmail,
    appStoreUrl: config.appStoreUrl,
    playStoreUrl: config.playStoreUrl,
    devtools: config.devtools,
    migrationRedirectHosts: config.migrationRedirectHosts,
    sandbox: config.sandbox,
    googleSignIn: config.googleSignIn,
    appleSignIn: config.appleSignIn,
    vitalsSampleRate: config.vitalsSampleRate,
    termsUrl: '/api/legal/terms',
    privacyUrl: '/api/legal/privacy',
  };
}

/**
 * The body of /app/config.js. '<' is escaped so that no value can close a script element, and
 * U+2028/2029 so that old parsers read the JSON as JavaScript.
 */
export function appConfigScript(config: ServerConfig): string {
  const json = JSON.stringify(appConfigFor(config), null, 2)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__APP_CONFIG__ = ${json};\n`;
}
