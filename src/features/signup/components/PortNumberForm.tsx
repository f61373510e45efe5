import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormField } from '../../../components/forms/FormField';
import { OutlinedField } from '../../../components/forms/OutlinedField';
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
      component="form"
      noValidate
      spacing={3}
      onSubmit={handleSubmit(({ number, accountNumber, pin, zip }) => onPort({ digits: digitsOf(number), accountNumber: accountNumber.trim(), pin: pin.trim(), zip: zip.trim() }))}
    >
      <Typography variant="h2">Bring your existing number</Typography>
      <FormField
        name="number"
        control={control}
        input={OutlinedField}
        label="Your current phone number"
        // Opened by the customer's own click: typing can start at once.
        autoFocus
        placeholder="(xxx)xxx-xxxx"
        format={formatPhoneAsTyped}
        inputMode="tel"
        autoComplete="tel-national"
      />
      <Typography variant="body2" color="text.secondary">
        {portDetailsMessages.whereToFind}
      </Typography>
      <FormField name="accountNumber" control={control} input={OutlinedField} label={portDetailsMessages.accountNumber} autoComplete="off" />
      <FormField name="pin" control={control} input={OutlinedField} type="password" revealable label={portDetailsMessages.pin} inputMode="numeric" autoComplete="off" />
      <FormField name="zip" control={control} input={OutlinedField} label={portDetailsMessages.zip} inputMode="numeric" autoComplete="postal-code" />
      <Stack component="ul" spacing={1} sx={{ pl: 2.5, my: 0 }}>
        <Typography component="li">Porting your number takes up to 4 days.</Typography>
        <Typography component="li">Your old service keeps working until the transfer is complete.</Typography>
        <Typography component="li">We will send you an email when the transfer completes.</Typography>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        Comfirm
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onPickNew} sx={{ alignSelf: 'center' }}>
        Pick a new number instead
      </Link>
    </Stack>
  );
}
