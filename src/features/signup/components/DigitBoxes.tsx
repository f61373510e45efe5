import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOf } from '../../../lib/formatPhone';
import type { FieldInputProps } from '../../../components/forms/fieldInput';
import { useFieldIds } from '../../../components/forms/useFieldIds';
import { classNames } from '../../../components/plain/classNames';
import { PlainHelperText } from '../../../components/plain/PlainHelperText';

const NO_DIGITS: readonly string[] = [];

/**
 * Single-digit boxes (the area code's three), as FormField draws `type="digits"`: digits only,
 * typing moves to the next box, Backspace in an empty box moves back, and pasting several digits
 * fills the boxes from there. `autoFocus` focuses the first box on mount (when the customer comes
 * back to it, not on page load); focus on an invalid row goes there too.
 */
export function DigitBoxes({ label, digits = NO_DIGITS, onDigitsChange, onBlur, inputRef, error, helperText, helperQuiet, autoFocus = false, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const { id, helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  const value = digits;
  const onChange = (next: string[]) => onDigitsChange?.(next);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes digits into the boxes from `start`; returns the box after the last one written. */
  const fillFrom = (start: number, digits: string): number => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= next.length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    return index;
  };

  const handleChange = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (digits.length === 0) {
      onChange(value.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A digit typed into a filled box arrives next to the old one: the new one wins.
    const incoming = digits.length === 2 && value[index] !== '' && typed.includes(value[index]) ? typed.replace(value[index], '') : digits;
    focusBox(fillFrom(index, digitsOf(incoming)));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      onChange(value.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) focusBox(fillFrom(index, digits));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className={classNames('digit-boxes', error && 'pn-field--error')}>
      <span id={`${id}-label`} className="pn-body1 digit-boxes__label">
        {label}
      </span>
      <div className="digit-boxes__row">
        {value.map((digit, index) => (
          <div key={index} className="pn-field digit-box">
            <div className="pn-field__box">
              <input
                className="pn-field__input digit-box__input"
                value={digit}
                autoFocus={autoFocus && index === 0}
                onChange={(event) => handleChange(index, event.target.value)}
                onFocus={(event) => event.target.select()}
                onBlur={onBlur}
                ref={(element) => {
                  boxes.current[index] = element;
                  // The form's focus on an invalid row goes to its first box.
                  if (index === 0 && typeof inputRef === 'function') inputRef(element);
                }}
                aria-label={`${label} digit ${index + 1}`}
                aria-invalid={error || undefined}
                aria-describedby={describedBy}
                inputMode="numeric"
                autoComplete="off"
                onKeyDown={(event) => handleKeyDown(index, event)}
                onPaste={(event) => handlePaste(index, event)}
              />
              {/* No legend: with no label above the box, the outline has no notch. */}
              <fieldset aria-hidden="true" className="pn-field__outline" />
            </div>
          </div>
        ))}
      </div>
      <PlainHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </div>
  );
}
