import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
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
  const id = useId();
  const firstNumber = useRef<HTMLInputElement>(null);
  // The search form that had the focus is gone: the focus goes on to the list (keyboard use).
  useEffect(() => firstNumber.current?.focus(), []);
  const { control, handleSubmit } = useSchemaForm(numberChoiceSchema, { defaultValues: { number: '' } });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(({ number }) => onChoose(number))}>
      <Controller
        name="number"
        control={control}
        render={({ field, fieldState: { error } }) => (
          <FormControl error={Boolean(error)}>
            <FormLabel id={`${id}-label`}>Numbers available in area code {areaCode}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-label`}
              aria-describedby={error ? `${id}-error` : undefined}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {numbers.map((number, index) => (
                <FormControlLabel
                  key={number}
                  value={number}
                  control={<Radio slotProps={{ input: { ref: index === 0 ? firstNumber : undefined } }} />}
                  label={formatPhone(number)}
                />
              ))}
            </RadioGroup>
            {error && (
              <FormHelperText id={`${id}-error`} role="alert">
                {error.message}
              </FormHelperText>
            )}
          </FormControl>
        )}
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
