import { useEffect, useRef } from 'react';
import { iconPaths } from '../../../components/icons/iconPaths';
import { PlainButton } from '../../../components/plain/PlainButton';
import { getConfig } from '../../../config/loadConfig';
import { prepareAppleSignIn, renderGoogleButton, signInWithApple } from '../social/providerSdks';
import { signInWithSandboxPopup } from '../social/sandboxPopup';
import { useNonceSupply } from '../social/useNonceSupply';
import { useSocialSignIn } from '../social/useSocialSignIn';

/**
 * Google's own button (its script loads here, on pages that show it), set up again with each new
 * nonce: a nonce serves one sign-in.
 */
function GoogleIdentityButton({ clientId, onResult }: { clientId: string; onResult: Parameters<typeof renderGoogleButton>[3] }) {
  const container = useRef<HTMLDivElement>(null);
  const nonces = useNonceSupply(true);
  const latest = useRef({ onResult, take: nonces.take });
  useEffect(() => {
    latest.current = { onResult, take: nonces.take };
  }, [onResult, nonces.take]);
  useEffect(() => {
    if (!container.current || !nonces.ready) return;
    renderGoogleButton(container.current, clientId, nonces.ready, (result) => {
      void latest.current.take();
      latest.current.onResult(result);
    }).catch((error: unknown) => console.warn('Google sign-in is unavailable:', error));
  }, [clientId, nonces.ready]);
  return <div ref={container} aria-label="Sign in with Google" style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}

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
          startIcon={iconPaths.apple}
          onClick={() =>
            void run('apple', appleClientId ? async () => signInWithApple(appleClientId, await nonces.take()) : () => signInWithSandboxPopup('apple', nonces.take))
          }
        >
          Sign in with Apple
        </PlainButton>
      ) : null}
      {!googleSignIn ? null : googleClientId ? (
        <GoogleIdentityButton clientId={googleClientId} onResult={onGoogleResult} />
      ) : (
        <PlainButton variant="outlined" size="large" startIcon={iconPaths.google} onClick={() => void run('google', () => signInWithSandboxPopup('google', nonces.take))}>
          Sign in with Google
        </PlainButton>
      )}
    </div>
  );
}
