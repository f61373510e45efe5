import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { defaultConfig } from '../../src/config/appConfig';
import { parseConfig } from '../../src/config/loadConfig';

describe('runtime configuration', () => {
  it('takes every valid key from config.js', () => {
    const warn = jest.fn();
    const config = parseConfig(
      {
        brandName: 'Acme',
        brandMode: 'logo',
        apiBaseUrl: 'https://api.example.com/v1',
        stripePublishableKey: 'pk_test_1',
        recaptchaSiteKey: 'site',
        googleClientId: 'g',
        appleClientId: 'a',
        gtmId: 'GTM-1',
        supportEmail: 'help@acme.test',
        appStoreUrl: 'https://apps.example/acme',
        playStoreUrl: 'https://play.example/acme',
        devtools: true,
        migrationRedirectHosts: ['new.example'],
        sandbox: true,
        googleSignIn: false,
        appleSignIn: false,
        vitalsSampleRate: 0.1,
        termsUrl: 'https://acme.test/terms',
        privacyUrl: 'https://acme.test/privacy',
      },
      warn,
    );
    expect(config).toEqual({
      brandName: 'Acme',
      brandMode: 'logo',
      apiBaseUrl: 'https://api.example.com/v1',
      stripePublishableKey: 'pk_test_1',
      recaptchaSiteKey: 'site',
      googleClientId: 'g',
      appleClientId: 'a',
      gtmId: 'GTM-1',
      supportEmail: 'help@acme.test',
      appStoreUrl: 'https://apps.example/acme',
      playStoreUrl: 'https://play.example/acme',
      devtools: true,
      migrationRedirectHosts: ['new.example'],
      sandbox: true,
      googleSignIn: false,
      appleSignIn: false,
      vitalsSampleRate: 0.1,
      termsUrl: 'https://acme.test/terms',
      privacyUrl: 'https://acme.test/privacy',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'brandName=Acme'],
    ['an array', ['Acme']],
  ])('falls back to the defaults with a warning when config.js is %s', (_label, raw) => {
    const warn = jest.fn();
    expect(parseConfig(raw, warn)).toEqual(defaultConfig);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps valid keys and defaults each malformed one, naming it in the warning', () => {
    const warn = jest.fn();
    const config = parseConfig(
      { brandName: 'Acme', brandMode: 'neon', devtools: 'yes', apiBaseUrl: 42, migrationRedirectHosts: [1] },
      warn,
    );
    expect(config.brandName).toBe('Acme');
    expect(config.brandMode).toBe(defaultConfig.brandMode);
    expect(config.devtools).toBe(false);
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.migrationRedirectHosts).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('apiBaseUrl'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('brandMode'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('devtools'));
  });

  it('refuses an empty API base URL', () => {
    const warn = jest.fn();
    expect(parseConfig({ apiBaseUrl: '  ' }, warn).apiBaseUrl).toBe('/api');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('apiBaseUrl'));
  });

  it('leaves sandbox mode (empty keys) as the default for every integration', () => {
    const config = parseConfig({}, jest.fn());
    expect([config.stripePublishableKey, config.recaptchaSiteKey, config.googleClientId, config.appleClientId]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('without a word on it, a config is no sandbox and shows both sign-in buttons', () => {
    expect(parseConfig({}, jest.fn())).toMatchObject({ sandbox: false, googleSignIn: true, appleSignIn: true });
  });

  it('reports Core Web Vitals only when the server gives a share of page views from 0 to 1', () => {
    expect(parseConfig({}, jest.fn()).vitalsSampleRate).toBe(0);
    expect(parseConfig({ vitalsSampleRate: 0.25 }, jest.fn()).vitalsSampleRate).toBe(0.25);
    const warn = jest.fn();
    expect(parseConfig({ vitalsSampleRate: 2 }, warn).vitalsSampleRate).toBe(0);
    expect(parseConfig({ vitalsSampleRate: '0.5' }, warn).vitalsSampleRate).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vitalsSampleRate'));
  });

  it('a sandbox or switch value that is not a boolean falls back to its default, named in the warning', () => {
    const warn = jest.fn();
    expect(parseConfig({ sandbox: 'yes', appleSignIn: 'off' }, warn)).toMatchObject({ sandbox: false, appleSignIn: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sandbox, appleSignIn'));
  });

  it('the default public/config.js (npm run dev) is a sandbox: its keys are empty, so every integration is a stand-in', () => {
    const script = fs.readFileSync(path.resolve(__dirname, '../../public/config.js'), 'utf8');
    const scope: { __APP_CONFIG__?: unknown } = {};
    vm.runInNewContext(script, { window: scope });
    const config = parseConfig(scope.__APP_CONFIG__, jest.fn());
    expect(config).toMatchObject({ sandbox: true, stripePublishableKey: '', recaptchaSiteKey: '', googleClientId: '', appleClientId: '' });
  });

  it('public/config.js sets only what differs from the defaults: one place holds each default', () => {
    const script = fs.readFileSync(path.resolve(__dirname, '../../public/config.js'), 'utf8');
    const scope: { __APP_CONFIG__?: Record<string, unknown> } = {};
    vm.runInNewContext(script, { window: scope });
    const set = Object.entries(scope.__APP_CONFIG__ ?? {});
    expect(set.length).toBeGreaterThan(0);
    const repeated = set.filter(([key, value]) => JSON.stringify(value) === JSON.stringify(defaultConfig[key as keyof typeof defaultConfig]));
    expect(repeated).toEqual([]);
  });
});
