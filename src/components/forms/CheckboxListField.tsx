import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { FieldHelperText } from './FieldHelperText';
import type { FieldInputProps } from './fieldInput';
import { useFieldIds } from './useFieldIds';

/**
 * A list of MUI's labelled checkboxes, as FormField draws a list on MUI screens
 * (`type="checkboxes" input={CheckboxListField}`): each checkbox carries its item's value, the
 * group is named by the label, and a rule about the list that is not the form's message shows
 * under it. Focus on an invalid list goes to its first checkbox.
 */
export function CheckboxListField({ name, label, options = [], chosen = [], onChange, onBlur, inputRef, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <div>
      <FormGroup role="group" aria-label={label}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={onChange}
                onBlur={onBlur}
                disabled={disabled}
                slotProps={{ input: { ref: index === 0 ? inputRef : undefined, 'aria-invalid': error || undefined, 'aria-describedby': describedBy } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FieldHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </div>
  );
}
