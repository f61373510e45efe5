import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FieldHelperText } from './FieldHelperText';
import type { FieldInputProps } from './fieldInput';
import { useFieldIds } from './useFieldIds';

/**
 * MUI's radio group under its label, as FormField draws a choice of one item on MUI screens
 * (`type="radios" input={RadioListField}`). A rule about it that is not the form's message shows
 * under it; focus on an invalid choice (or `autoFocus`) goes to its first radio button.
 */
export function RadioListField({ name, label, value, options = [], onChange, onBlur, inputRef, autoFocus, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { id, helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <FormControl error={error}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup aria-labelledby={`${id}-label`} aria-describedby={describedBy} name={name} value={value ?? ''} onChange={onChange}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={disabled}
            control={<Radio onBlur={onBlur} slotProps={{ input: { ref: index === 0 ? inputRef : undefined, autoFocus: autoFocus && index === 0 } }} />}
          />
        ))}
      </RadioGroup>
      <FieldHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </FormControl>
  );
}
