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
  'current_password',
  'currentPassword',
  'id_token',
  'idToken',
  'recaptcha_token',
  'recaptchaToken',
  'user_stripe_token',
  'cardToken',
  'idtoken',
  'authcode',
  'credential',
  'nonce',
  'authorization',
  'Authorization',
  // The live stream's single-use ticket (POST /events/ticket).
  'ticket',
  // A number transfer's credentials at the losing carrier.
  'pin',
  'account_number',
  // The eSIM's activation code (LPA string): it installs the customer's data plan on any phone.
  'textQrCode',
]);

/**
 * Endpoints whose whole argument is a secret: an ID token or a one-time sign-in token, and a Web
 * Push subscription (its endpoint and keys let anyone who holds them push to the device).
 */
const secretArgEndpoints = new Set(['verifyGoogleToken', 'verifySignInToken', 'savePushSubscription']);

function isFile(value: object): value is Blob {
  return (typeof Blob !== 'undefined' && value instanceof Blob) || (typeof File !== 'undefined' && value instanceof File);
}

function describeFile(value: Blob): string {
  const name = 'name' in value && typeof value.name === 'string' ? value.name : 'blob';
  return `<file ${name}, ${value.size} bytes>`;
}

/**
 * A copy of `value` with every secret replaced by '<redacted>', for Redux DevTools: support staff
 * see a user's state and actions, never their token, passwords, card or reCAPTCHA tokens.
 */
export function redactSecrets<T>(value: T): T {
  return redact(value, new Set()) as T;
}

/** `ancestors` holds the objects on the current path only: shared (not cyclic) references are copied. */
function redact(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isFile(value)) return describeFile(value);
  if (ancestors.has(value)) return '<circular>';
  ancestors.add(value);
  try {
    return Array.isArray(value) ? value.map((item) => redact(item, ancestors)) : redactRecord(value, ancestors);
  } finally {
    ancestors.delete(value);
  }
}

function redactRecord(value: object, ancestors: Set<object>): Record<string, unknown> {
  const source = value as Record<string, unknown>;
  const hasSecretArg = typeof source.endpointName === 'string' && secretArgEndpoints.has(source.endpointName);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(source)) {
    if (secretKeys.has(key) && item !== null && item !== undefined) copy[key] = REDACTED;
    else if (hasSecretArg && key === 'originalArgs') copy[key] = REDACTED;
    else copy[key] = redact(item, ancestors);
  }
  return copy;
}
