import * as webAuthn from '@simplewebauthn/browser';

/**
 * The browser side of the passkey tests: jsdom has no WebAuthn, so a test says whether this
 * "browser" has it (window.PublicKeyCredential) and what the device answers. The test file
 * mocks '@simplewebauthn/browser' with jest.mock first.
 */
export const startRegistration = jest.mocked(webAuthn.startRegistration);
export const startAuthentication = jest.mocked(webAuthn.startAuthentication);

/** Gives the browser WebAuthn (or takes it away) for one test. */
export function browserHasWebAuthn(has: boolean): void {
  if (has) Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true });
  else Reflect.deleteProperty(window, 'PublicKeyCredential');
}

/** What the library rethrows when the customer closes the browser's prompt (or lets it time out). */
export function promptClosed(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

/** What the library rethrows when this device already holds one of the account's passkeys. */
export function alreadyRegistered(): Error {
  const error = new Error('The authenticator was previously registered');
  error.name = 'InvalidStateError';
  return error;
}
