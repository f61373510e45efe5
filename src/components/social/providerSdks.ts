import { loadScript } from '../../lib/loadScript';
import { AuthorizeError, SOCIAL_CALLBACK_PATH, type SocialCredential } from './socialTypes';

/** Google Identity Services: renders Google's own button and returns an ID token. */
export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';
/** Sign in with Apple JS. */
export const APPLE_SDK_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; nonce: string; callback(response: { credential?: string }): void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
interface AppleSignInConfig {
  clientId: string;
  scope: string;
  redirectURI: string;
  state: string;
  usePopup: boolean;
  nonce?: string;
}
interface AppleIdentity {
  auth: {
    init(options: AppleSignInConfig): void;
    signIn(options?: AppleSignInConfig): Promise<{ authorization?: { id_token?: string; code?: string } }>;
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdentity;
  }
}

/**
 * Loads Google's script and renders its button into `parent`, set up with `nonce` (Google signs it
 * into the ID token); a sign-in calls `onResult`. Called again with each new nonce.
 */
export async function renderGoogleButton(
  parent: HTMLElement,
  clientId: string,
  nonce: string,
  onResult: (result: SocialCredential | AuthorizeError) => void,
): Promise<void> {
  await loadScript(GOOGLE_SDK_URL);
  const google = window.google;
  if (!google) throw new Error('Google Identity Services did not start.');
  google.accounts.id.initialize({
    client_id: clientId,
    nonce,
    callback: ({ credential }) => onResult(credential ? { idToken: credential } : new AuthorizeError('No credential.')),
  });
  parent.replaceChildren();
  google.accounts.id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: parent.clientWidth || 300 });
}

function appleConfig(clientId: string): AppleSignInConfig {
  return { clientId, scope: 'name email', redirectURI: `${window.location.origin}${SOCIAL_CALLBACK_PATH}`, state: crypto.randomUUID(), usePopup: true };
}

/** Loads Apple's script ahead of the click (a popup must open within the click). */
export async function prepareAppleSignIn(clientId: string): Promise<void> {
  await loadScript(APPLE_SDK_URL);
  window.AppleID?.auth.init(appleConfig(clientId));
}

/**
 * Apple's popup, given `nonce` (Apple puts the nonce it is given in the ID token); resolves with
 * the ID token and authorization code.
 */
export async function signInWithApple(clientId: string, nonce: string): Promise<SocialCredential> {
  const apple = window.AppleID;
  if (!apple) throw new AuthorizeError('Sign in with Apple is not ready.');
  const { authorization } = await apple.auth.signIn({ ...appleConfig(clientId), nonce });
  if (!authorization?.id_token) throw new AuthorizeError('No credential.');
  return { idToken: authorization.id_token, authCode: authorization.code };
}
