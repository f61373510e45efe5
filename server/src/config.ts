import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig, BrandMode } from '../../src/contract/appConfig';
import { decideProviderMode, type ProviderMode } from './providerMode';
import { withSecretFiles } from './secretFiles';

/**
 * Everything the server reads from the environment, parsed once at start-up. `sandbox` (every
 * provider simulated, or none) and the sign-in switches come from providerMode.ts.
 */
export interface ServerConfig
  extends ProviderMode,
    // What the SPA's config.js carries as is (documented in the contract).
    Pick<AppConfig, 'brandName' | 'brandMode' | 'stripePublishableKey' | 'recaptchaSiteKey' | 'googleClientId' | 'appleClientId' | 'gtmId' | 'supportEmail' | 'appStoreUrl' | 'playStoreUrl' | 'devtools' | 'migrationRedirectHosts'> {
  port: number;
  host: string;
  /** Root of everything the server writes: the embedded database, the mail outbox. */
  dataDir: string;
  /** Empty: the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string;
  /** Connections each instance may hold on a PostgreSQL server (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Where the SPA build lives; served under /app/. */
  distDir: string;
  /** Base of every link the server puts in an email, without a trailing slash. */
  publicUrl: string;
  /** PUBLIC_URL was not set: publicUrl is this instance's own http://localhost:PORT. */
  publicUrlDefaulted: boolean;
  /** The origin passkey ceremonies must come from (WEBAUTHN_ORIGIN; default: PUBLIC_URL's origin). */
  webauthnOrigin: string;
  /** The WebAuthn relying party id (WEBAUTHN_RP_ID; default: that origin's host name, never an IP address in practice). */
  webauthnRpId: string;
  logLevel: string;
  /** On every log line: which release (RELEASE; npm start's package version) and which instance (INSTANCE_ID; host:pid) wrote it. */
  logIdentity: { release: string; instance: string };
  /** Largest JSON or form body accepted, in bytes. */
  bodyLimit: number;
  /** The business's postal address printed on receipts (BUSINESS_ADDRESS); a placeholder in the sandbox, empty (no line) otherwise. */
  businessAddress: string;
  /** Empty: mail goes to the outbox folder instead of an SMTP server. */
  smtpUrl: string;
  mailFrom: string;
  stripeSecretKey: string;
  /** Web Push application server keys (base64url); both empty: a sandbox generates a shared pair, real mode has no push. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Who the push services may contact about our pushes (mailto: or https:). */
  vapidSubject: string;
  /** Empty: sandbox reCAPTCHA (each 'sandbox-recaptcha-ok…' token of the sandbox checkbox passes once). */
  recaptchaSecret: string;
  /** Where the real providers publish their ID-token signing keys (overridable for tests and proxies). */
  googleJwksUrl: string;
  appleJwksUrl: string;
  /** eSIM operator REST API; both empty: the sandbox operator. */
  esimApiUrl: string;
  esimApiKey: string;
  /** Where registration goes while the migration_mode flag is on (GET /api/redirect/register). */
  migrationSiteUrl: string;
  /** Shared secret of the telephony webhook; empty disables the webhook. */
  telephonyWebhookSecret: string;
  /** Largest voicemail greeting upload, in bytes. */
  greetingMaxBytes: number;
  /** Sandbox port requests complete this long after they are made. */
  portCompletionDelayMs: number;
  /** A port request waiting for the customer's details or fix is cancelled after this many days. */
  portUnfixedExpiryDays: number;
  /** Carrier REST API for numbers and ports; both empty: the sandbox carrier. */
  telephonyApiUrl: string;
  telephonyApiKey: string;
  /** A number's caller name and spam likelihood are asked of the carrier again after this long (CALLER_LOOKUP_CACHE_HOURS). */
  callerLookupCacheMs: number;
  /**
   * How often every instance looks for numbers in calls, chats and voicemails never looked up
   * (CALLER_LOOKUP_BACKFILL_INTERVAL_MS), and how many it asks the carrier about in one pass
   * (CALLER_LOOKUP_BACKFILL_BATCH; 0 turns the backfill off).
   */
  callerLookupBackfillIntervalMs: number;
  callerLookupBackfillBatch: number;
  /** How often due subscriptions are renewed (charged). */
  renewalIntervalMs: number;
  /**
   * Seed the demo account when a sandbox server starts on a new embedded database (DEMO_ACCOUNT,
   * 'auto'; 'off' never). A real-mode server or a PostgreSQL server is never seeded but by `npm run seed`.
   */
  demoAccountOnStart: boolean;
  /** The time zone of every date and time the server writes for a customer: emails, receipts, CSV (DISPLAY_TIME_ZONE, an IANA name). */
  displayTimeZone: string;
  /** Text or Markdown files of the Terms and Privacy pages (TERMS_FILE, PRIVACY_FILE); empty: the shipped sample, marked as one. */
  termsFile: string;
  privacyFile: string;
  /** A released number is held this long for its last owner before the carrier gets it back (NUMBER_HOLD_DAYS). */
  numberHoldMs: number;
  /** A plan lapsed (or cancelled) this long releases its number into a hold (NUMBER_LAPSE_GRACE_DAYS). */
  numberLapseGraceMs: number;
  /** How often every instance looks for due jobs claimed in the database (port completions, pending payments). */
  jobPollIntervalMs: number;
  /** Mail in the outbox (mail/mailSender.ts): attempts before giving up (MAIL_MAX_ATTEMPTS)... */
  mailMaxAttempts: number;
  /** ...the wait after the first failure, doubling each time (MAIL_RETRY_BASE_MS) up to MAIL_RETRY_MAX_MS... */
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  /** ...how long an instance holds a message it is sending before another may (MAIL_SEND_LEASE_MS)... */
  mailSendLeaseMs: number;
  /** ...and how long sent or given-up messages are kept, live links and all (MAIL_OUTBOX_RETENTION_DAYS). */
  mailOutboxRetentionMs: number;
  /**
   * How long a job's claim on a piece of work lasts unless renewed (JOB_LEASE_MS): a running pass
   * renews its claims every third of it, so the work of an instance that died is taken by another
   * within this plus one poll interval.
   */
  jobLeaseMs: number;
  /** A payment left pending this long (and untouched as long) is settled with the provider (billing/pendingPayments.ts). */
  pendingPaymentGraceMs: number;
  /** A session ends after this long without a request... */
  sessionIdleMs: number;
  /** ...and at the latest this long after sign-in. */
  sessionAbsoluteMs: number;
  /** How long a proof of identity (a sign-in, POST /account/reauth) lets a session delete the account or buy an eSIM (REAUTH_MINUTES). */
  reauthMs: number;
  /**
   * Request headers a trusted proxy sets to the caller's place (e.g. cf-ipcity, cf-ipcountry),
   * lower case, read for the new-device email; empty: the place is never told.
   */
  locationHeaders: string[];
  emailVerificationTtlMs: number;
  passwordResetTtlMs: number;
  signInTokenTtlMs: number;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto to believe (false: none; a number:
   * that many hops from the end; else their addresses). Never `true`. Rate limits count by the
   * client address and HSTS follows the forwarded scheme only when trusted.
   */
  trustProxy: false | number | string[];
  rateLimits: RateLimitSettings;
  /**
   * HMAC key of the device cookie (auth/deviceCookie.ts). Empty: one is generated on first use
   * and kept in the database, so every instance on it shares it.
   */
  deviceCookieSecret: string;
  /** After SIGTERM, how long readyz answers 503 while requests are still served (a balancer's notice), in ms. */
  drainMs: number;
  /** Whether a start applies missing migrations itself; false: it refuses, and `npm run migrate` applies them. */
  migrateOnStart: boolean;
  /** Live-activity streams (GET /api/events). */
  liveEvents: LiveEventSettings;
  /** Card-testing limits on payments (billing/paymentVelocity.ts). */
  paymentLimits: PaymentLimitSettings;
  /** Bearer token of GET /api/metrics (METRICS_TOKEN); empty: that endpoint does not exist. */
  metricsToken: string;
  /** A listener of its own serving GET /metrics without a token (METRICS_PORT); 0: none. */
  metricsPort: number;
  /** Share of page views whose Core Web Vitals the SPA reports, 0 to 1 (VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
  /** OTLP/HTTP endpoint receiving request traces (OTEL_EXPORTER_OTLP_ENDPOINT); empty: tracing off, nothing loaded. */
  otlpEndpoint: string;
}

