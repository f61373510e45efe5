import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormField } from '../../../components/forms/FormField';
import { RadioListField } from '../../../components/forms/RadioListField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { formatPhone } from '../../../lib/formatPhone';
import { numberChoiceSchema } from '../schemas';

interface NumberChoiceProps {
  areaCode: string;
  numbers: readonly string[];
  onChoose(number: string): void;
  onTryAnother(): void;
}

/** The numbers found, as a radio list with Confirm (SPEC §2). */
export function NumberChoice({ areaCode, numbers, onChoose, onTryAnother }: NumberChoiceProps) {
  const { control, handleSubmit } = useSchemaForm(numberChoiceSchema, { defaultValues: { number: '' } });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(({ number }) => onChoose(number))}>
      {/* The search form that had the focus is gone: the focus goes on to the list (keyboard use). */}
      <FormField
        name="number"
        control={control}
        type="radios"
        label={`Numbers available in area code ${areaCode}`}
        options={numbers.map((number) => ({ value: number, label: formatPhone(number) }))}
        autoFocus
        input={RadioListField}
      />
      <Button type="submit" variant="contained" size="large">
        Confirm
      </Button>
      <Link component="button" type="button" variant="body2" onClick={onTryAnother} sx={{ alignSelf: 'center' }}>
        Try another area code
      </Link>
    </Stack>
  );
}
