import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdatePasswordMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { Profile, SocialProviderName } from '../../../types/api';
import { accountMessages } from '../accountMessages';
import { passwordValidation } from '../accountResolvers';
import { confirmByOf, emptyOwnerValues, ownerProofOf } from '../ownerProof';
import type { PasswordValues } from '../schemas';
import { AccountTextField } from './AccountTextField';
import { formMessageOf } from './formMessage';
import { FormMessage } from './FormMessage';
import { OwnerProofField } from './OwnerProofField';

const ERROR_ID = 'password-error';
const PLACEHOLDER = 'At least 8 characters';
const EMPTY: PasswordValues = { password: '', confirmPassword: '', ...emptyOwnerValues };

/** A new password, typed twice, with the current one (or, without one, a fresh Google or Apple sign-in). */
export function PasswordForm({ profile }: { profile: Profile }) {
  const [updatePassword, update] = useUpdatePasswordMutation();
  const [confirmedWith, setConfirmedWith] = useState<SocialProviderName | null>(null);
  const notify = useNotify();
  const confirmBy = confirmByOf(profile);
  const validation = useMemo(() => passwordValidation(confirmBy), [confirmBy]);
  const { control, handleSubmit, reset, setValue, formState } = useForm<PasswordValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const message = formMessageOf(formState.errors);

  const save = handleSubmit(async (values) => {
    try {
      await updatePassword({ password: values.password, ...ownerProofOf(values, confirmBy) }).unwrap();
      notify.success(accountMessages.passwordChanged);
      reset(EMPTY);
    } catch {
      // The error middleware has shown the failure. A provider sign-in is good for one try only.
      setValue('idToken', '');
    }
    setConfirmedWith(null);
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={(event) => void save(event)}>
      <OwnerProofField
        profile={profile}
        control={control}
        errorId={ERROR_ID}
        invalid={Boolean(message)}
        confirmedWith={confirmedWith}
        onConfirmed={(provider, idToken) => {
          setValue('idToken', idToken);
          setConfirmedWith(provider);
        }}
      />
      <div className="pn-fields pn-mt-15">
        <AccountTextField name="password" control={control} label="New password" type="password" autoComplete="new-password" placeholder={PLACEHOLDER} errorId={ERROR_ID} invalid={Boolean(message)} />
        <AccountTextField name="confirmPassword" control={control} label="Retype password" type="password" autoComplete="new-password" placeholder={PLACEHOLDER} errorId={ERROR_ID} invalid={Boolean(message)} />
      </div>
      <FormMessage id={ERROR_ID} message={message} />
      <PlainButton type="submit" variant="contained" loading={update.isLoading} className="pn-mt-15">
        CHANGE PASSWORD
      </PlainButton>
    </form>
  );
}
