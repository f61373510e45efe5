import { useEffect } from 'react';
import { applePath } from '../../../components/icons/paths/apple';
import { googlePath } from '../../../components/icons/paths/google';
import { PlainButton } from '../../../components/plain/PlainButton';
import { getConfig } from '../../../config/loadConfig';
import { GoogleButton } from '../../../components/social/GoogleButton';
import { prepareAppleSignIn, signInWithApple } from '../../../components/social/providerSdks';
import { signInWithSandboxPopup } from '../../../components/social/sandboxPopup';
import { useNonceSupply } from '../../../components/social/useNonceSupply';
import { useSocialSignIn } from '../social/useSocialSignIn';

/**
 * Apple and Google sign-in (SPEC §2 Login, Register). With a client id the provider's SDK loads
 * lazily; without one (sandbox) the API server's sandbox page opens in a 450x730 popup. A provider
 * switched off on the server (`appleSignIn` / `googleSignIn` false) shows no button; with neither,
 * nothing shows.
 */
export function SocialSignIn() {
  const { googleClientId, appleClientId, googleSignIn, appleSignIn } = getConfig();
  const { run, onGoogleResult } = useSocialSignIn();
  // Apple's SDK opens its popup within the click, so its nonce is fetched ahead; the sandbox's on the click.
  const nonces = useNonceSupply(Boolean(appleSignIn && appleClientId));

  useEffect(() => {
    if (appleSignIn && appleClientId) prepareAppleSignIn(appleClientId).catch((error: unknown) => console.warn('Sign in with Apple is unavailable:', error));
  }, [appleSignIn, appleClientId]);

  if (!googleSignIn && !appleSignIn) return null;
  return (
    <div className="pn-stack" style={{ gap: 12 }}>
      <div className="pn-divider" role="separator">
        <span>or</span>
      </div>
      {appleSignIn ? (
        <PlainButton
          variant="outlined"
          size="large"
          startIcon={applePath}
          onClick={() =>
            void run('apple', appleClientId ? async () => signInWithApple(appleClientId, await nonces.take()) : () => signInWithSandboxPopup('apple', nonces.take))
          }
        >
          Sign in with Apple
        </PlainButton>
      ) : null}
      {!googleSignIn ? null : googleClientId ? (
        <GoogleButton clientId={googleClientId} label="Sign in with Google" onResult={onGoogleResult} />
      ) : (
        <PlainButton variant="outlined" size="large" startIcon={googlePath} onClick={() => void run('google', () => signInWithSandboxPopup('google', nonces.take))}>
          Sign in with Google
        </PlainButton>
      )}
    </div>
  );
}
