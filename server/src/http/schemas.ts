/**
 * JSON-schema fragments shared by route modules. Every route declares its body, params,
 * querystring and responses; these keep the common parts identical and in one place.
 */

export const failureSchema = {
  type: 'object',
  description: 'SPEC §8 failure',
  required: ['failure'],
  properties: { failure: { type: 'string' } },
} as const;

export const successSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

/** The failures any route can answer; spread into each route's `response`. */
/** 429: a sign-in lock at its longest also names the SPA's reset page (`reset_path`). */
const tooManyRequestsSchema = {
  ...failureSchema,
  properties: { ...failureSchema.properties, reset_path: { type: 'string' } },
} as const;

export const failureResponses = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  413: failureSchema,
  415: failureSchema,
  429: tooManyRequestsSchema,
  500: failureSchema,
  502: failureSchema,
  /** The database is unreachable for a moment (with Retry-After). */
  503: failureSchema,
} as const;

/** A sign-in's answer (SPEC §7 SessionUser): password, link token, Google or Apple. */
export const sessionUserSchema = {
  type: 'object',
  required: ['user_token', 'is_migrated', 'redirect_url'],
  properties: {
    user_token: { type: 'string' },
    is_migrated: { type: 'boolean' },
    redirect_url: { type: ['string', 'null'] },
  },
} as const;

/** A reCAPTCHA token as the SPA sends it (checked with Google, never stored). */
export const recaptchaTokenSchema = { type: 'string', minLength: 1, maxLength: 4096 } as const;
/** A row id in a body or path: a positive PostgreSQL integer. */
export const rowIdSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Marks a route as needing `Authorization: Token {token}` in the OpenAPI document. */
export const tokenSecurity = [{ token: [] }];

export const emailSchema = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;
/** New passwords: SPEC §9 minimum; the maximum bounds the cost of hashing. */
export const newPasswordSchema = { type: 'string', minLength: 8, maxLength: 128 } as const;
/** Passwords being checked: any non-empty string of sane size (a wrong one must cost the same). */
export const givenPasswordSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;
/** Required names: at least one visible character. */
export const nameSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
/** The tokens this server issues: 32 random bytes in base64url. */
export const tokenParamSchema = { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** A card token from Stripe Elements or the sandbox card form (tok_…, pm_…). */
export const cardTokenSchema = { type: 'string', minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' } as const;
/** What a purchase body may add: a one-time card, saved as the default only with save_card. */
export const oneTimeCardProperties = {
  card_token: { ...cardTokenSchema, description: 'Charge this card instead of the card on file; not saved unless save_card' },
  save_card: { type: 'boolean', description: 'Make card_token the card on file (default false)' },
} as const;
