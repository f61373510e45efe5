import { useUpdatePasswordMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { Profile } from '../../../contract/api';
import { accountMessages } from '../accountMessages';
import { loadAccountSchemas } from '../lazySchemas';
import { confirmByOf, emptyOwnerValues, ownerProofOf } from '../ownerProof';
import type { PasswordValues } from '../schemas';
import { useProviderSignIn } from '../useProviderSignIn';
import { OwnerProofInput } from './OwnerProofInput';
import { Spaced } from '../../../components/plain/layout/Spaced';

const ERROR_ID = 'password-error';
const PLACEHOLDER = 'At least 8 characters';
const EMPTY: PasswordValues = { password: '', confirmPassword: '', ...emptyOwnerValues };

/** A new password, typed twice, with the current one (or, without one, a fresh Google or Apple sign-in). */
export function PasswordForm({ profile }: { profile: Profile }) {
  const [updatePassword, update] = useUpdatePasswordMutation();
  const notify = useNotify();
  const confirmBy = confirmByOf(profile);
  // The rules end with the proof, which depends on whether the account has a password.
  const passwordSchema = () => loadAccountSchemas().then((schemas) => schemas.passwordSchema(confirmBy));
  const { control, handleSubmit, reset, setValue, formState } = useSchemaForm<PasswordValues>(passwordSchema, { defaultValues: EMPTY });
  const message = formMessageOf(formState.errors);
  const providerSignIn = useProviderSignIn(setValue);

  const save = handleSubmit(async (values) => {
    try {
      await updatePassword({ password: values.password, ...ownerProofOf(values, confirmBy) }).unwrap();
      notify.success(accountMessages.passwordChanged);
      reset(EMPTY);
    } catch {
      // The error middleware has shown the failure.
    }
    providerSignIn.forget();
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={(event) => void save(event)}>
      <OwnerProofInput input={PlainField} profile={profile} control={control} formMessageId={message && ERROR_ID} providerSignIn={providerSignIn} />
      <Spaced above={1.5} className="pn-fields">
        <FormField input={PlainField} name="password" control={control} label="New password" type="password" autoComplete="new-password" placeholder={PLACEHOLDER} size="small" formMessageId={message && ERROR_ID} />
        <FormField input={PlainField} name="confirmPassword" control={control} label="Retype password" type="password" autoComplete="new-password" placeholder={PLACEHOLDER} size="small" formMessageId={message && ERROR_ID} />
      </Spaced>
      <PlainFormMessage id={ERROR_ID} message={message} variant="helper" />
      <Spaced above={1.5}>
        <PlainButton type="submit" variant="contained" loading={update.isLoading}>
          CHANGE PASSWORD
        </PlainButton>
      </Spaced>
    </form>
  );
}
