import { checkRedirectUrl, MAX_REDIRECT_URL_LENGTH } from '../../src/lib/safeRedirect';

const brandOnly = ['brand.example'];

describe('checkRedirectUrl', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a mixed-case javascript: URL', 'JaVaScRiPt:alert(1)'],
    ['a javascript: URL split by a tab', 'java\tscript:alert(1)'],
    ['a javascript: URL split by a newline', 'java\nscript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example'],
    ['a slash-backslash URL', '/\\evil.example'],
    ['a relative path', '/dashboard/account'],
    ['a look-alike host that only starts with the allowed one', 'https://brand.example.evil.example/'],
    ['an allowed name as user-info in front of another host', 'https://brand.example@evil.example/'],
    ['a user and password', 'https://user:secret@brand.example/'],
    ['an http: downgrade of the allowed host', 'http://brand.example/'],
    ['an ftp: URL', 'ftp://brand.example/'],
    ['an 8 KB URL on the allowed host', `https://brand.example/${'a'.repeat(8 * 1024)}`],
    ['leading spaces', ' https://brand.example/'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('refuses %s', (_case, raw) => {
    const check = checkRedirectUrl(raw, brandOnly);
    expect(check.ok).toBe(false);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a mixed-case javascript: URL', 'JaVaScRiPt:alert(1)'],
    ['a javascript: URL split by a tab', 'java\tscript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a protocol-relative URL', '//evil.example'],
    ['a slash-backslash URL', '/\\evil.example'],
    ['user-info', 'https://brand.example@evil.example/'],
    ['http:', 'http://evil.example/'],
    ['an 8 KB URL', `https://evil.example/${'a'.repeat(8 * 1024)}`],
    ['an empty string', ''],
    ['null', null],
  ])('refuses %s with an empty allow-list too', (_case, raw) => {
    expect(checkRedirectUrl(raw, []).ok).toBe(false);
  });

  it('accepts an https URL on an allowed host, keeping path and query, without a warning', () => {
    expect(checkRedirectUrl('https://brand.example/welcome?u=1#top', brandOnly)).toEqual({
      ok: true,
      url: 'https://brand.example/welcome?u=1#top',
      anyHost: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('compares hosts without regard to case or stray spaces in the allow-list', () => {
    expect(checkRedirectUrl('https://BRAND.example/', [' Brand.Example ']).ok).toBe(true);
  });

  it('refuses an https host that is not on the allow-list', () => {
    expect(checkRedirectUrl('https://other.example/', brandOnly)).toEqual({ ok: false, reason: 'host other.example is not allowed' });
  });

  it('with an empty allow-list accepts any https host without user-info, and warns in the console', () => {
    expect(checkRedirectUrl('https://anywhere.example/path', [])).toEqual({ ok: true, url: 'https://anywhere.example/path', anyHost: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('migrationRedirectHosts is empty');
  });

  it('treats an allow-list of blank entries as empty', () => {
    expect(checkRedirectUrl('https://anywhere.example/', ['  ']).ok).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('accepts a URL of exactly the maximum length, not one character more', () => {
    const base = 'https://brand.example/';
    const longest = base + 'a'.repeat(MAX_REDIRECT_URL_LENGTH - base.length);
    expect(checkRedirectUrl(longest, brandOnly).ok).toBe(true);
    expect(checkRedirectUrl(`${longest}a`, brandOnly).ok).toBe(false);
  });
});
