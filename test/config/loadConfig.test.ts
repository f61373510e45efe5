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
});
