import DialogContentText from '@mui/material/DialogContentText';
import type { Control } from 'react-hook-form';
import { FormMessage } from '../../../components/forms/FormMessage';
import { OutlinedField } from '../../../components/forms/OutlinedField';
import type { Profile } from '../../../contract/api';
import type { ConfirmBy, OwnerValues } from '../schemas';
import type { ProviderSignIn } from '../useProviderSignIn';
import { OwnerProofInput } from './OwnerProofInput';

interface OwnerProofDialogFieldsProps<T extends OwnerValues> {
  /** What the proof is asked for, said to a customer with a password and to one without. */
  intro: { byPassword: string; byProvider: string };
  /** The intro's id, when the dialog is described by it. */
  introId?: string;
  confirmBy: ConfirmBy;
  profile: Profile | undefined;
  control: Control<T>;
  /** The form's message (the server's refusal, or the first rule broken) and its element's id. */
  message: string | undefined;
  messageId: string;
  providerSignIn: ProviderSignIn;
  autoFocus?: boolean;
}

/**
 * The owner proof inside a dialog (eSIM codes and data, the data export, account deletion): what
 * it is asked for, the current password or a Google/Apple sign-in, and the form's message.
 */
export function OwnerProofDialogFields<T extends OwnerValues>({
  intro,
  introId,
  confirmBy,
  profile,
  control,
  message,
  messageId,
  providerSignIn,
  autoFocus,
}: OwnerProofDialogFieldsProps<T>) {
  return (
    <>
      <DialogContentText id={introId} sx={{ mb: 2 }}>
        {confirmBy === 'provider' ? intro.byProvider : intro.byPassword}
      </DialogContentText>
      <OwnerProofInput
        input={OutlinedField}
        profile={profile}
        control={control}
        formMessageId={message && messageId}
        providerSignIn={providerSignIn}
        autoFocus={autoFocus}
      />
      <FormMessage id={messageId} message={message} />
    </>
  );
}
