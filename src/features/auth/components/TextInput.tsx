import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PlainField } from '../../../components/plain/PlainField';

interface TextInputProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  describedBy?: string;
  /** A message of this field alone (forms with one field). */
  error?: string;
}

/** A labelled outlined text input bound to react-hook-form. */
export function TextInput<T extends FieldValues>({ name, control, label, type = 'text', autoComplete, describedBy, error }: TextInputProps<T>) {
  const { field } = useController({ name, control });
  return (
    <PlainField
      label={label}
      type={type}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={Boolean(error)}
      helperText={error}
      autoComplete={autoComplete}
      aria-describedby={describedBy}
    />
  );
}
