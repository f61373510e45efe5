import { loadScript } from '../../../lib/loadScript';
import { AuthorizeError, SOCIAL_CALLBACK_PATH, type SocialCredential } from './socialTypes';

/** Google Identity Services: renders Google's own button and returns an ID token. */
export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';
/** Sign in with Apple JS. */
export const APPLE_SDK_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback(response: { credential?: string }): void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
interface AppleIdentity {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; state: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization?: { id_token?: string; code?: string } }>;
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
    AppleID?: AppleIdentity;
  }
}

/** Loads Google's script and renders its button into `parent`; every sign-in calls `onCredential`. */
export async function renderGoogleButton(
  parent: HTMLElement,
  clientId: string,
  onResult: (result: SocialCredential | AuthorizeError) => void,
): Promise<void> {
  await loadScript(GOOGLE_SDK_URL);
  const google = window.google;
  if (!google) throw new Error('Google Identity Services did not start.');
  google.accounts.id.initialize({
    client_id: clientId,
    callback: ({ credential }) => onResult(credential ? { idToken: credential } : new AuthorizeError('No credential.')),
  });
  google.accounts.id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: parent.clientWidth || 300 });
}

/** Loads Apple's script ahead of the click (a popup must open within the click). */
export async function prepareAppleSignIn(clientId: string): Promise<void> {
  await loadScript(APPLE_SDK_URL);
  window.AppleID?.auth.init({
    clientId,
    scope: 'name email',
    redirectURI: `${window.location.origin}${SOCIAL_CALLBACK_PATH}`,
    state: crypto.randomUUID(),
    usePopup: true,
  });
}

/** Apple's popup; resolves with the ID token and authorization code. */
export async function signInWithApple(): Promise<SocialCredential> {
  const apple = window.AppleID;
  if (!apple) throw new AuthorizeError('Sign in with Apple is not ready.');
  const { authorization } = await apple.auth.signIn();
  if (!authorization?.id_token) throw new AuthorizeError('No credential.');
  return { idToken: authorization.id_token, authCode: authorization.code };
}
