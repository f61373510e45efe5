/**
 * Sandbox or real: decided once, from the whole environment, never per provider. A sandbox
 * provider beside real ones would let anyone in (the sandbox sign-in page signs a token for any
 * email), so a configuration that mixes them stops the start instead.
 */

type Env = Record<string, string | undefined>;

/** What the rest of the server needs to know: the mode, and which sign-in buttons exist. */
export interface ProviderMode {
  /** Every provider simulated on this machine; /api/sandbox/* exists only then. */
  sandbox: boolean;
  /** False with GOOGLE_SIGNIN=off: no button in the SPA, no verify endpoint. */
  googleSignIn: boolean;
  /** False with APPLE_SIGNIN=off. */
  appleSignIn: boolean;
}

interface CredentialSet {
  /** How the provider is named in messages. */
  label: string;
  /** All of them, or none: one without the others is an error in both modes. */
  variables: string[];
  /** A variable that turns the provider off instead of configuring it (optional providers only). */
  switchVariable?: 'GOOGLE_SIGNIN' | 'APPLE_SIGNIN';
}

/** Every outside service and the variables that make it real. Mail has no switch: accounts need it. */
export const credentialSets: CredentialSet[] = [
  { label: 'payments (Stripe)', variables: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] },
  { label: 'reCAPTCHA', variables: ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] },
  { label: 'Google sign-in', variables: ['GOOGLE_CLIENT_ID'], switchVariable: 'GOOGLE_SIGNIN' },
  { label: 'Apple sign-in', variables: ['APPLE_CLIENT_ID'], switchVariable: 'APPLE_SIGNIN' },
  { label: 'telephony (numbers and ports)', variables: ['TELEPHONY_API_URL', 'TELEPHONY_API_KEY'] },
  { label: 'eSIM', variables: ['ESIM_API_URL', 'ESIM_API_KEY'] },
  { label: 'mail (SMTP)', variables: ['SMTP_URL'] },
];

const isSet = (env: Env, name: string) => (env[name] ?? '').trim() !== '';

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

/** An on/off variable; empty is `fallback`. Anything else is a typo, and typos stop the start. */
function onOff(env: Env, name: string, fallback: boolean | null): boolean | null {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  throw new Error(`Environment variable ${name} must be "on" or "off" (or 1/0, true/false), got "${env[name]}".`);
}

/**
 * Reads SANDBOX, the provider credentials and the sign-in switches. Sandbox mode: SANDBOX=1, or
 * SANDBOX unset and no credential at all. Otherwise real mode, where every provider needs its
 * credentials unless switched off. Throws one error listing every problem.
 */
export function decideProviderMode(env: Env): ProviderMode {
  const requested = onOff(env, 'SANDBOX', null);
  const switchedOn = {
    GOOGLE_SIGNIN: onOff(env, 'GOOGLE_SIGNIN', true) as boolean,
    APPLE_SIGNIN: onOff(env, 'APPLE_SIGNIN', true) as boolean,
  };
  const configured = credentialSets.flatMap((set) => set.variables).filter((name) => isSet(env, name));
  const sandbox = requested ?? configured.length === 0;

  const problems: string[] = [];
  if (sandbox && configured.length > 0) {
    problems.push(`SANDBOX=${env.SANDBOX?.trim()} but provider credentials are set (${joinNames(configured)}): unset them, or unset SANDBOX to run in real mode.`);
  }
  for (const set of credentialSets) {
    const present = set.variables.filter((name) => isSet(env, name));
    const missing = set.variables.filter((name) => !isSet(env, name));
    const off = set.switchVariable !== undefined && !switchedOn[set.switchVariable];
    if (off && present.length > 0) {
      problems.push(`${set.label}: ${set.switchVariable}=off but ${joinNames(present)} ${present.length > 1 ? 'are' : 'is'} set: remove one or the other.`);
    } else if (present.length > 0 && missing.length > 0) {
      problems.push(`${set.label}: ${joinNames(present)} ${present.length > 1 ? 'are' : 'is'} set without ${joinNames(missing)}.`);
    } else if (!sandbox && !off && present.length === 0) {
      const orOff = set.switchVariable ? ` (or set ${set.switchVariable}=off)` : '';
      problems.push(`${set.label}: ${joinNames(missing)} ${missing.length > 1 ? 'are' : 'is'} missing${orOff}.`);
    }
  }
  if (problems.length > 0) {
    const modeLine = sandbox
      ? 'The server would run in sandbox mode, where every provider is simulated:'
      : `The server runs in real mode (${requested === false ? 'SANDBOX=0' : 'some provider credentials are set'}), where no provider may be simulated:`;
    throw new Error(
      `${modeLine}\n- ${problems.join('\n- ')}\nA server is a sandbox or real, never a mix: configure every provider, or none (SANDBOX=1) for a sandbox. See docs/configuration.md.`,
    );
  }
  return { sandbox, googleSignIn: switchedOn.GOOGLE_SIGNIN, appleSignIn: switchedOn.APPLE_SIGNIN };
}

/** The providers a sandbox server simulates, as its start-up warning names them. */
export function simulatedProviders(mode: ProviderMode): string[] {
  return credentialSets
    .filter((set) => !(set.switchVariable === 'GOOGLE_SIGNIN' && !mode.googleSignIn) && !(set.switchVariable === 'APPLE_SIGNIN' && !mode.appleSignIn))
    .map((set) => set.label);
}
