import path from 'node:path';
import { loadConfig } from '../src/config';
import { warnOfSandboxMode } from '../src/sandboxWarning';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';

describe('loadConfig', () => {
  test('has a default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('.data'),
      databaseUrl: '',
      distDir: path.resolve('dist'),
      publicUrl: 'http://localhost:8080',
      brandName: 'SLYNUMBER',
      brandMode: 'text',
      smtpUrl: '',
      recaptchaSecret: '',
      devtools: false,
      migrationRedirectHosts: [],
      portCompletionDelayMs: 60_000,
      jobPollIntervalMs: 10_000,
      pendingPaymentGraceMs: 600_000,
      sessionIdleMs: 24 * 60 * 60_000,
      sessionAbsoluteMs: 30 * 24 * 60 * 60_000,
      drainMs: 10_000,
      migrateOnStart: true,
    });
  });

  test('reads the environment', () => {
    const config = loadConfig({
      PORT: '8081',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db/app',
      PUBLIC_URL: 'https://phone.example.com/',
      BRAND_MODE: 'logo',
      DEVTOOLS: 'yes',
      MIGRATION_REDIRECT_HOSTS: ' a.example.com ,, b.example.com ',
      PORT_COMPLETION_DELAY_MS: '0',
      DRAIN_MS: '0',
      MIGRATE_ON_START: 'false',
    });
    expect(config).toMatchObject({
      port: 8081,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db/app',
      publicUrl: 'https://phone.example.com',
      brandMode: 'logo',
      devtools: true,
      migrationRedirectHosts: ['a.example.com', 'b.example.com'],
      portCompletionDelayMs: 0,
      drainMs: 0,
      migrateOnStart: false,
    });
  });

  test('PUBLIC_URL follows PORT by default', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  test.each([
    ['PORT', 'eighty', 'Environment variable PORT must be a non-negative integer, got "eighty".'],
    ['PORT', '-1', 'Environment variable PORT must be a non-negative integer, got "-1".'],
    ['BRAND_MODE', 'neon', 'Environment variable BRAND_MODE must be "text" or "logo", got "neon".'],
    ['MIGRATE_ON_START', 'flase', 'Environment variable MIGRATE_ON_START must be true or false, got "flase".'],
    ['DRAIN_MS', '10s', 'Environment variable DRAIN_MS must be a non-negative integer, got "10s".'],
    ['JOB_POLL_INTERVAL_MS', '0', 'Environment variable JOB_POLL_INTERVAL_MS must be at least 1 (milliseconds).'],
    ['RENEWAL_INTERVAL_MS', '0', 'Environment variable RENEWAL_INTERVAL_MS must be at least 1 (milliseconds).'],
    ['JOB_LEASE_MS', '500', 'Environment variable JOB_LEASE_MS must be at least 1000 (milliseconds).'],
    ['JOB_LEASE_MS', 'soon', 'Environment variable JOB_LEASE_MS must be a non-negative integer, got "soon".'],
  ])('a malformed %s stops the start with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('security settings', () => {
  test('rate limits have defaults and are read from RATE_LIMIT_* variables', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      windowMs: 15 * 60_000,
      signIn: { perIp: 100, perAccount: 10 },
      signUp: { perIp: 30, perAccount: 5 },
      passwordReset: { perIp: 30, perAccount: 5 },
      resendVerification: { perIp: 30, perAccount: 5 },
      numberSearch: { perIp: 300, perAccount: 100 },
      numberPurchase: { perIp: 30, perAccount: 10 },
      emailChange: { perIp: 30, perAccount: 5 },
      socialNonce: { perIp: 300, perAccount: 0 },
      vitals: { perIp: 300, perAccount: 0 },
      signInLock: { perAccountAllSources: 50, lockMs: 60_000, maxLockMs: 3_600_000 },
      requestsPerIp: { burst: 600, perSecond: 10 },
    });
    const config = loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_SIGN_IN_PER_IP: '7', RATE_LIMIT_NUMBER_SEARCH_PER_ACCOUNT: '0' });
    expect(config.rateLimits.windowMs).toBe(60_000);
    expect(config.rateLimits.signIn.perIp).toBe(7);
    expect(config.rateLimits.numberSearch.perAccount).toBe(0);
    // The account's budget over every unknown source follows the per-account number unless set.
    expect(loadConfig({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '4' }).rateLimits.signInLock.perAccountAllSources).toBe(20);
    expect(loadConfig({ RATE_LIMIT_SIGN_IN_PER_ACCOUNT_ALL_SOURCES: '9' }).rateLimits.signInLock.perAccountAllSources).toBe(9);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_UP_PER_IP: 'many' })).toThrow('Environment variable RATE_LIMIT_SIGN_UP_PER_IP must be a non-negative integer, got "many".');
  });

  test('DEVICE_COOKIE_SECRET: empty (generated and kept in the database) or at least 32 characters', () => {
    expect(loadConfig({}).deviceCookieSecret).toBe('');
    expect(loadConfig({ DEVICE_COOKIE_SECRET: 'k'.repeat(32) }).deviceCookieSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow('Environment variable DEVICE_COOKIE_SECRET must be at least 32 characters (or empty).');
  });

  test.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['10.89.21.10, 2001:db8::/32', ['10.89.21.10', '2001:db8::/32']],
  ])('TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  test.each(['true', 'TRUE', 'yes', '*'])('TRUST_PROXY=%j is refused at start: a client’s own X-Forwarded-For would choose its address', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`Environment variable TRUST_PROXY must not be "${value}": trusting every proxy lets a client's own X-Forwarded-For choose its address.`);
  });

  test.each(['proxy.example.com', '10.0.0.0/33', '-1', '1.5'])('TRUST_PROXY=%j is refused at start as neither a hop count nor addresses', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('Environment variable TRUST_PROXY must be a hop count or a comma list of proxy addresses, CIDRs or loopback');
  });

  test('RATE_LIMIT_REQUESTS_PER_IP_*: 600 at once, 10 a second by default; 0 turns the budget off', () => {
    expect(loadConfig({}).rateLimits.requestsPerIp).toEqual({ burst: 600, perSecond: 10 });
    expect(loadConfig({ RATE_LIMIT_REQUESTS_PER_IP_BURST: '0', RATE_LIMIT_REQUESTS_PER_IP_PER_SECOND: '3' }).rateLimits.requestsPerIp).toEqual({ burst: 0, perSecond: 3 });
  });
});

describe('PUBLIC_URL with a shared database (several instances may run)', () => {
  const DATABASE_URL = 'postgres://u:p@db/app';
  const warningsOf = (env: Record<string, string>) => {
    const warnings: string[] = [];
    warnOfSandboxMode(loadConfig(env), { warn: (_fields, message) => warnings.push(message ?? '') });
    return warnings.filter((warning) => warning.startsWith('PUBLIC_URL'));
  };

  test('real mode refuses to start without it, since each instance would name itself in links', () => {
    expect(() => loadConfig({ ...REAL_MODE_CREDENTIALS, DATABASE_URL })).toThrow('Environment variable PUBLIC_URL must be set with DATABASE_URL in real mode');
    expect(loadConfig({ ...REAL_MODE_CREDENTIALS, DATABASE_URL, PUBLIC_URL: 'https://phone.example.com' }).publicUrl).toBe('https://phone.example.com');
    // One machine on the embedded database: the default is right.
    expect(loadConfig({ ...REAL_MODE_CREDENTIALS, PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  test('a sandbox starts, with a warning naming the address it defaulted to', () => {
    expect(warningsOf({ DATABASE_URL, PORT: '9000' })).toEqual([expect.stringContaining('http://localhost:9000')]);
    expect(warningsOf({ DATABASE_URL, PUBLIC_URL: 'http://lb.example.test' })).toEqual([]);
    expect(warningsOf({})).toEqual([]);
  });
});

describe('metrics settings', () => {
  test('off by default: no metrics token, no metrics port, no tracing; one page view in ten reports its vitals', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: '', metricsPort: 0, otlpEndpoint: '', vitalsSampleRate: 0.1 });
  });

  test('read from METRICS_TOKEN, METRICS_PORT, VITALS_SAMPLE_RATE and OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(
      loadConfig({ METRICS_TOKEN: 'tok', METRICS_PORT: '9464', VITALS_SAMPLE_RATE: '0.5', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }),
    ).toMatchObject({ metricsToken: 'tok', metricsPort: 9464, vitalsSampleRate: 0.5, otlpEndpoint: 'http://collector:4318' });
  });

  test.each(['-0.1', '1.5', 'ten percent'])('VITALS_SAMPLE_RATE=%s is refused with a clear message', (value) => {
    expect(() => loadConfig({ VITALS_SAMPLE_RATE: value })).toThrow(`Environment variable VITALS_SAMPLE_RATE must be a number from 0 to 1 (0.1 is one page view in ten), got "${value}".`);
  });
});

describe('passkey settings', () => {
  it('default to the public URL origin and its host name', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://phone.example.com/app/' });
    expect(config.webauthnOrigin).toBe('https://phone.example.com');
    expect(config.webauthnRpId).toBe('phone.example.com');
  });

  it('take WEBAUTHN_ORIGIN and WEBAUTHN_RP_ID when set', () => {
    const config = loadConfig({ WEBAUTHN_ORIGIN: 'https://login.example.com', WEBAUTHN_RP_ID: 'example.com' });
    expect(config.webauthnOrigin).toBe('https://login.example.com');
    expect(config.webauthnRpId).toBe('example.com');
  });

  it('refuse a WEBAUTHN_ORIGIN that is not an origin, with a clear message', () => {
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'phone' })).toThrow('WEBAUTHN_ORIGIN must be an origin');
  });
});
