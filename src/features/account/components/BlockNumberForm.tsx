import { useWatch } from 'react-hook-form';
import { useBlockNumbersMutation } from '../../../api/accountApi';
import { contactMessages } from '../../../components/contacts/contactMessages';
import { useNotify } from '../../../components/feedback/useNotify';
import { FormField } from '../../../components/forms/FormField';
import { formMessageOf } from '../../../components/forms/formMessageOf';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainFormMessage } from '../../../components/plain/PlainFormMessage';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Stack } from '../../../components/plain/layout/Stack';
import { samePhone, usDigits } from '../../../lib/formatPhone';
import { accountMessages } from '../accountMessages';
import { blockNumberSchema, type BlockNumberValues } from '../schemas';
import { useRootErrorLeavesWith } from '../useRootErrorLeavesWith';

const ERROR_ID = 'block-number-error';

/** Blocks a number typed by hand, beside the list of blocked numbers. Plain, as the page it is on. */
export function BlockNumberForm({ blocked }: { blocked: readonly string[] }) {
  const [blockNumbers, block] = useBlockNumbersMutation();
  const notify = useNotify();
  const { control, handleSubmit, reset, setError, clearErrors, formState } = useSchemaForm<BlockNumberValues>(blockNumberSchema, {
    defaultValues: { phoneNumber: '' },
  });
  const message = formMessageOf(formState.errors);
  // 'Already blocked' is about this number and this list: it leaves when either changes (an unblock below).
  const typed = useWatch({ control, name: 'phoneNumber' });
  useRootErrorLeavesWith(clearErrors, [typed, blocked]);

  const send = handleSubmit(async ({ phoneNumber }) => {
    if (blocked.some((number) => samePhone(number, phoneNumber))) {
      setError('root', { message: accountMessages.alreadyBlocked });
      return;
    }
    try {
      await blockNumbers([{ phone_number: usDigits(phoneNumber) ?? phoneNumber }]).unwrap();
      notify.success(contactMessages.blocked);
      reset({ phoneNumber: '' });
    } catch {
      // The error middleware has shown the failure; what was typed stays.
    }
  });

  return (
    <Spaced below={3}>
      <form noValidate aria-label="Block a number" onSubmit={(event) => void send(event)}>
        <Stack direction="row" wrap gap={1.5} className="account-block">
          <div className="account-block__field">
            <FormField
              name="phoneNumber"
              control={control}
              label="Number to block"
              inputMode="tel"
              autoComplete="off"
              placeholder="(617) 555-0123"
              formMessageId={message ? ERROR_ID : undefined}
              input={PlainField}
            />
          </div>
          <Stack above={1}>
            <PlainButton type="submit" variant="outlined" loading={block.isLoading}>
              BLOCK
            </PlainButton>
          </Stack>
        </Stack>
        <PlainFormMessage id={ERROR_ID} message={message} variant="helper" />
      </form>
    </Spaced>
  );
}
