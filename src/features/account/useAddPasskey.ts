import { useCallback, useState } from 'react';
import { useAddPasskeyMutation, useGetPasskeyRegistrationOptionsMutation } from '../../api/passkeysApi';
import { useNotify } from '../../components/feedback/useNotify';
import { ceremonyCancelled, ceremonyFailureText, createPasskey } from '../../lib/passkeys/passkeyCeremony';
import { passkeyMessages } from '../../lib/passkeys/passkeyMessages';

/**
 * 'Add a passkey': the server's options (a recent proof first: the base query asks 'Confirm it's
 * you' and sends the call again), the device's new passkey, then the server keeps it and the list
 * is read again. A closed prompt says nothing; the API's failures are toasted by the error middleware.
 */
export function useAddPasskey(): { add: () => Promise<void>; busy: boolean } {
  const [getOptions] = useGetPasskeyRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const add = useCallback(async () => {
    setBusy(true);
    try {
      const options = await getOptions().unwrap();
      let credential;
      try {
        credential = await createPasskey(options);
      } catch (error) {
        if (!ceremonyCancelled(error)) notify.error(ceremonyFailureText(error));
        return;
      }
      await addPasskey({ credential }).unwrap();
      notify.success(passkeyMessages.addedNotice);
    } catch {
      // The error middleware has shown the API's failure.
    } finally {
      setBusy(false);
    }
  }, [getOptions, addPasskey, notify]);

  return { add, busy };
}
