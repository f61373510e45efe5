import { FormField } from '../../../components/forms/FormField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainRadioListField } from '../../../components/plain/PlainRadioListField';
import { Stack } from '../../../components/plain/layout/Stack';
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
    <Stack as="form" noValidate gap={3} onSubmit={handleSubmit(({ number }) => onChoose(number))}>
      {/* The search form that had the focus is gone: the focus goes on to the list (keyboard use). */}
      <FormField
        name="number"
        control={control}
        type="radios"
        label={`Numbers available in area code ${areaCode}`}
        options={numbers.map((number) => ({ value: number, label: formatPhone(number) }))}
        autoFocus
        input={PlainRadioListField}
      />
      <PlainButton type="submit" variant="contained" size="large">
        Confirm
      </PlainButton>
      <button type="button" className="pn-link pn-link--button pn-body2 area-code-aside" onClick={onTryAnother}>
        Try another area code
      </button>
    </Stack>
  );
}
