import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../../components/forms/FormField';
import { OutlinedField } from '../../../components/forms/OutlinedField';
import type { SocialProviderName } from '../../../contract/api';
import type { ConfirmBy, OwnerValues } from '../schemas';
import type { ProviderSignIn } from '../useProviderSignIn';
import { LazyProviderConfirmation } from './LazyProviderConfirmation';

interface OwnerProofInputProps<T extends OwnerValues> {
  confirmBy: ConfirmBy;
  /** The providers an account without a password signs in with (ownerProof's providersOf). */
  providers: SocialProviderName[];
  control: Control<T>;
  /** The id of the form's message while it shows (see FormField). */
  formMessageId: string | undefined;
  providerSignIn: ProviderSignIn;
  autoFocus?: boolean;
}

/**
 * OwnerProofField's twin for MUI dialogs (docs/architecture.md › Design system): the current password, or for
 * an account without one a fresh Google or Apple sign-in.
 */
export function OwnerProofInput<T extends OwnerValues>({ confirmBy, providers, control, formMessageId, providerSignIn, autoFocus }: OwnerProofInputProps<T>) {
  if (confirmBy === 'provider') {
    return <LazyProviderConfirmation providers={providers} confirmedWith={providerSignIn.confirmedWith} onConfirmed={providerSignIn.onConfirmed} />;
  }
  return (
    <FormField
      input={OutlinedField}
      name={'currentPassword' as FieldPath<T>}
      control={control}
      label="Current password"
      type="password"
      autoComplete="current-password"
      size="small"
      autoFocus={autoFocus}
      formMessageId={formMessageId}
    />
  );
}
