import { defaultConfig, type AppConfig } from './appConfig';

type Warn = (message: string) => void;

const stringKeys = [
  'brandName',
  'apiBaseUrl',
  'stripePublishableKey',
  'recaptchaSiteKey',
  'googleClientId',
  'appleClientId',
  'gtmId',
  'supportEmail',
  'appStoreUrl',
  'playStoreUrl',
  'termsUrl',
  'privacyUrl',
] as const satisfies readonly (keyof AppConfig)[];

const booleanKeys = ['devtools', 'sandbox', 'googleSignIn', 'appleSignIn'] as const satisfies readonly (keyof AppConfig)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the raw `window.__APP_CONFIG__`. Anything missing or of the wrong type falls back to
 * its default with a console warning: a broken config.js must never give a blank page.
 */
export function parseConfig(raw: unknown, warn: Warn = console.warn): AppConfig {
  if (raw === undefined || raw === null) {
    warn('config.js did not set window.__APP_CONFIG__: using the default configuration.');
    return { ...defaultConfig };
  }
  if (!isRecord(raw)) {
    warn('window.__APP_CONFIG__ is not an object: using the default configuration.');
    return { ...defaultConfig };
  }
  const config: AppConfig = { ...defaultConfig };
  const invalid: string[] = [];
  for (const key of stringKeys) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value === 'string') config[key] = value;
    else invalid.push(key);
  }
  if (raw.brandMode !== undefined) {
    if (raw.brandMode === 'text' || raw.brandMode === 'logo') config.brandMode = raw.brandMode;
    else invalid.push('brandMode');
  }
  for (const key of booleanKeys) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value === 'boolean') config[key] = value;
    else invalid.push(key);
  }
  if (raw.migrationRedirectHosts !== undefined) {
    const hosts = raw.migrationRedirectHosts;
    if (Array.isArray(hosts) && hosts.every((h) => typeof h === 'string')) config.migrationRedirectHosts = hosts;
    else invalid.push('migrationRedirectHosts');
  }
  if (raw.vitalsSampleRate !== undefined) {
    const rate = raw.vitalsSampleRate;
    if (typeof rate === 'number' && rate >= 0 && rate <= 1) config.vitalsSampleRate = rate;
    else invalid.push('vitalsSampleRate');
  }
  if (config.apiBaseUrl.trim() === '') {
    invalid.push('apiBaseUrl');
    config.apiBaseUrl = defaultConfig.apiBaseUrl;
  }
  if (invalid.length > 0) warn(`config.js has invalid values for ${invalid.join(', ')}: using their defaults.`);
  return config;
}

let current: AppConfig | undefined;

/** The configuration of this page load, read once from window.__APP_CONFIG__. */
export function getConfig(): AppConfig {
  if (!current) current = parseConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);
  return current;
}

/** Replaces the configuration (tests and the config.js loader only). */
export function setConfig(config: AppConfig): void {
  current = config;
}
