import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistrationCredential, PasskeyRequestOptions, PasskeySummary } from '../../src/contract/api';
import { nextId } from './sequence';

export function buildPasskey(overrides: Partial<PasskeySummary> = {}): PasskeySummary {
  return {
    id: nextId(),
    label: 'Chrome on macOS',
    created_at: '2026-11-20T10:00:00.000Z',
    last_used_at: null,
    backed_up: true,
    ...overrides,
  };
}

/** A passkey used once, and one never used since it was added. */
export function buildPasskeyList(): PasskeySummary[] {
  return [
    buildPasskey({ id: 1, label: 'iPhone', created_at: '2026-11-20T10:00:00.000Z', last_used_at: '2026-11-25T09:30:00.000Z' }),
    buildPasskey({ id: 2, label: 'YubiKey 5', created_at: '2026-11-22T10:00:00.000Z', last_used_at: null, backed_up: false }),
  ];
}

export function buildPasskeyCreationOptions(overrides: Partial<PasskeyCreationOptions> = {}): PasskeyCreationOptions {
  return {
    challenge: 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
    rp: { id: 'localhost', name: 'Private Numbers' },
    user: { id: 'dXNlci0x', name: 'jane@example.com', displayName: 'Jane Doe' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    timeout: 300000,
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    attestation: 'none',
    ...overrides,
  };
}

export function buildPasskeyRequestOptions(overrides: Partial<PasskeyRequestOptions> = {}): PasskeyRequestOptions {
  return { challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U', rpId: 'localhost', timeout: 300000, allowCredentials: [], userVerification: 'preferred', ...overrides };
}

/** What the browser's navigator.credentials.create() gives, as JSON. */
export function buildPasskeyRegistration(): PasskeyRegistrationCredential {
  return {
    id: 'bmV3LXBhc3NrZXk',
    rawId: 'bmV3LXBhc3NrZXk',
    type: 'public-key',
    response: { clientDataJSON: 'Y2xpZW50LWRhdGE', attestationObject: 'YXR0ZXN0YXRpb24', transports: ['internal'] },
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
  };
}

/** What the browser's navigator.credentials.get() gives, as JSON. */
export function buildPasskeyAssertion(): PasskeyAssertion {
  return {
    id: 'aVBob25lLXBhc3NrZXk',
    rawId: 'aVBob25lLXBhc3NrZXk',
    type: 'public-key',
    response: { clientDataJSON: 'Y2xpZW50LWRhdGE', authenticatorData: 'YXV0aC1kYXRh', signature: 'c2lnbmF0dXJl', userHandle: 'dXNlci0x' },
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
  };
}
