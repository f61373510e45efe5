import { useCallback, useState } from 'react';
import { useGetPasskeyProofOptionsMutation, useGetPasskeysQuery } from '../../api/passkeysApi';
import { failureText } from '../../api/apiError';
import { answerWithPasskey, ceremonyCancelled, ceremonyFailureText, passkeysSupported } from '../../lib/passkeys/passkeyCeremony';
import { useProveIdentity, type ProofOutcome } from './useProveIdentity';

/** What a passkey proof came to: a ProofOutcome, or nothing when the customer closed the prompt. */
export type PasskeyProofOutcome = ProofOutcome | { kind: 'cancelled' };

/**
 * 'Use a passkey' in 'Confirm it's you': offered when this browser can and the account has a
 * passkey (a backend without passkeys answers the list with 404: not offered). The server's
 * challenge, the device's answer, then POST /account/reauth `passkey`.
 */
export function usePasskeyProof(): { available: boolean; busy: boolean; prove: () => Promise<PasskeyProofOutcome> } {
  const supported = passkeysSupported();
  const passkeys = useGetPasskeysQuery(undefined, { skip: !supported });
  const [getOptions] = useGetPasskeyProofOptionsMutation();
  const proveIdentity = useProveIdentity();
  const [busy, setBusy] = useState(false);

  const prove = useCallback(async (): Promise<PasskeyProofOutcome> => {
    setBusy(true);
    try {
      let options;
      try {
        options = await getOptions().unwrap();
      } catch (error) {
        return { kind: 'refused', status: undefined, failure: failureText(error) };
      }
      let passkey;
      try {
        passkey = await answerWithPasskey(options);
      } catch (error) {
        return ceremonyCancelled(error) ? { kind: 'cancelled' } : { kind: 'refused', status: undefined, failure: ceremonyFailureText(error) };
      }
      return await proveIdentity({ passkey });
    } finally {
      setBusy(false);
    }
  }, [getOptions, proveIdentity]);

  return { available: supported && (passkeys.data?.passkeys.length ?? 0) > 0, busy, prove };
}
