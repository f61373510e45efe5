import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateEmailMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import type { Profile } from '../../../types/api';
import { accountMessages } from '../accountMessages';
import { emailSchema, type EmailValues } from '../schemas';
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
  const schema = useMemo(() => emailSchema(profile.email), [profile.email]);
  const { control, handleSubmit, reset, formState } = useForm<EmailValues>({
    resolver: yupResolver(schema),
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
    <Box component="form" noValidate aria-label="Your email" onSubmit={(event) => void save(event)}>
      <AccountTextField name="email" control={control} label="Email" type="email" autoComplete="email" readOnly={!editing} errorId={ERROR_ID} invalid={Boolean(message)} />
      <FormMessage id={ERROR_ID} message={message} />
      <Box sx={{ mt: 1.5 }}>
        {editing ? (
          <Button key="save" type="submit" variant="contained" loading={update.isLoading}>
            SAVE EMAIL
          </Button>
        ) : (
          <Button key="update" variant="outlined" onClick={() => setEditing(true)}>
            UPDATE
          </Button>
        )}
      </Box>
      <EmailVerification profile={profile} />
    </Box>
  );
}
