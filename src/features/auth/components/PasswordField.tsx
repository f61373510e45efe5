import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { iconPaths } from '../../../components/icons/iconPaths';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainIconButton } from '../../../components/plain/PlainIconButton';

interface PasswordFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

/** A password input with a show/hide toggle (SPEC §2 Login). */
export function PasswordField<T extends FieldValues>({ name, control, label, autoComplete, describedBy }: PasswordFieldProps<T>) {
  const { field } = useController({ name, control });
  const [visible, setVisible] = useState(false);
  return (
    <PlainField
      label={label}
      type={visible ? 'text' : 'password'}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      autoComplete={autoComplete}
      aria-describedby={describedBy}
      endAdornment={
        <PlainIconButton
          label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          icon={visible ? iconPaths.visibilityOff : iconPaths.visibility}
          onClick={() => setVisible((v) => !v)}
          edgeEnd
        />
      }
    />
  );
}
