import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PlainField } from '../../../components/plain/PlainField';

interface AccountTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  /** Read-only mode: the value shows, editing waits for UPDATE. */
  readOnly?: boolean;
  /** The id of the form's message, when there is one. */
  errorId?: string;
  invalid?: boolean;
}

/** A text field of the account forms, bound to react-hook-form once here. */
export function AccountTextField<T extends FieldValues>({
  name,
  control,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  readOnly = false,
  errorId,
  invalid = false,
}: AccountTextFieldProps<T>) {
  const { field } = useController({ name, control });
  return (
    <PlainField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      label={label}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      size="small"
      error={invalid}
      readOnly={readOnly}
      aria-describedby={invalid ? errorId : undefined}
    />
  );
}
