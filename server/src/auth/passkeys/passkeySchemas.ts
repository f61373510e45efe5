/**
 * JSON schemas of the passkey ceremonies' bodies and answers: what PublicKeyCredential.toJSON()
 * and @simplewebauthn/browser send, with bounds on every value so that garbage costs little.
 */

/** base64url text, with the padding some clients add; `maxLength` in characters. */
const base64url = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' }) as const;

/** A credential id is at most 1023 bytes (WebAuthn §5.1.2). */
const credentialIdSchema = base64url(1366);
const credentialCommon = {
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: { type: 'string', enum: ['public-key'] },
  authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
  clientExtensionResults: { type: 'object' },
} as const;
const transportsSchema = { type: 'array', maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[a-z-]+$' } } as const;

export const registrationCredentialSchema = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response', 'clientExtensionResults'],
  additionalProperties: false,
  properties: {
    ...credentialCommon,
    response: {
      type: 'object',
      required: ['clientDataJSON', 'attestationObject'],
      additionalProperties: false,
      properties: {
        clientDataJSON: base64url(8192),
        // 'none' attestation asked for; room for an authenticator's certificate chain anyway.
        attestationObject: base64url(32768),
        authenticatorData: base64url(8192),
        transports: transportsSchema,
        publicKeyAlgorithm: { type: 'integer', minimum: -65536, maximum: 65535 },
        publicKey: base64url(4096),
      },
    },
  },
} as const;

export const assertionSchema = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response', 'clientExtensionResults'],
  additionalProperties: false,
  properties: {
    ...credentialCommon,
    response: {
      type: 'object',
      required: ['clientDataJSON', 'authenticatorData', 'signature'],
      additionalProperties: false,
      properties: {
        clientDataJSON: base64url(8192),
        authenticatorData: base64url(8192),
        // The longest is a post-quantum one (ML-DSA-87, 4,627 bytes: 6,170 characters); browsers
        // offer ML-DSA-44 first when the site lists it, as @simplewebauthn/server does.
        signature: base64url(8192),
        // A user handle is at most 64 bytes.
        userHandle: { type: 'string', maxLength: 128, pattern: '^[A-Za-z0-9_-]*={0,2}$' },
      },
    },
  },
} as const;

const descriptorListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'type'],
    properties: { id: { type: 'string' }, type: { type: 'string' }, transports: { type: 'array', items: { type: 'string' } } },
  },
} as const;
/** Extensions and the like are passed on as the library makes them. */
const openObject = { type: 'object', additionalProperties: true } as const;

export const creationOptionsSchema = {
  type: 'object',
  required: ['challenge', 'rp', 'user', 'pubKeyCredParams'],
  properties: {
    challenge: { type: 'string' },
    rp: { type: 'object', required: ['name'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
    user: {
      type: 'object',
      required: ['id', 'name', 'displayName'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, displayName: { type: 'string' } },
    },
    pubKeyCredParams: { type: 'array', items: { type: 'object', required: ['alg', 'type'], properties: { alg: { type: 'integer' }, type: { type: 'string' } } } },
    timeout: { type: 'integer', description: 'milliseconds' },
    excludeCredentials: descriptorListSchema,
    authenticatorSelection: openObject,
    attestation: { type: 'string' },
    hints: { type: 'array', items: { type: 'string' } },
    extensions: openObject,
  },
} as const;

export const requestOptionsSchema = {
  type: 'object',
  required: ['challenge'],
  properties: {
    challenge: { type: 'string' },
    rpId: { type: 'string' },
    timeout: { type: 'integer', description: 'milliseconds' },
    allowCredentials: descriptorListSchema,
    userVerification: { type: 'string' },
    hints: { type: 'array', items: { type: 'string' } },
    extensions: openObject,
  },
} as const;

export const passkeySummarySchema = {
  type: 'object',
  required: ['id', 'label', 'created_at', 'last_used_at', 'backed_up'],
  properties: {
    id: { type: 'integer' },
    label: { type: 'string' },
    created_at: { type: 'string', description: 'ISO 8601' },
    last_used_at: { type: ['string', 'null'], description: 'ISO 8601; null until first used' },
    backed_up: { type: 'boolean', description: 'the device said the passkey is synced beyond itself' },
  },
} as const;

/** A label as the customer types it: trimmed, and the browser's name when left empty. */
export const passkeyLabelSchema = { type: 'string', maxLength: 60 } as const;
