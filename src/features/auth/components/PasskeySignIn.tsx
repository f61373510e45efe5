import { useState } from 'react';
import { isApiError } from '../../../api/apiError';
import { useGetPasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from '../../../api/passkeysApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { answerWithPasskey, ceremonyCancelled, ceremonyFailureText, passkeysSupported } from '../../../lib/passkeys/passkeyCeremony';
import { passkeyMessages } from '../../../lib/passkeys/passkeyMessages';
import { authMessages } from '../authMessages';
import { screenFailureText } from '../screenFailureText';
import { useSignInLanding } from '../useSignInLanding';

const MESSAGE_ID = 'passkey-sign-in-message';

/**
 * 'Sign in with a passkey' on the login page, loaded after its first paint: the server's challenge,
 * the device's answer, then the same landing as a password sign-in. A closed prompt says nothing;
 * a refusal (401, 429) shows as the password form's does. A browser without WebAuthn shows nothing,
 * nor does a backend without passkeys (404) once asked.
 */
export default function PasskeySignIn() {
  const land = useSignInLanding();
  const [getOptions] = useGetPasskeySignInOptionsMutation();
  const [signInWithPasskey] = useSignInWithPasskeyMutation();
  const notify = useNotify();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable || !passkeysSupported()) return null;

  const attempt = async (): Promise<string | undefined> => {
    let options;
    try {
      options = await getOptions().unwrap();
    } catch (error) {
      if (isApiError(error) && error.status === 404) setUnavailable(true);
      else return screenFailureText(error, authMessages.loginFailed);
      return undefined;
    }
    let credential;
    try {
      credential = await answerWithPasskey(options);
    } catch (error) {
      return ceremonyCancelled(error) ? undefined : ceremonyFailureText(error);
    }
    const failed = await land(() => signInWithPasskey({ credential }).unwrap());
    return failed?.text;
  };

  const signIn = async () => {
    setBusy(true);
    setFailure(undefined);
    const text = await notify.whileBusy(attempt);
    setBusy(false);
    setFailure(text);
  };

  return (
    <div className="pn-stack" style={{ gap: 8 }}>
      <PlainButton variant="outlined" size="large" loading={busy} disabled={busy} onClick={() => void signIn()} aria-describedby={failure ? MESSAGE_ID : undefined}>
        {passkeyMessages.signIn}
      </PlainButton>
      <PlainFormMessage id={MESSAGE_ID} message={failure} />
    </div>
  );
}
