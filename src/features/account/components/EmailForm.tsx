import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateEmailMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { Profile } from '../../../types/api';
import { accountMessages } from '../accountMessages';
import { emailValidation } from '../accountResolvers';
import type { EmailValues } from '../schemas';
import { AccountTextField } from './AccountTextField';
import { EmailVerification } from './EmailVerification';
import { formMessageOf } from './formMessage';
import { FormMessage } from './FormMessage';

const ERROR_ID = 'email-error';

/** The email: read-only until UPDATE, saved with SAVE EMAIL; its verification state below. */
export function EmailForm({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [updateEmail, update] = useUpdateEmailMutation();
  const notify = useNotify();
  const validation = useMemo(() => emailValidation(profile.email), [profile.email]);
  const { control, handleSubmit, reset, formState } = useForm<EmailValues>({
    resolver: validation.resolver,
    defaultValues: { email: profile.email },
  });
  const message = formMessageOf(formState.errors);

  useEffect(() => {
    if (!editing) reset({ email: profile.email });
  }, [editing, profile.email, reset]);

  const save = handleSubmit(async ({ email }) => {
    try {
      await updateEmail({ email: email.trim() }).unwrap();
      // The profile reloads (tag invalidation) and shows the new address as 'Not verified'.
      notify.success(accountMessages.emailChanged);
      setEditing(false);
    } catch {
      // The error middleware has shown the failure; the typed address stays.
    }
  });

  return (
    <form noValidate aria-label="Your email" onSubmit={(event) => void save(event)}>
      <AccountTextField name="email" control={control} label="Email" type="email" autoComplete="email" readOnly={!editing} errorId={ERROR_ID} invalid={Boolean(message)} />
      <FormMessage id={ERROR_ID} message={message} />
      <div className="pn-mt-15">
        {editing ? (
          <PlainButton key="save" type="submit" variant="contained" loading={update.isLoading}>
            SAVE EMAIL
          </PlainButton>
        ) : (
          <PlainButton key="update" variant="outlined" onClick={() => setEditing(true)}>
            UPDATE
          </PlainButton>
        )}
      </div>
      <EmailVerification profile={profile} />
    </form>
  );
}