/** Declined payments and one-time cards allowed before purchases are refused (0: no limit). */
export interface PaymentLimitSettings {
  declinesPerAccount: number;
  declinesPerCard: number;
  declinesPerIp: number;
  declineWindowMs: number;
  /** Distinct one-time (not saved) cards per account in a day. */
  newCardsPerAccountPerDay: number;
}

export interface LiveEventSettings {
  /** A comment line this often keeps proxies from closing an idle stream (below their idle timeouts). */
  keepAliveMs: number;
  /** Open streams per instance; beyond, 503. */
  maxStreams: number;
  /** Open streams per customer across every instance; a new one ends the oldest. */
  maxStreamsPerUser: number;
  /** How often an instance renews the records of its open streams (and ends those another instance ended). */
  heartbeatMs: number;
}

/** Attempts allowed per window, by client address and by account; 0 turns that count off. */
export interface RateLimitRule {
  perIp: number;
  perAccount: number;
}

export interface RateLimitSettings {
  windowMs: number;
  signIn: RateLimitRule;
  signUp: RateLimitRule;
  passwordReset: RateLimitRule;
  resendVerification: RateLimitRule;
  numberSearch: RateLimitRule;
  /** Number purchases (POST /phones/webpurchase/{phone}): far above a customer's needs, far below a probe's. */
  numberPurchase: RateLimitRule;
  /** Nonces for Google and Apple sign-in (perIp only). */
  socialNonce: RateLimitRule;
  signInLock: SignInLockSettings;
  emailChange: RateLimitRule;
  /** Real-user Core Web Vitals reports (POST /api/vitals, perIp only). */
  vitals: RateLimitRule;
  /** Every request's budget per source (http/requestBudget.ts). */
  requestsPerIp: RequestBudgetSettings;
}

