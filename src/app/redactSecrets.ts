/** What Redux DevTools shows instead of a secret. */
export const REDACTED = '<redacted>';

/** Keys whose values are secrets wherever they appear in state or actions. */
const secretKeys = new Set([
  'token',
  'user_token',
  'password',
  'confirm_password',
  'confirmPassword',
  'new_password',
  'recaptcha_token',
  'recaptchaToken',
  'user_stripe_token',
  'cardToken',
  'idtoken',
  'authcode',
  'credential',
  'authorization',
  'Authorization',
]);

/** Endpoints whose whole argument is a secret string (an ID token or a one-time sign-in token). */
const secretArgEndpoints = new Set(['verifyGoogleToken', 'verifySignInToken']);

function describeFile(value: Blob): string {
  const name = typeof File !== 'undefined' && value instanceof File ? value.name : 'blob';
  return `<file ${name}, ${value.size} bytes>`;
}

/**
 * A copy of `value` with every secret replaced by '<redacted>', for Redux DevTools: support staff
 * see a user's state and actions, never their token, passwords, card or reCAPTCHA tokens.
 */
export function redactSecrets<T>(value: T): T {
  return redact(value, new WeakSet()) as T;
}

function redact(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return describeFile(value);
  if (seen.has(value)) return '<circular>';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, seen));
  const source = value as Record<string, unknown>;
  const hasSecretArg = typeof source.endpointName === 'string' && secretArgEndpoints.has(source.endpointName);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (secretKeys.has(key) && item !== null && item !== undefined) copy[key] = REDACTED;
    else if (hasSecretArg && key === 'originalArgs') copy[key] = REDACTED;
    else copy[key] = redact(item, seen);
  }
  return copy;
}
