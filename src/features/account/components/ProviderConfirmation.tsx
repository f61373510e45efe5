import { useEffect } from 'react';
import { applePath } from '../../../components/icons/paths/apple';
import { checkCirclePath } from '../../../components/icons/paths/checkCircle';
import { googlePath } from '../../../components/icons/paths/google';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { getConfig } from '../../../config/loadConfig';
// The provider code sign-in uses, here to obtain an ID token without signing in anew.
import { GoogleButton } from '../../../components/social/GoogleButton';
import { prepareAppleSignIn, signInWithApple } from '../../../components/social/providerSdks';
import { signInWithSandboxPopup } from '../../../components/social/sandboxPopup';
import { AuthorizeError, SignInCancelled, type SocialCredential } from '../../../components/social/socialTypes';
import { useNonceSupply } from '../../../components/social/useNonceSupply';
import type { SocialProviderName } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { Spaced } from '../../../components/plain/layout/Spaced';

const label: Record<SocialProviderName, string> = { google: 'Google', apple: 'Apple' };
/** Each provider's mark, named so that the bundle keeps only these two icons. */
const providerIcons: Record<SocialProviderName, string> = { apple: applePath, google: googlePath };

export interface ProviderConfirmationProps {
  providers: SocialProviderName[];
  /** The provider whose fresh sign-in the form holds, or null. */
  confirmedWith: SocialProviderName | null;
  onConfirmed(provider: SocialProviderName, idToken: string): void;
}

/**
 * The 'Confirm with Google/Apple' step of an account without a password: a fresh
 * sign-in with its provider, whose ID token goes with the change instead of a current password.
 * Nothing is signed in: the token only travels with the change.
 */
export function ProviderConfirmation({ providers, confirmedWith, onConfirmed }: ProviderConfirmationProps) {
  const { googleClientId, appleClientId } = getConfig();
  const notify = useNotify();
  // The server accepts an ID token only with a nonce it issued, once (as for sign-in). Apple's SDK
  // opens its popup within the click, so its nonce is fetched ahead; the sandbox's on the click.
  const nonces = useNonceSupply(Boolean(appleClientId && providers.includes('apple')));

  useEffect(() => {
    if (appleClientId && providers.includes('apple')) {
      prepareAppleSignIn(appleClientId).catch((error: unknown) => console.warn('Sign in with Apple is unavailable:', error));
    }
  }, [appleClientId, providers]);

  if (confirmedWith) {
    return (
      <Spaced above={1}>
        <p className="pn-body2" role="status">
          <span className="pn-chip pn-chip--success">
            <PlainIcon path={checkCirclePath} />
            <span>Confirmed with {label[confirmedWith]}</span>
          </span>
        </p>
      </Spaced>
    );
  }

  const confirm = async (provider: SocialProviderName, obtain: () => Promise<SocialCredential>) => {
    try {
      onConfirmed(provider, (await obtain()).idToken);
    } catch (error) {
      if (!(error instanceof SignInCancelled)) notify.error(accountMessages.authorizeError);
    }
  };
  const onGoogleResult = (result: SocialCredential | AuthorizeError) => {
    if (result instanceof AuthorizeError) notify.error(accountMessages.authorizeError);
    else onConfirmed('google', result.idToken);
  };

  return (
    <Spaced above={1}>
      <p className="pn-body2">Your account signs in with {providers.map((provider) => label[provider]).join(' or ')}: confirm it is you by signing in again.</p>
      <Spaced above={1} className="pn-fields pn-fields--center">
        {providers.map((provider) =>
          provider === 'google' && googleClientId ? (
            <GoogleButton key={provider} clientId={googleClientId} label="Confirm with Google" onResult={onGoogleResult} />
          ) : (
            <PlainButton
              key={provider}
              variant="outlined"
              startIcon={providerIcons[provider]}
              onClick={() =>
                void confirm(
                  provider,
                  provider === 'apple' && appleClientId
                    ? async () => signInWithApple(appleClientId, await nonces.take())
                    : () => signInWithSandboxPopup(provider, nonces.take),
                )
              }
            >
              Confirm with {label[provider]}
            </PlainButton>
          ),
        )}
      </Spaced>
    </Spaced>
  );
}
