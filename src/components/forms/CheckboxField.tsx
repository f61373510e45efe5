import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FieldHelperText } from './FieldHelperText';
import type { FieldInputProps } from './fieldInput';
import { useFieldIds } from './useFieldIds';

/**
 * MUI's labelled checkbox, as FormField draws a checkbox on MUI screens (`input={CheckboxField}`).
 * A rule about it that is not the form's message shows under it.
 */
export function CheckboxField({ name, label, checked, onChange, onBlur, inputRef, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={onChange}
            onBlur={onBlur}
            disabled={disabled}
            slotProps={{ input: { ref: inputRef, 'aria-invalid': error || undefined, 'aria-describedby': describedBy } }}
          />
        }
        label={label}
      />
      <FieldHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </div>
  );
}
