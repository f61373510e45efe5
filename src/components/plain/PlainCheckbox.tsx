import type { FieldInputProps } from '../forms/fieldInput';
import { useFieldIds } from '../forms/useFieldIds';
import { PlainHelperText } from './PlainHelperText';

/**
 * A labelled checkbox drawn like MUI's Checkbox in a FormControlLabel, as FormField draws a
 * checkbox on the screens painted first (`input={PlainCheckbox}`). A rule about it that is not the
 * form's message shows under it.
 */
export function PlainCheckbox({ name, label, checked, onChange, onBlur, inputRef, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { id, helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <div className={error ? 'pn-field--error' : undefined}>
      <label className="pn-checkbox">
        <input
          type="checkbox"
          id={id}
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
      <PlainHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </div>
  );
}
