import { failureText } from '../../../api/apiError';
import { useGetBlockedNumbersQuery, useUnblockNumbersMutation } from '../../../api/accountApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainCheckboxListField } from '../../../components/plain/PlainCheckboxListField';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { formatPhone } from '../../../lib/formatPhone';
import { accountMessages } from '../accountMessages';
import { BlockNumberForm } from './BlockNumberForm';
import { unblockSchema, type UnblockValues } from '../schemas';

const ERROR_ID = 'unblock-error';

/** The blocked numbers, several of which can be chosen and unblocked at once. Plain: page content (the rule of docs/architecture.md › Design system). */
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

  if (blocked.isLoading) return <PlainLoadingState label="Loading blocked numbers" />;
  if (blocked.isError || !blocked.data) {
    return <PlainErrorWithRetry title="Blocked numbers could not be loaded" message={failureText(blocked.error)} onRetry={() => void blocked.refetch()} />;
  }
  const numbers = blocked.data.map(({ phone_number }) => phone_number);
  if (blocked.data.length === 0) {
    return (
      <>
        <BlockNumberForm blocked={numbers} />
        <p className="pn-body1 account-blocked__none">{accountMessages.noneBlocked}</p>
      </>
    );
  }

  return (
    <>
      <BlockNumberForm blocked={numbers} />
      <form noValidate aria-label="Blocked numbers" onSubmit={(event) => void send(event)}>
        <FormField
          name="numbers"
          control={control}
          type="checkboxes"
          label="Numbers to unblock"
          options={numbers.map((phone) => ({ value: phone, label: formatPhone(phone) }))}
          formMessageId={message && ERROR_ID}
          input={PlainCheckboxListField}
        />
        <PlainFormMessage id={ERROR_ID} message={message} variant="helper" />
        <Spaced above={1.5}>
          <PlainButton type="submit" variant="contained" loading={unblock.isLoading}>
            UNBLOCK
          </PlainButton>
        </Spaced>
      </form>
    </>
  );
}
