import type { Control, FieldPath } from 'react-hook-form';
import { FormField } from '../../../components/forms/FormField';
import type { Profile, SocialProviderName } from '../../../types/api';
import { confirmByOf, providersOf } from '../ownerProof';
import type { OwnerValues } from '../schemas';
import { LazyProviderConfirmation } from './LazyProviderConfirmation';

interface OwnerProofFieldProps<T extends OwnerValues> {
  profile: Profile;
  control: Control<T>;
  /** The id of the form's message while it shows (see FormField). */
  formMessageId: string | undefined;
  /** The provider whose fresh sign-in the form holds, or null. */
  confirmedWith: SocialProviderName | null;
  onConfirmed(provider: SocialProviderName, idToken: string): void;
}

/**
 * What proves the customer is the account's owner and not only the holder of its session (issue
 * 20): the current password, or for an account without one a fresh Google or Apple sign-in.
 */
export function OwnerProofField<T extends OwnerValues>({ profile, control, formMessageId, confirmedWith, onConfirmed }: OwnerProofFieldProps<T>) {
  if (confirmByOf(profile) === 'provider') {
    return <LazyProviderConfirmation providers={providersOf(profile)} confirmedWith={confirmedWith} onConfirmed={onConfirmed} />;
  }
  return (
    <FormField
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
