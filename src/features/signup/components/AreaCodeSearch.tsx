import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Staged } from '../../../components/staging/Staged';
import { FormField } from '../../../components/forms/FormField';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import { DigitBoxes } from './DigitBoxes';
import { areaCodeSchema } from '../schemas';
import { signupMessages } from '../signupMessages';

interface AreaCodeSearchProps {
  suggestedCodes: readonly string[];
  /** The last search found nothing (a note, a failure, or no numbers). */
  unavailable: boolean;
  searching: boolean;
  /** The customer came back from the results or the port form: the focus goes to the first box. */
  autoFocus?: boolean;
  onSearch(areaCode: string): void;
  onBringNumber(): void;
}

/** Three digit boxes, the suggested codes and Confirm (SPEC §2 Area code page). */
export function AreaCodeSearch({ suggestedCodes, unavailable, searching, autoFocus = false, onSearch, onBringNumber }: AreaCodeSearchProps) {
  const { control, handleSubmit, setValue } = useSchemaForm(areaCodeSchema, { defaultValues: { digits: ['', '', ''] } });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(({ digits }) => onSearch(digits.join('')))}>
      <FormField name="digits" control={control} type="digits" label="Area code" autoFocus={autoFocus} input={DigitBoxes} />
      {unavailable && <Alert severity="warning" role="alert">{signupMessages.areaCodeUnavailable}</Alert>}
      {/*
        Total blocking time: the suggestions, Confirm and the way to bring a number mount
        a paint after the area code's boxes, so that putting the page on screen is two commits of
        styles rather than one long task; below the boxes, their coming moves nothing.
      */}
      <Staged>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" id="suggested-area-codes">
            Suggested area codes
          </Typography>
          <Stack direction="row" spacing={1} aria-labelledby="suggested-area-codes" role="group" sx={{ flexWrap: 'wrap' }}>
            {suggestedCodes.map((code) => (
              <Chip
                key={code}
                label={code}
                variant="outlined"
                onClick={() => setValue('digits', code.split(''), { shouldValidate: true })}
                aria-label={`Use area code ${code}`}
              />
            ))}
          </Stack>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={searching}>
          {searching ? 'Searching…' : 'Confirm'}
        </Button>
        <Link component="button" type="button" variant="body2" onClick={onBringNumber} sx={{ alignSelf: 'center' }}>
          Bring your existing number
        </Link>
      </Staged>
    </Stack>
  );
}
