import type { FieldInputProps } from '../forms/fieldInput';
import { useFieldIds } from '../forms/useFieldIds';
import { PlainHelperText } from './PlainHelperText';

/**
 * A file input as FormField draws one on the screens painted first (`type="file"
 * input={PlainFileField}`): an outlined button named by the label opens the hidden input's file
 * dialog (keyboard and screen readers get a button, not a label playing one), the chosen file's
 * name shows beside it, and a rule about it that is not the form's message shows under it.
 */
export function PlainFileField({ name, label, file, accept, icon, onChange, onBlur, inputRef, disabled, error, helperText, helperQuiet, 'aria-describedby': describedByGiven }: FieldInputProps) {
  const { id, helperId, describedBy } = useFieldIds(describedByGiven, helperText);
  return (
    <>
      <button type="button" className="pn-button pn-button--outlined pn-file-button" disabled={disabled} onClick={() => document.getElementById(id)?.click()}>
        {icon ? <span className="pn-button__icon">{icon}</span> : null}
        {label}
      </button>
      <input
        ref={inputRef}
        hidden
        id={id}
        type="file"
        name={name}
        aria-label={label}
        accept={accept}
        disabled={disabled}
        aria-invalid={error || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        onBlur={onBlur}
      />
      <p className="pn-body2 pn-secondary pn-anywhere">{file ? file.name : 'No file chosen'}</p>
      <PlainHelperText id={helperId} text={helperText} quiet={helperQuiet} />
    </>
  );
}
