import type { ComponentType } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../../components/forms/FormField';
import type { FieldInputProps } from '../../../components/forms/fieldInput';
import type { Profile } from '../../../contract/api';
import { confirmByOf, providersOf } from '../ownerProof';
import type { OwnerValues } from '../schemas';
import type { ProviderSignIn } from '../useProviderSignIn';
import { LazyProviderConfirmation } from './LazyProviderConfirmation';

interface OwnerProofInputProps<T extends OwnerValues> {
  /** The field's kit: PlainField on a page, OutlinedField in an MUI dialog. */
  input: ComponentType<FieldInputProps>;
  /** Whose proof: an account without a password confirms with its providers; until known, a password. */
  profile: Profile | undefined;
  control: Control<T>;
  /** The id of the form's message while it shows (see FormField). */
  formMessageId: string | undefined;
  providerSignIn: ProviderSignIn;
  autoFocus?: boolean;
}

/**
 * What proves the customer is the account's owner and not only the holder of its session: the
 * current password, or for an account without one a fresh Google or Apple sign-in.
 */
export function OwnerProofInput<T extends OwnerValues>({ input, profile, control, formMessageId, providerSignIn, autoFocus }: OwnerProofInputProps<T>) {
  if (profile && confirmByOf(profile) === 'provider') {
    return <LazyProviderConfirmation providers={providersOf(profile)} confirmedWith={providerSignIn.confirmedWith} onConfirmed={providerSignIn.onConfirmed} />;
  }
  return (
    <FormField
      input={input}
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