/** A token bucket per source: `burst` requests at once, refilled at `perSecond`; 0 in either turns it off. */
export interface RequestBudgetSettings {
  burst: number;
  perSecond: number;
}

/**
 * Sign-in's wrong passwords (auth/passwordAttempts.ts): `signIn.perAccount` per account and
 * source (or known device) and `signIn.perIp` per source start a lock; so does this many from
 * every unknown source of one account together. The lock doubles with each further failure.
 */
export interface SignInLockSettings {
  perAccountAllSources: number;
  lockMs: number;
  maxLockMs: number;
}

type Env = Record<string, string | undefined>;

const MINUTE = 60_000;

/** VAPID_SUBJECT must be a contact the push services accept: a mailto: or https: URL. */
function vapidSubject(env: Env): string {
  const subject = text(env, 'VAPID_SUBJECT', 'mailto:push@localhost');
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must start with mailto: or https:// (got '${subject}')`);
  }
  return subject;
}

/** Receipts in the sandbox need an address; this one says it is not real. */
export const SANDBOX_BUSINESS_ADDRESS = 'Sandbox Business Ltd, 1 Example Street, Springfield, USA (not a real address)';
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function text(env: Env, name: string, fallback = ''): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative integer, got "${raw}".`);
  }
  return value;
}

/** A period of a timer: 0 would make it spin. */
function interval(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new Error(`Environment variable ${name} must be at least 1 (milliseconds).`);
  return value;
}

/** A share from 0 to 1 (0.1 is one in ten). */
function share(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw new Error(`Environment variable ${name} must be a number from 0 to 1 (0.1 is one page view in ten), got "${raw}".`);
  }
  return value;
}

function atLeastOne(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new Error(`Environment variable ${name} must be at least 1, got "${value}".`);
  return value;
}

/** At least a second: a shorter lease would be renewed more often than a database round trip can be relied on. */
function jobLease(env: Env): number {
  const value = integer(env, 'JOB_LEASE_MS', 30_000);
  if (value < 1000) throw new Error('Environment variable JOB_LEASE_MS must be at least 1000 (milliseconds).');
  return value;
}

function flag(env: Env, name: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes(text(env, name).toLowerCase());
}

/** A yes/no variable that must be spelled as one: a typo stops the start instead of meaning 'no'. */
function yesNo(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name).toLowerCase();
  if (raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`Environment variable ${name} must be true or false, got "${raw}".`);
}

function list(env: Env, name: string): string[] {
  return text(env, name)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** A proxy as proxy-addr reads it: a name, an address, or an address/prefix. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry.toLowerCase())) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * TRUST_PROXY: empty/false/0 (no proxy), a hop count (believe that many X-Forwarded-For entries,
 * counted from the end), or a comma list of proxy addresses, CIDRs or 'loopback'. `true` (any
 * proxy) is refused: it would let a client's own X-Forwarded-For choose its source address.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  const lower = raw.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0') return false;
  if (['true', 'yes', 'on', '*'].includes(lower)) {
    throw new Error(
      `Environment variable TRUST_PROXY must not be "${raw}": trusting every proxy lets a client's own X-Forwarded-For choose its address. Give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5, 10.1.0.0/16, loopback).`,
    );
  }
  if (/^\d+$/.test(lower)) return integer(env, 'TRUST_PROXY', 0);
  const entries = list(env, 'TRUST_PROXY');
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) {
    throw new Error(`Environment variable TRUST_PROXY must be a hop count or a comma list of proxy addresses, CIDRs or loopback, got "${wrong}".`);
  }
  return entries;
}

