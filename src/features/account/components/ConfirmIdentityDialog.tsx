import { useGetProfileQuery } from '../../../api/accountApi';
import type { SocialProviderName } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { passkeyMessages } from '../../../lib/passkeys/passkeyMessages';
import { useIdentityProofForm } from '../useIdentityProofForm';
import { OwnerProofDialog } from './OwnerProofDialog';
import { usePasskeyProof } from '../usePasskeyProof';

const TITLE_ID = 'confirm-identity-title';
const TEXT_ID = 'confirm-identity-text';
const ERROR_ID = 'confirm-identity-error';

interface ConfirmIdentityDialogProps {
  /** true once the server has accepted the proof (the refused call is sent again), false on Cancel. */
  onSettled(confirmed: boolean): void;
}

/**
 * 'Confirm it's you': a guarded action (buying eSIM data, the eSIM's activation code) was refused
 * for want of a recent proof of identity. The current password, or a fresh Google or Apple sign-in
 * for an account without one, or one of the account's passkeys, goes to POST /account/reauth; the
 * screen behind keeps what it had.
 */
export function ConfirmIdentityDialog({ onSettled }: ConfirmIdentityDialogProps) {
  const { data: profile } = useGetProfileQuery();
  const { form, confirmBy, message, providerSignIn, prove } = useIdentityProofForm(profile);
  const passkeyProof = usePasskeyProof();

  const submit = form.handleSubmit(async (values) => {
    const outcome = await prove(values);
    // Proven: the refused call goes again. No proof endpoint (404): the refusal stands.
    if (outcome.kind !== 'refused') onSettled(outcome.kind === 'proven');
  });
  // A provider sign-in is the proof itself: it goes as soon as it is there.
  const signInConfirmed = {
    ...providerSignIn,
    onConfirmed(provider: SocialProviderName, idToken: string) {
      providerSignIn.onConfirmed(provider, idToken);
      void submit();
    },
  };
  const cancel = () => onSettled(false);
  const proveWithPasskey = async () => {
    form.clearErrors();
    const outcome = await passkeyProof.prove();
    if (outcome.kind === 'refused') form.setError('root', { type: 'server', message: outcome.failure });
    // A closed prompt leaves the dialog as it was.
    else if (outcome.kind !== 'cancelled') onSettled(outcome.kind === 'proven');
  };

  return (
    <OwnerProofDialog
      title={accountMessages.confirmIdentityTitle}
      titleId={TITLE_ID}
      describedBy={TEXT_ID}
      onCancel={cancel}
      onSubmit={(event) => void submit(event)}
      proof={{ form, confirmBy, message, providerSignIn: signInConfirmed }}
      profile={profile}
      intro={{
        // The text names every way the dialog offers.
        byPassword: passkeyProof.available ? accountMessages.confirmIdentityByPasswordOrPasskey : accountMessages.confirmIdentityByPassword,
        byProvider: accountMessages.confirmIdentityByProvider,
      }}
      introId={TEXT_ID}
      messageId={ERROR_ID}
      confirm={{ label: 'CONFIRM' }}
      otherProof={passkeyProof.available ? { label: passkeyMessages.useForProof, busy: passkeyProof.busy, onClick: () => void proveWithPasskey() } : undefined}
    />
  );
}
