import AppleIcon from '@mui/icons-material/Apple';
import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { getConfig } from '../../../config/loadConfig';
import { prepareAppleSignIn, renderGoogleButton, signInWithApple } from '../social/providerSdks';
import { signInWithSandboxPopup } from '../social/sandboxPopup';
import { useSocialSignIn } from '../social/useSocialSignIn';

/** Google's own button (its script loads here, on pages that show it). */
function GoogleIdentityButton({ clientId, onResult }: { clientId: string; onResult: Parameters<typeof renderGoogleButton>[2] }) {
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
  return <Box ref={container} aria-label="Sign in with Google" sx={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}

/**
 * Apple and Google sign-in (SPEC §2 Login, Register). With a client id the provider's SDK loads
 * lazily; without one (sandbox) the API server's sandbox page opens in a 450x730 popup.
 */
export function SocialSignIn() {
  const { googleClientId, appleClientId } = getConfig();
  const { run, onGoogleResult } = useSocialSignIn();

  useEffect(() => {
    if (appleClientId) prepareAppleSignIn(appleClientId).catch((error: unknown) => console.warn('Sign in with Apple is unavailable:', error));
  }, [appleClientId]);

  return (
    <Stack spacing={1.5}>
      <Divider>or</Divider>
      <Button
        variant="outlined"
        size="large"
        startIcon={<AppleIcon />}
        onClick={() => void run('apple', appleClientId ? signInWithApple : () => signInWithSandboxPopup('apple'))}
      >
        Sign in with Apple
      </Button>
      {googleClientId ? (
        <GoogleIdentityButton clientId={googleClientId} onResult={onGoogleResult} />
      ) : (
        <Button variant="outlined" size="large" startIcon={<GoogleIcon />} onClick={() => void run('google', () => signInWithSandboxPopup('google'))}>
          Sign in with Google
        </Button>
      )}
    </Stack>
  );
}