function rateLimitRule(env: Env, name: string, perIp: number, perAccount: number): RateLimitRule {
  return { perIp: integer(env, `RATE_LIMIT_${name}_PER_IP`, perIp), perAccount: integer(env, `RATE_LIMIT_${name}_PER_ACCOUNT`, perAccount) };
}

function rateLimits(env: Env): RateLimitSettings {
  const signIn = rateLimitRule(env, 'SIGN_IN', 100, 10);
  return {
    windowMs: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 15 * 60) * 1000,
    signIn,
    signUp: rateLimitRule(env, 'SIGN_UP', 30, 5),
    passwordReset: rateLimitRule(env, 'PASSWORD_RESET', 30, 5),
    resendVerification: rateLimitRule(env, 'RESEND_VERIFICATION', 30, 5),
    numberSearch: rateLimitRule(env, 'NUMBER_SEARCH', 300, 100),
    numberPurchase: rateLimitRule(env, 'NUMBER_PURCHASE', 30, 10),
    emailChange: rateLimitRule(env, 'EMAIL_CHANGE', 30, 5),
    socialNonce: rateLimitRule(env, 'SOCIAL_NONCE', 300, 0),
    // A page view reports at most a few times; far above one visitor's browsing.
    vitals: rateLimitRule(env, 'VITALS', 300, 0),
    signInLock: {
      perAccountAllSources: integer(env, 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ALL_SOURCES', 5 * signIn.perAccount),
      lockMs: integer(env, 'RATE_LIMIT_SIGN_IN_LOCK_SECONDS', 60) * 1000,
      maxLockMs: integer(env, 'RATE_LIMIT_SIGN_IN_MAX_LOCK_SECONDS', 60 * 60) * 1000,
    },
    // Far above a customer's page loads (bursts of parallel calls) and anything a person does.
    requestsPerIp: {
      burst: integer(env, 'RATE_LIMIT_REQUESTS_PER_IP_BURST', 600),
      perSecond: integer(env, 'RATE_LIMIT_REQUESTS_PER_IP_PER_SECOND', 10),
    },
  };
}

