import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistrationCredential, PasskeyRequestOptions } from '../../contract/api';
import { passkeyMessages } from './passkeyMessages';

/**
 * The browser's passkey ceremonies (WebAuthn). @simplewebauthn/browser loads only when one starts:
 * nothing of it is part of any page's first paint.
 */
const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can create and use passkeys at all (what browserSupportsWebAuthn checks, without loading it). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Asks the device for a new passkey answering the server's options. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationCredential> {
  const { startRegistration } = await loadWebAuthn();
  const credential = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  return credential as PasskeyRegistrationCredential;
}

/** Asks the device to answer the server's challenge with one of its passkeys. */
export async function answerWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await loadWebAuthn();
  const assertion = await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return assertion as PasskeyAssertion;
}

function nameOf(error: unknown): string | undefined {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : undefined;
}

/**
 * The customer closed the browser's prompt, or let it time out (NotAllowedError), or it was
 * aborted: nothing to say, they know.
 */
export function ceremonyCancelled(error: unknown): boolean {
  const name = nameOf(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** What to tell the customer when the device's ceremony failed for another reason. */
export function ceremonyFailureText(error: unknown): string {
  return nameOf(error) === 'InvalidStateError' ? passkeyMessages.alreadyOnDevice : passkeyMessages.failed;
}
