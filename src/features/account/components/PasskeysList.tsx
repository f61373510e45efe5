import { useCallback, useRef, useState } from 'react';
import { failureText, isApiError } from '../../../api/apiError';
import { useGetPasskeysQuery, useRemovePasskeyMutation } from '../../../api/passkeysApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Spaced } from '../../../components/plain/layout/Spaced';
import type { PasskeySummary } from '../../../contract/api';
import { passkeysSupported } from '../../../lib/passkeys/passkeyCeremony';
import { passkeyMessages } from '../../../lib/passkeys/passkeyMessages';
import { useAddPasskey } from '../useAddPasskey';
import { RemovePasskeyDialog } from '../parts';
import { PasskeyItem } from './PasskeyItem';

/**
 * 'Passkeys' in Signed-in devices: each passkey, 'Add a passkey' (where the browser can make one)
 * and 'Remove' after a confirmation. A backend without passkeys (404) shows nothing of it.
 */
export function PasskeysList() {
  const passkeys = useGetPasskeysQuery();
  const { add, busy: adding } = useAddPasskey();
  const [removePasskey, removing] = useRemovePasskeyMutation();
  const [pending, setPendingNow] = useState<PasskeySummary | null>(null);
  // The dialog (MUI, a part) is mounted from the first question on, so that closing animates.
  const [asked, setAsked] = useState(false);
  const setPending = useCallback((next: PasskeySummary | null) => {
    if (next) setAsked(true);
    setPendingNow(next);
  }, []);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Set when the pressed button is gone: the keyboard then carries on from the heading. */
  const focusHeadingOnClose = useRef(false);
  const notify = useNotify();

  const confirmRemoval = async () => {
    if (!pending) return;
    try {
      await removePasskey(pending.id).unwrap();
      notify.success(passkeyMessages.removedNotice);
      focusHeadingOnClose.current = true;
    } catch {
      // The error middleware has shown the failure.
    }
    setPending(null);
  };

  // A backend of SPEC §7 alone: no passkeys anywhere.
  if (isApiError(passkeys.error) && passkeys.error.status === 404) return null;

  let content;
  if (passkeys.isLoading) content = <PlainLoadingState label={passkeyMessages.loading} />;
  else if (!passkeys.data) {
    content = <PlainErrorWithRetry title={passkeyMessages.loadFailed} message={failureText(passkeys.error)} onRetry={() => void passkeys.refetch()} />;
  } else if (passkeys.data.passkeys.length === 0) content = <p className="pn-body2">{passkeyMessages.none}</p>;
  else {
    content = (
      <ul aria-label={passkeyMessages.listLabel} className="devices-list">
        {passkeys.data.passkeys.map((passkey) => (
          <PasskeyItem key={passkey.id} passkey={passkey} onRemove={setPending} />
        ))}
      </ul>
    );
  }

  return (
    <Spaced above={3}>
      <section aria-labelledby="passkeys-title">
        <h3 ref={heading} id="passkeys-title" className="pn-h6 devices-title" tabIndex={-1}>
          {passkeyMessages.title}
        </h3>
        <p className="pn-body2 pn-secondary devices-intro">{passkeyMessages.intro}</p>
        {content}
        {passkeys.data && (
          <Spaced above={2}>
            {passkeysSupported() ? (
              <PlainButton variant="outlined" loading={adding} disabled={adding} onClick={() => void add()}>
                {passkeyMessages.add}
              </PlainButton>
            ) : (
              <p className="pn-body2 pn-secondary">{passkeyMessages.unsupported}</p>
            )}
          </Spaced>
        )}
        {asked && (
          <RemovePasskeyDialog
            passkey={pending}
            busy={removing.isLoading}
            onCancel={() => setPending(null)}
            onConfirm={() => void confirmRemoval()}
            onClosed={() => {
              if (focusHeadingOnClose.current) heading.current?.focus();
              focusHeadingOnClose.current = false;
            }}
          />
        )}
      </section>
    </Spaced>
  );
}