/** REAUTH_MINUTES: 0 would make every proof useless at once, so at least 1. */
function demoAccountOnStart(env: Env): boolean {
  const value = text(env, 'DEMO_ACCOUNT', 'auto').toLowerCase();
  if (value !== 'auto' && value !== 'off') throw new Error(`DEMO_ACCOUNT: '${value}' is neither 'auto' nor 'off'.`);
  return value === 'auto';
}

/** A US product: Eastern time unless told otherwise; an unknown zone stops the start, not the first email. */
function displayTimeZone(env: Env): string {
  const zone = text(env, 'DISPLAY_TIME_ZONE', 'America/New_York');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`DISPLAY_TIME_ZONE: '${zone}' is not an IANA time zone (e.g. America/New_York, UTC).`);
  }
  return zone;
}

function reauthMinutes(env: Env): number {
  const minutes = integer(env, 'REAUTH_MINUTES', 10);
  if (minutes === 0) throw new Error('Environment variable REAUTH_MINUTES must be at least 1 (minutes).');
  return minutes;
}

/** LOCATION_HEADERS: a comma list of header names (letters, digits, dashes), lower-cased as Node gives them. */
function locationHeaders(env: Env): string[] {
  const names = list(env, 'LOCATION_HEADERS').map((name) => name.toLowerCase());
  const bad = names.find((name) => !/^[a-z0-9-]{1,64}$/.test(name));
  if (bad !== undefined) throw new Error(`Environment variable LOCATION_HEADERS must list header names (letters, digits, dashes), got "${bad}".`);
  return names;
}

function paymentLimits(env: Env): PaymentLimitSettings {
  return {
    declinesPerAccount: integer(env, 'RATE_LIMIT_PAYMENT_DECLINES_PER_ACCOUNT', 5),
    declinesPerCard: integer(env, 'RATE_LIMIT_PAYMENT_DECLINES_PER_CARD', 5),
    declinesPerIp: integer(env, 'RATE_LIMIT_PAYMENT_DECLINES_PER_IP', 20),
    declineWindowMs: integer(env, 'RATE_LIMIT_PAYMENT_DECLINE_WINDOW_SECONDS', 60 * 60) * 1000,
    newCardsPerAccountPerDay: integer(env, 'RATE_LIMIT_NEW_CARDS_PER_ACCOUNT_PER_DAY', 5),
  };
}

/** A configured device-cookie key must be long enough to be a key: 32 characters or more. */
function deviceCookieSecret(env: Env): string {
  const secret = text(env, 'DEVICE_COOKIE_SECRET');
  if (secret !== '' && secret.length < 32) throw new Error('Environment variable DEVICE_COOKIE_SECRET must be at least 32 characters (or empty).');
  return secret;
}

function brandMode(env: Env): BrandMode {
  const value = text(env, 'BRAND_MODE', 'text');
  if (value !== 'text' && value !== 'logo') {
    throw new Error(`Environment variable BRAND_MODE must be "text" or "logo", got "${value}".`);
  }
  return value;
}

/**
 * PUBLIC_URL defaults to this instance's own port, which is wrong as soon as several instances
 * share a database (each would mail links to itself and sign sandbox tokens with its own issuer).
 * A shared database may mean several instances, so real mode then requires PUBLIC_URL; a sandbox
 * is warned at start (sandboxWarning.ts).
 */
function checkPublicUrl(env: Env, sandbox: boolean): void {
  if (!sandbox && text(env, 'DATABASE_URL') !== '' && text(env, 'PUBLIC_URL') === '') {
    throw new Error('Environment variable PUBLIC_URL must be set with DATABASE_URL in real mode: the origin customers reach (e.g. https://phone.example.com), the same for every instance.');
  }
}

/**
 * Reads the server configuration from environment variables (README lists each with its default).
 * Throws on a malformed value so that a typo stops the start instead of running half-configured.
 * Any variable may come from a file instead (`NAME_FILE`, secretFiles.ts).
 */
