import { getConfig } from '../../config/loadConfig';
import {
  AuthorizeError,
  SignInCancelled,
  SOCIAL_CALLBACK_MESSAGE,
  SOCIAL_CALLBACK_PATH,
  type SocialCredential,
  type SocialProvider,
} from './socialTypes';

/** SPEC §9: social popups are 450x730. */
export const POPUP_FEATURES = 'popup,width=450,height=730';
const CLOSED_POLL_MS = 500;

function randomState(): string {
  return crypto.randomUUID();
}

/** The API server's sandbox sign-in page for a provider, returning to our callback page. */
export function sandboxAuthorizeUrl(provider: SocialProvider, state: string, nonce: string): string {
  const origin = window.location.origin;
  const apiBase = new URL(getConfig().apiBaseUrl, origin).href.replace(/\/$/, '');
  const query = new URLSearchParams({ redirect_uri: `${origin}${SOCIAL_CALLBACK_PATH}`, state, nonce });
  return `${apiBase}/sandbox/identity/${provider}/authorize?${query.toString()}`;
}

function isCallbackMessage(data: unknown): data is { type: string; fragment: string } {
  if (typeof data !== 'object' || data === null) return false;
  const { type, fragment } = data as Record<string, unknown>;
  return type === SOCIAL_CALLBACK_MESSAGE && typeof fragment === 'string';
}

/**
 * Sandbox sign-in (no client id configured): the server's sign-in page in a 450x730 popup, given
 * the nonce that `nextNonce` fetches, as a real provider's page would be. The popup opens blank
 * within the click (or a browser blocks it) and goes to the page once the nonce is there. Only a
 * message from our own origin carrying the state we generated is accepted; anything else is
 * ignored. Resolves with the credential; rejects with AuthorizeError when the answer has none
 * (or the popup was blocked), with the nonce's failure when it cannot be had, and with
 * SignInCancelled when the visitor closes the popup.
 */
export async function signInWithSandboxPopup(provider: SocialProvider, nextNonce: () => Promise<string>): Promise<SocialCredential> {
  const state = randomState();
  const popup = window.open('about:blank', `${provider}-sign-in`, POPUP_FEATURES);
  if (!popup) throw new AuthorizeError('The sign-in window was blocked.');
  let nonce: string;
  try {
    nonce = await nextNonce();
  } catch (error) {
    popup.close();
    throw error;
  }
  if (popup.closed) throw new SignInCancelled();
  popup.location.href = sandboxAuthorizeUrl(provider, state, nonce);

  return new Promise<SocialCredential>((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isCallbackMessage(event.data)) return;
      const answer = new URLSearchParams(event.data.fragment.replace(/^#/, ''));
      if (answer.get('state') !== state) return;
      finish();
      const idToken = answer.get('id_token');
      if (!idToken) reject(new AuthorizeError(answer.get('error') ?? 'No credential.'));
      else resolve({ idToken, authCode: answer.get('code') ?? undefined });
    };
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new SignInCancelled());
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
