import { useForm } from 'react-hook-form';
import { useUpdatePasswordMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import { accountMessages } from '../accountMessages';
import { passwordValidation } from '../accountResolvers';
import type { PasswordValues } from '../schemas';
import { AccountTextField } from './AccountTextField';
import { formMessageOf } from './formMessage';
import { FormMessage } from './FormMessage';

const ERROR_ID = 'password-error';
const PLACEHOLDER = 'At least 8 characters';

/** A new password, typed twice. */
export function PasswordForm() {
  const [updatePassword, update] = useUpdatePasswordMutation();
  const notify = useNotify();
  const { control, handleSubmit, reset, formState } = useForm<PasswordValues>({
    resolver: passwordValidation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const message = formMessageOf(formState.errors);

  const save = handleSubmit(async ({ password }) => {
    try {
      await updatePassword({ password }).unwrap();
      notify.success(accountMessages.passwordChanged);
      reset();
    } catch {
      // The error middleware has shown the failure.
    }
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={(event) => void save(event)}>
      <div className="pn-fields">
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