/** Passkeys are bound to one origin and host name: by default those customers reach (PUBLIC_URL). */
function webauthnSettings(env: Env, publicUrl: string): { webauthnOrigin: string; webauthnRpId: string } {
  const origin = text(env, 'WEBAUTHN_ORIGIN', new URL(publicUrl).origin);
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new Error(`Environment variable WEBAUTHN_ORIGIN must be an origin such as https://phone.example.com (got "${origin}").`);
  }
  return { webauthnOrigin: parsed.origin, webauthnRpId: text(env, 'WEBAUTHN_RP_ID', parsed.hostname) };
}

export function loadConfig(environment: Env = process.env): ServerConfig {
  const env = withSecretFiles(environment);
  const port = integer(env, 'PORT', 8080);
  const mode = decideProviderMode(env);
  checkPublicUrl(env, mode.sandbox);
  return {
    ...mode,
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir: path.resolve(text(env, 'DATA_DIR', './.data')),
    databaseUrl: text(env, 'DATABASE_URL'),
    distDir: path.resolve(text(env, 'DIST_DIR', './dist')),
    publicUrl: text(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlDefaulted: text(env, 'PUBLIC_URL') === '',
    ...webauthnSettings(env, text(env, 'PUBLIC_URL', `http://localhost:${port}`)),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    logIdentity: { release: text(env, 'RELEASE', text(env, 'npm_package_version', 'unreleased')), instance: text(env, 'INSTANCE_ID', `${os.hostname()}:${process.pid}`) },
    bodyLimit: integer(env, 'BODY_LIMIT', 64 * 1024),
    brandName: text(env, 'BRAND_NAME', 'SLYNUMBER'),
    brandMode: brandMode(env),
    businessAddress: text(env, 'BUSINESS_ADDRESS', mode.sandbox ? SANDBOX_BUSINESS_ADDRESS : ''),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM', 'no-reply@localhost'),
    stripeSecretKey: text(env, 'STRIPE_SECRET_KEY'),
    vapidPublicKey: text(env, 'VAPID_PUBLIC_KEY'),
    vapidPrivateKey: text(env, 'VAPID_PRIVATE_KEY'),
    vapidSubject: vapidSubject(env),
    stripePublishableKey: text(env, 'STRIPE_PUBLISHABLE_KEY'),
    recaptchaSecret: text(env, 'RECAPTCHA_SECRET'),
    recaptchaSiteKey: text(env, 'RECAPTCHA_SITE_KEY'),
    googleClientId: text(env, 'GOOGLE_CLIENT_ID'),
    appleClientId: text(env, 'APPLE_CLIENT_ID'),
    googleJwksUrl: text(env, 'GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
    appleJwksUrl: text(env, 'APPLE_JWKS_URL', 'https://appleid.apple.com/auth/keys'),
    esimApiUrl: text(env, 'ESIM_API_URL'),
    esimApiKey: text(env, 'ESIM_API_KEY'),
    gtmId: text(env, 'GTM_ID'),
    supportEmail: text(env, 'SUPPORT_EMAIL', 'support@example.com'),
    appStoreUrl: text(env, 'APP_STORE_URL', 'https://apps.apple.com/'),
    playStoreUrl: text(env, 'PLAY_STORE_URL', 'https://play.google.com/store'),
    devtools: flag(env, 'DEVTOOLS'),
    migrationRedirectHosts: list(env, 'MIGRATION_REDIRECT_HOSTS'),
    migrationSiteUrl: text(env, 'MIGRATION_SITE_URL'),
    telephonyWebhookSecret: text(env, 'TELEPHONY_WEBHOOK_SECRET'),
    greetingMaxBytes: integer(env, 'GREETING_MAX_BYTES', 5 * 1024 * 1024),
    portCompletionDelayMs: integer(env, 'PORT_COMPLETION_DELAY_MS', 60_000),
    portUnfixedExpiryDays: integer(env, 'PORT_UNFIXED_EXPIRY_DAYS', 7),
    telephonyApiUrl: text(env, 'TELEPHONY_API_URL'),
    telephonyApiKey: text(env, 'TELEPHONY_API_KEY'),
    callerLookupCacheMs: integer(env, 'CALLER_LOOKUP_CACHE_HOURS', 7 * 24) * HOUR,
    callerLookupBackfillIntervalMs: interval(env, 'CALLER_LOOKUP_BACKFILL_INTERVAL_MS', 5 * MINUTE),
    callerLookupBackfillBatch: integer(env, 'CALLER_LOOKUP_BACKFILL_BATCH', 50),
    renewalIntervalMs: interval(env, 'RENEWAL_INTERVAL_MS', 5 * MINUTE),
    displayTimeZone: displayTimeZone(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10),
    demoAccountOnStart: demoAccountOnStart(env),
    termsFile: text(env, 'TERMS_FILE'),
    privacyFile: text(env, 'PRIVACY_FILE'),
    numberHoldMs: integer(env, 'NUMBER_HOLD_DAYS', 90) * DAY,
    numberLapseGraceMs: integer(env, 'NUMBER_LAPSE_GRACE_DAYS', 30) * DAY,
    jobPollIntervalMs: interval(env, 'JOB_POLL_INTERVAL_MS', 10_000),
    jobLeaseMs: jobLease(env),
    pendingPaymentGraceMs: integer(env, 'PENDING_PAYMENT_GRACE_MS', 10 * MINUTE),
    mailMaxAttempts: atLeastOne(env, 'MAIL_MAX_ATTEMPTS', 10),
    mailRetryBaseMs: interval(env, 'MAIL_RETRY_BASE_MS', 30_000),
    mailRetryMaxMs: interval(env, 'MAIL_RETRY_MAX_MS', HOUR),
    mailSendLeaseMs: interval(env, 'MAIL_SEND_LEASE_MS', 2 * MINUTE),
    mailOutboxRetentionMs: integer(env, 'MAIL_OUTBOX_RETENTION_DAYS', 7) * DAY,
    sessionIdleMs: integer(env, 'SESSION_IDLE_MINUTES', 24 * 60) * MINUTE,
    sessionAbsoluteMs: integer(env, 'SESSION_ABSOLUTE_HOURS', 30 * 24) * HOUR,
    reauthMs: reauthMinutes(env) * MINUTE,
    locationHeaders: locationHeaders(env),
    emailVerificationTtlMs: integer(env, 'EMAIL_VERIFICATION_TTL_HOURS', 48) * HOUR,
    passwordResetTtlMs: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 30) * MINUTE,
    signInTokenTtlMs: integer(env, 'SIGN_IN_TOKEN_TTL_MINUTES', 15) * MINUTE,
    trustProxy: trustProxy(env),
    rateLimits: rateLimits(env),
    paymentLimits: paymentLimits(env),
    deviceCookieSecret: deviceCookieSecret(env),
    drainMs: integer(env, 'DRAIN_MS', 10_000),
    migrateOnStart: yesNo(env, 'MIGRATE_ON_START', true),
    liveEvents: {
      keepAliveMs: interval(env, 'LIVE_EVENTS_KEEP_ALIVE_MS', 25_000),
      maxStreams: integer(env, 'LIVE_EVENTS_MAX_STREAMS', 10_000),
      maxStreamsPerUser: Math.max(1, integer(env, 'LIVE_EVENTS_MAX_STREAMS_PER_USER', 5)),
      heartbeatMs: interval(env, 'LIVE_EVENTS_HEARTBEAT_MS', 5_000),
    },
    metricsToken: text(env, 'METRICS_TOKEN'),
    metricsPort: integer(env, 'METRICS_PORT', 0),
    vitalsSampleRate: share(env, 'VITALS_SAMPLE_RATE', 0.1),
    otlpEndpoint: text(env, 'OTEL_EXPORTER_OTLP_ENDPOINT').replace(/\/+$/, ''),
  };
}
