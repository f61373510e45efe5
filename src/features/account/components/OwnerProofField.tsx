import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../../components/forms/FormField';
import { PlainField } from '../../../components/plain/PlainField';
import type { Profile } from '../../../contract/api';
import { confirmByOf, providersOf } from '../ownerProof';
import type { OwnerValues } from '../schemas';
import type { ProviderSignIn } from '../useProviderSignIn';
import { LazyProviderConfirmation } from './LazyProviderConfirmation';

interface OwnerProofFieldProps<T extends OwnerValues> {
  profile: Profile;
  control: Control<T>;
  /** The id of the form's message while it shows (see FormField). */
  formMessageId: string | undefined;
  providerSignIn: ProviderSignIn;
}

/**
 * What proves the customer is the account's owner and not only the holder of its session: the current password, or for an account without one a fresh Google or Apple sign-in.
 */
export function OwnerProofField<T extends OwnerValues>({ profile, control, formMessageId, providerSignIn }: OwnerProofFieldProps<T>) {
  if (confirmByOf(profile) === 'provider') {
    return <LazyProviderConfirmation providers={providersOf(profile)} confirmedWith={providerSignIn.confirmedWith} onConfirmed={providerSignIn.onConfirmed} />;
  }
  return (
    <FormField
      input={PlainField}
      name={'currentPassword' as FieldPath<T>}
      control={control}
      label="Current password"
      type="password"
      autoComplete="current-password"
      size="small"
      formMessageId={formMessageId}
    />
  );
}
