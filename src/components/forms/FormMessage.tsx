import { PlainAlert } from '../plain/PlainAlert';

interface FormMessageProps {
  /** The form (or its fields) points at this id to be described by the message. */
  id: string;
  message: string | undefined;
  /**
   * 'alert': a boxed error alert under the sign-in screens' forms; 'helper': a line of error text
   * under the account forms' fields, as MUI's helper text.
   */
  variant?: 'alert' | 'helper';
}

/** The one message a form shows at a time (the first failing rule, or the server's answer), announced. */
export function FormMessage({ id, message, variant = 'alert' }: FormMessageProps) {
  if (!message) return null;
  if (variant === 'helper') {
    return (
      <p id={id} role="alert" className="pn-form-error">
        {message}
      </p>
    );
  }
  return (
    <PlainAlert id={id} severity="error">
      {message}
    </PlainAlert>
  );
}
