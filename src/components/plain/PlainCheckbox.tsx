import type { FieldInputProps } from '../forms/fieldInput';

/**
 * A labelled checkbox drawn like MUI's Checkbox in a FormControlLabel, as FormField draws a
 * checkbox on the screens painted first (`input={PlainCheckbox}`). Its rules are the form's:
 * their message shows in the form's message.
 */
export function PlainCheckbox({ name, label, checked, onChange, onBlur, inputRef, disabled, error, 'aria-describedby': describedBy }: FieldInputProps) {
  return (
    <label className="pn-checkbox">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        ref={inputRef}
        disabled={disabled}
        aria-invalid={error || undefined}
        aria-describedby={describedBy}
      />
      <span className="pn-body1">{label}</span>
    </label>
  );
}
