import { FormField } from '../../../components/forms/FormField';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainField } from '../../../components/plain/PlainField';
import { Stack } from '../../../components/plain/layout/Stack';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { digitsOf, formatPhoneAsTyped } from '../../../lib/formatPhone';
import { portNumberSchema } from '../schemas';
import { portDetailsMessages } from '../signupMessages';

/** What the form hands on: the number's 10 digits and the losing carrier's details, trimmed. */
export interface PortRequestInput {
  digits: string;
  accountNumber: string;
  pin: string;
  zip: string;
}

interface PortNumberFormProps {
  submitting: boolean;
  /** Resolves when the port request was filed (or failed: the typed values stay). */
  onPort(request: PortRequestInput): Promise<void>;
  onPickNew(): void;
}

/**
 * 'Bring your existing number' (SPEC §2): a 10-digit number, then the losing carrier's account
 * number, transfer PIN and service ZIP code, the porting facts, and 'Comfirm'.
 */
export function PortNumberForm({ submitting, onPort, onPickNew }: PortNumberFormProps) {
  const { control, handleSubmit } = useSchemaForm(portNumberSchema, { defaultValues: { number: '', accountNumber: '', pin: '', zip: '' } });

  return (
    <Stack
      as="form"
      noValidate
      gap={3}
      onSubmit={handleSubmit(({ number, accountNumber, pin, zip }) => onPort({ digits: digitsOf(number), accountNumber: accountNumber.trim(), pin: pin.trim(), zip: zip.trim() }))}
    >
      <h2 className="pn-h2">Bring your existing number</h2>
      <FormField
        name="number"
        control={control}
        input={PlainField}
        label="Your current phone number"
        // Opened by the customer's own click: typing can start at once.
        autoFocus
        placeholder="(xxx)xxx-xxxx"
        format={formatPhoneAsTyped}
        inputMode="tel"
        autoComplete="tel-national"
      />
      <p className="pn-body2 pn-secondary">{portDetailsMessages.whereToFind}</p>
      <FormField name="accountNumber" control={control} input={PlainField} label={portDetailsMessages.accountNumber} autoComplete="off" />
      <FormField name="pin" control={control} input={PlainField} type="password" revealable label={portDetailsMessages.pin} inputMode="numeric" autoComplete="off" />
      <FormField name="zip" control={control} input={PlainField} label={portDetailsMessages.zip} inputMode="numeric" autoComplete="postal-code" />
      <ul className="pn-facts pn-body1">
        <li>Porting your number takes up to 4 days.</li>
        <li>Your old service keeps working until the transfer is complete.</li>
        <li>We will send you an email when the transfer completes.</li>
      </ul>
      <PlainButton type="submit" variant="contained" size="large" disabled={submitting}>
        Comfirm
      </PlainButton>
      <button type="button" className="pn-link pn-link--button pn-body2 area-code-aside" onClick={onPickNew}>
        Pick a new number instead
      </button>
    </Stack>
  );
}
