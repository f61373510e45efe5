import type { FieldInputProps } from '../forms/fieldInput';
import { useFieldIds } from '../forms/useFieldIds';
import { Stack } from './layout/Stack';
import { PlainHelperText } from './PlainHelperText';

/**
 * A list of labelled checkboxes, as FormField draws a list (`type="checkboxes"
 * input={PlainCheckboxListField}`): each checkbox carries its item's value, the group is named by
 * the label, and a rule about the list that is not the form's message shows under it. Focus on an
 * invalid list goes to its first checkbox.
 */
export function PlainCheckboxListField({ name, label, options = [], chosen = [], onChange, onBlur, inputRef, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <div className={error ? 'pn-field--error' : undefined}>
      <Stack wrap role="group" aria-label={label}>
        {options.map((option, index) => (
          <label key={option.value} className="pn-checkbox">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={onChange}
              onBlur={onBlur}
              ref={index === 0 ? inputRef : undefined}
              disabled={disabled}
              aria-invalid={error || undefined}
              aria-describedby={describedBy}
            />
            <span className="pn-body1">{option.label}</span>
          </label>
        ))}
      </Stack>
      <PlainHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </div>
  );
}
