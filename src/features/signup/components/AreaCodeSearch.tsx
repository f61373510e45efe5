import { Staged } from '../../../components/staging/Staged';
import { FormField } from '../../../components/forms/FormField';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Stack } from '../../../components/plain/layout/Stack';
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
    <Stack as="form" noValidate gap={3} onSubmit={handleSubmit(({ digits }) => onSearch(digits.join('')))}>
      <FormField name="digits" control={control} type="digits" label="Area code" autoFocus={autoFocus} input={DigitBoxes} />
      {unavailable && <PlainAlert severity="warning">{signupMessages.areaCodeUnavailable}</PlainAlert>}
      {/*
        Total blocking time: the suggestions, Confirm and the way to bring a number mount a paint
        after the area code's boxes; below the boxes, their coming moves nothing.
      */}
      <Staged>
        <Stack gap={1}>
          <p className="pn-body2 pn-secondary" id="suggested-area-codes">
            Suggested area codes
          </p>
          <div aria-labelledby="suggested-area-codes" role="group" className="area-code-suggestions">
            {suggestedCodes.map((code) => (
              <button
                key={code}
                type="button"
                className="pn-choice-chip"
                onClick={() => setValue('digits', code.split(''), { shouldValidate: true })}
                aria-label={`Use area code ${code}`}
              >
                <span>{code}</span>
              </button>
            ))}
          </div>
        </Stack>
        <PlainButton type="submit" variant="contained" size="large" disabled={searching}>
          {searching ? 'Searching…' : 'Confirm'}
        </PlainButton>
        <button type="button" className="pn-link pn-link--button pn-body2 area-code-aside" onClick={onBringNumber}>
          Bring your existing number
        </button>
      </Staged>
    </Stack>
  );
}
