import type { InputHTMLAttributes, Ref } from 'react';
import type { PasswordReveal } from '../forms/fieldInput';
import { useFieldIds } from '../forms/useFieldIds';
import { PlainIcon } from '../icons/PlainIcon';
import { visibilityPath } from '../icons/paths/visibility';
import { visibilityOffPath } from '../icons/paths/visibilityOff';
import { classNames } from './classNames';
import { PlainIconButton } from './PlainIconButton';

export interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder' | 'size'> {
  label: string;
  /** Shown while the input has focus and is empty (the label rests inside it otherwise), as MUI does. */
  placeholder?: string;
  /** 'small': MUI's dense outlined field (the account forms). */
  size?: 'small' | 'medium';
  /** Shown under the input, describes it, and is announced when it is an error. */
  helperText?: string;
  error?: boolean;
  /** Shown and describing the input, but not announced (one of several messages shown at once). */
  helperQuiet?: boolean;
  /** The show/hide button of a password, inside the input's end. */
  reveal?: PasswordReveal;
  inputRef?: Ref<HTMLInputElement>;
  /** A 24×24 icon path (see components/icons/paths) inside the input's start, as MUI's start adornment; the label then stays above. */
  startIcon?: string;
  /** The label always above the input (a date picker shows its own placeholder). */
  shrink?: boolean;
}

/**
 * An outlined text field as MUI draws it (floating label, notched outline, helper text), in plain
 * elements: the sign-in screens paint with it before MUI's code has loaded.
 */
export function PlainField({
  label,
  placeholder,
  size = 'medium',
  helperText,
  helperQuiet = false,
  error = false,
  reveal,
  inputRef,
  startIcon,
  shrink = false,
  className,
  'aria-describedby': describedByGiven,
  ...inputProps
}: PlainFieldProps) {
  const { id, helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <div className={classNames('pn-field', size === 'small' && 'pn-field--small', error && 'pn-field--error', (shrink || startIcon) && 'pn-field--shrunk', className)}>
      <div className={classNames('pn-field__box', reveal ? 'pn-field__box--end' : null, startIcon ? 'pn-field__box--start' : null)}>
        {startIcon ? (
          <div className="pn-field__start">
            <PlainIcon path={startIcon} />
          </div>
        ) : null}
        {/* A placeholder (blank when none is given) lets CSS tell an empty input (label resting inside) from a filled one. */}
        <input {...inputProps} ref={inputRef} id={id} placeholder={placeholder || ' '} className="pn-field__input" aria-invalid={error || undefined} aria-describedby={describedBy} />
        <label htmlFor={id} className="pn-field__label">
          {label}
        </label>
        {reveal ? (
          <div className="pn-field__end">
            <PlainIconButton label={reveal.label} icon={reveal.shown ? visibilityOffPath : visibilityPath} onClick={reveal.onToggle} edgeEnd />
          </div>
        ) : null}
        <fieldset aria-hidden="true" className="pn-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText ? (
        <p id={helperId} className="pn-field__helper" role={error && !helperQuiet ? 'alert' : undefined}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
