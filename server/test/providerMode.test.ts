import { loadConfig } from '../src/config';
import { credentialSets } from '../src/providerMode';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';

/**
 * Each provider's credential set, written out here (not read from the code under test) so that
 * a set dropped from the check would fail this file.
 */
const SETS: Record<string, string[]> = {
  payments: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  recaptcha: ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'],
  google: ['GOOGLE_CLIENT_ID'],
  apple: ['APPLE_CLIENT_ID'],
  telephony: ['TELEPHONY_API_URL', 'TELEPHONY_API_KEY'],
  esim: ['ESIM_API_URL', 'ESIM_API_KEY'],
  mail: ['SMTP_URL'],
};
const names = Object.keys(SETS);

/** The made-up credentials of the named sets only. */
function credentialsOf(sets: string[]): Record<string, string> {
  return Object.fromEntries(sets.flatMap((set) => SETS[set].map((name) => [name, REAL_MODE_CREDENTIALS[name]])));
}

/** 'A', 'A and B', 'A, B and C', as the error message joins names. */
const joined = (list: string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/** Every subset of the providers, each as the list of sets configured. */
const subsets = Array.from({ length: 2 ** names.length }, (_, bits) => names.filter((_name, index) => bits & (1 << index)));

const startError = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the start was not refused: ${JSON.stringify(env)}`);
};

test('the checked credential sets are exactly the providers listed here', () => {
  expect(credentialSets.map((set) => set.variables)).toEqual(Object.values(SETS));
});

describe('sandbox or real, never a mix: every combination of configured providers', () => {
  test.each(subsets.map((configured) => [configured.join(', ') || 'none', configured]))('configured: %s', (_label, configured) => {
    const env = credentialsOf(configured as string[]);
    const missing = names.filter((name) => !configured.includes(name));
    if (configured.length === 0) {
      expect(loadConfig(env).sandbox).toBe(true);
    } else if (missing.length === 0) {
      expect(loadConfig(env).sandbox).toBe(false);
    } else {
      const message = startError(env);
      expect(message).toContain('The server runs in real mode (some provider credentials are set)');
      // Every missing provider is named with its variables, one line each, and nothing else.
      for (const name of missing) expect(message).toContain(`${joined(SETS[name])} ${SETS[name].length > 1 ? 'are' : 'is'} missing`);
      expect(message.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(missing.length);
    }
  });

  test('the message names the missing variables of each provider, and the way out', () => {
    const message = startError({ ...credentialsOf(names), STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', APPLE_CLIENT_ID: '' });
    expect(message).toBe(
      [
        'The server runs in real mode (some provider credentials are set), where no provider may be simulated:',
        '- payments (Stripe): STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are missing.',
        '- Apple sign-in: APPLE_CLIENT_ID is missing (or set APPLE_SIGNIN=off).',
        'A server is a sandbox or real, never a mix: configure every provider, or none (SANDBOX=1) for a sandbox. See docs/configuration.md.',
      ].join('\n'),
    );
  });

  test("the issue's attack configuration (Google configured, Apple empty) does not start", () => {
    expect(startError({ GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' })).toContain('APPLE_CLIENT_ID is missing');
  });
});

describe('half-filled credential sets are refused in both modes', () => {
  const halves = Object.entries(SETS).flatMap(([set, variables]) =>
    variables.length < 2 ? [] : variables.map((present) => [set, present, variables.filter((name) => name !== present)] as const),
  );

  test.each(halves)('%s: only %s, nothing else configured', (_set, present, absent) => {
    expect(startError({ [present]: 'x' })).toContain(`${present} is set without ${joined([...absent])}.`);
  });

  test.each(halves)('%s: only %s, every other provider configured', (set, present, absent) => {
    const env = { ...credentialsOf(names.filter((name) => name !== set)), [present]: 'x' };
    expect(startError(env)).toContain(`${present} is set without ${joined([...absent])}.`);
  });

  test.each(halves)('%s: only %s, with SANDBOX=1', (_set, present, absent) => {
    expect(startError({ SANDBOX: '1', [present]: 'x' })).toContain(`${present} is set without ${joined([...absent])}.`);
  });

  test('a blank value counts as not set', () => {
    expect(startError({ TELEPHONY_API_URL: 'http://carrier.test', TELEPHONY_API_KEY: '   ' })).toContain('TELEPHONY_API_URL is set without TELEPHONY_API_KEY.');
  });
});

describe('SANDBOX', () => {
  test('unset with no credential at all: sandbox mode', () => {
    expect(loadConfig({}).sandbox).toBe(true);
  });

  test.each(['1', 'true', 'on'])('SANDBOX=%s with no credential: sandbox mode', (value) => {
    expect(loadConfig({ SANDBOX: value }).sandbox).toBe(true);
  });

  test.each(names)('SANDBOX=1 with the %s credentials set is refused (never a sandbox beside real keys)', (set) => {
    const message = startError({ SANDBOX: '1', ...credentialsOf([set]) });
    expect(message).toContain(`SANDBOX=1 but provider credentials are set (${joined(SETS[set])})`);
  });

  test('SANDBOX=1 with every credential set is refused too', () => {
    expect(startError({ SANDBOX: '1', ...credentialsOf(names) })).toContain('SANDBOX=1 but provider credentials are set');
  });

  test('SANDBOX=0 pins real mode: with no credential it names every missing one instead of becoming a sandbox', () => {
    const message = startError({ SANDBOX: '0' });
    expect(message).toContain('The server runs in real mode (SANDBOX=0)');
    for (const variables of Object.values(SETS)) expect(message).toContain(joined(variables));
    expect(loadConfig({ SANDBOX: '0', ...credentialsOf(names) }).sandbox).toBe(false);
  });

  test('a value that is neither on nor off stops the start', () => {
    expect(() => loadConfig({ SANDBOX: 'maybe' })).toThrow('Environment variable SANDBOX must be "on" or "off" (or 1/0, true/false), got "maybe".');
  });
});

describe('GOOGLE_SIGNIN and APPLE_SIGNIN switches', () => {
  test('both on by default', () => {
    expect(loadConfig({})).toMatchObject({ googleSignIn: true, appleSignIn: true });
    expect(loadConfig(credentialsOf(names))).toMatchObject({ googleSignIn: true, appleSignIn: true });
  });

  test.each([
    ['APPLE_SIGNIN', 'apple', 'appleSignIn'],
    ['GOOGLE_SIGNIN', 'google', 'googleSignIn'],
  ])('%s=off lets real mode start without that client id, and turns the provider off', (variable, set, key) => {
    const env = { ...credentialsOf(names.filter((name) => name !== set)), [variable]: 'off' };
    expect(loadConfig(env)).toMatchObject({ sandbox: false, [key]: false });
  });

  test('both off: real mode with no social sign-in at all', () => {
    const env = { ...credentialsOf(names.filter((name) => name !== 'google' && name !== 'apple')), GOOGLE_SIGNIN: 'off', APPLE_SIGNIN: 'off' };
    expect(loadConfig(env)).toMatchObject({ sandbox: false, googleSignIn: false, appleSignIn: false });
  });

  test('a switch is not a credential: with nothing else set the server is still a sandbox, with that provider off', () => {
    expect(loadConfig({ APPLE_SIGNIN: 'off' })).toMatchObject({ sandbox: true, appleSignIn: false, googleSignIn: true });
  });

  test('a switch does not excuse any other provider', () => {
    const env = { ...credentialsOf(names.filter((name) => name !== 'apple' && name !== 'mail')), APPLE_SIGNIN: 'off' };
    expect(startError(env)).toContain('mail (SMTP): SMTP_URL is missing.');
  });

  test('switched off and configured at once is refused', () => {
    expect(startError({ ...credentialsOf(names), APPLE_SIGNIN: 'off' })).toContain('Apple sign-in: APPLE_SIGNIN=off but APPLE_CLIENT_ID is set: remove one or the other.');
  });

  test('a typo stops the start', () => {
    expect(() => loadConfig({ GOOGLE_SIGNIN: 'of' })).toThrow('Environment variable GOOGLE_SIGNIN must be "on" or "off" (or 1/0, true/false), got "of".');
  });
});
