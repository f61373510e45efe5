import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useUpdatePasswordMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { accountMessages } from '../accountMessages';
import { passwordSchema, type PasswordValues } from '../schemas';
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
    resolver: yupResolver(passwordSchema),
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
    <Box component="form" noValidate aria-label="Change password" onSubmit={(event) => void save(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AccountTextField name="password" control={control} label="New password" type="password" autoComplete="new-password" placeholder={PLACEHOLDER} errorId={ERROR_ID} invalid={Boolean(message)} />
        <AccountTextField name="confirmPassword" control={control} label="Retype password" type="password" autoComplete="new-password" placeholder={PLACEHOLDER} errorId={ERROR_ID} invalid={Boolean(message)} />
      </Stack>
      <FormMessage id={ERROR_ID} message={message} />
      <Button type="submit" variant="contained" loading={update.isLoading} sx={{ mt: 1.5 }}>
        CHANGE PASSWORD
      </Button>
    </Box>
  );
}
