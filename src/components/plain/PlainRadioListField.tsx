import type { FieldInputProps } from '../forms/fieldInput';
import { useFieldIds } from '../forms/useFieldIds';
import { PlainHelperText } from './PlainHelperText';

/**
 * A choice of one item under its label, as FormField draws `type="radios" input={PlainRadioListField}`
 * (MUI screens' twin: RadioListField). A rule about it that is not the form's message shows under
 * it; focus on an invalid choice (or `autoFocus`) goes to its first radio button.
 */
export function PlainRadioListField({ name, label, value, options = [], onChange, onBlur, inputRef, autoFocus, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { id, helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <div className={error ? 'pn-radio-list pn-field--error' : 'pn-radio-list'}>
      <span id={`${id}-label`} className="pn-body1 pn-radio-list__label">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="pn-stack">
        {options.map((option, index) => (
          <label key={option.value} className="pn-choice__label pn-body1 pn-radio-list__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              onBlur={onBlur}
              ref={index === 0 ? inputRef : undefined}
              autoFocus={autoFocus && index === 0}
              disabled={disabled}
            />
            {option.label}
          </label>
        ))}
      </div>
      <PlainHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </div>
  );
}
