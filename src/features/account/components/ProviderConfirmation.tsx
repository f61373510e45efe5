import { useEffect, useRef } from 'react';
import { iconPaths } from '../../../components/icons/iconPaths';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { getConfig } from '../../../config/loadConfig';
// The sign-in feature's provider code, reused to obtain an ID token without signing in anew.
import { prepareAppleSignIn, renderGoogleButton, signInWithApple } from '../../auth/social/providerSdks';
import { signInWithSandboxPopup } from '../../auth/social/sandboxPopup';
import { AuthorizeError, SignInCancelled, type SocialCredential } from '../../auth/social/socialTypes';
import type { SocialProviderName } from '../../../types/api';
import { accountMessages } from '../accountMessages';
import { accountIcons } from './accountIcons';

const label: Record<SocialProviderName, string> = { google: 'Google', apple: 'Apple' };

export interface ProviderConfirmationProps {
  providers: SocialProviderName[];
  /** The provider whose fresh sign-in the form holds, or null. */
  confirmedWith: SocialProviderName | null;
  onConfirmed(provider: SocialProviderName, idToken: string): void;
}

/** Google's own button when a client id is configured (its script loads only here, on first use). */
function GoogleConfirmButton({ clientId, onResult }: { clientId: string; onResult(result: SocialCredential | AuthorizeError): void }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  }, [onResult]);
  useEffect(() => {
    if (!container.current) return;
    renderGoogleButton(container.current, clientId, (result) => latest.current(result)).catch((error: unknown) =>
      console.warn('Google sign-in is unavailable:', error),
    );
  }, [clientId]);
  return <div ref={container} aria-label="Confirm with Google" style={{ minHeight: 44 }} />;
}

/**
 * The 'Confirm with Google/Apple' step of an account without a password (issue 20): a fresh
 * sign-in with its provider, whose ID token goes with the change instead of a current password.
 * Nothing is signed in: the token only travels with the change.
 */
export function ProviderConfirmation({ providers, confirmedWith, onConfirmed }: ProviderConfirmationProps) {
  const { googleClientId, appleClientId } = getConfig();
  const notify = useNotify();

  useEffect(() => {
    if (appleClientId && providers.includes('apple')) {
      prepareAppleSignIn(appleClientId).catch((error: unknown) => console.warn('Sign in with Apple is unavailable:', error));
    }
  }, [appleClientId, providers]);

  if (confirmedWith) {
    return (
      <p className="pn-body2 pn-mt-1" role="status">
        <span className="pn-chip pn-chip--success">
          <PlainIcon path={accountIcons.checkCircle} />
          <span>Confirmed with {label[confirmedWith]}</span>
        </span>
      </p>
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
    <div className="pn-mt-1">
      <p className="pn-body2">Your account signs in with {providers.map((provider) => label[provider]).join(' or ')}: confirm it is you by signing in again.</p>
      <div className="pn-fields pn-fields--center pn-mt-1">
        {providers.map((provider) =>
          provider === 'google' && googleClientId ? (
            <GoogleConfirmButton key={provider} clientId={googleClientId} onResult={onGoogleResult} />
          ) : (
            <PlainButton
              key={provider}
              variant="outlined"
              startIcon={iconPaths[provider]}
              onClick={() => void confirm(provider, provider === 'apple' && appleClientId ? signInWithApple : () => signInWithSandboxPopup(provider))}
            >
              Confirm with {label[provider]}
            </PlainButton>
          ),
        )}
      </div>
    </div>
  );
}
