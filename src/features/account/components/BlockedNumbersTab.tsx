import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { failureText } from '../../../api/apiError';
import { useGetBlockedNumbersQuery, useUnblockNumbersMutation } from '../../../api/accountApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/useNotify';
import { CheckboxListField } from '../../../components/forms/CheckboxListField';
import { FormField } from '../../../components/forms/FormField';
import { FormMessage } from '../../../components/forms/FormMessage';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { formatPhone } from '../../../lib/formatPhone';
import { accountMessages } from '../accountMessages';
import { BlockNumberForm } from './BlockNumberForm';
import { unblockSchema, type UnblockValues } from '../schemas';

const ERROR_ID = 'unblock-error';

/** The blocked numbers, several of which can be chosen and unblocked at once. */
export function BlockedNumbersTab() {
  const blocked = useGetBlockedNumbersQuery();
  const [unblockNumbers, unblock] = useUnblockNumbersMutation();
  const notify = useNotify();
  const { control, handleSubmit, reset, formState } = useSchemaForm<UnblockValues>(unblockSchema, { defaultValues: { numbers: [] } });
  const message = formMessageOf(formState.errors);

  const send = handleSubmit(async ({ numbers }) => {
    try {
      await unblockNumbers(numbers.map((phone_number) => ({ phone_number }))).unwrap();
      notify.success(accountMessages.unblocked);
      reset({ numbers: [] });
    } catch {
      // The error middleware has shown the failure; the choice stays.
    }
  });

  if (blocked.isLoading) return <LoadingState label="Loading blocked numbers" />;
  if (blocked.isError || !blocked.data) {
    return <ErrorWithRetry title="Blocked numbers could not be loaded" message={failureText(blocked.error)} onRetry={() => void blocked.refetch()} />;
  }
  const numbers = blocked.data.map(({ phone_number }) => phone_number);
  if (blocked.data.length === 0) {
    return (
      <>
        <BlockNumberForm blocked={numbers} />
        <Typography sx={{ py: 2 }}>{accountMessages.noneBlocked}</Typography>
      </>
    );
  }

  return (
    <>
      <BlockNumberForm blocked={numbers} />
      <Box component="form" noValidate aria-label="Blocked numbers" onSubmit={(event) => void send(event)}>
        <FormField
          name="numbers"
          control={control}
          type="checkboxes"
          label="Numbers to unblock"
          options={numbers.map((phone) => ({ value: phone, label: formatPhone(phone) }))}
          formMessageId={message && ERROR_ID}
          input={CheckboxListField}
        />
        <FormMessage id={ERROR_ID} message={message} />
        <Button type="submit" variant="contained" loading={unblock.isLoading} sx={{ mt: 1.5 }}>
          UNBLOCK
        </Button>
      </Box>
    </>
  );
}
