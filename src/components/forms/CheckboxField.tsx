import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldInputProps } from './fieldInput';

/**
 * MUI's labelled checkbox, as FormField draws a checkbox on MUI screens (`input={CheckboxField}`).
 * Its rules are the form's: their message shows in the form's FormMessage.
 */
export function CheckboxField({ name, label, checked, onChange, onBlur, inputRef, disabled }: FieldInputProps) {
  return (
    <FormControlLabel
      control={<Checkbox name={name} checked={checked} onChange={onChange} onBlur={onBlur} disabled={disabled} slotProps={{ input: { ref: inputRef } }} />}
      label={label}
    />
  );
}
