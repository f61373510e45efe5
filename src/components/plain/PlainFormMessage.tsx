import { PlainAlert } from './PlainAlert';

interface PlainFormMessageProps {
  /** The form (or its fields) points at this id to be described by the message. */
  id: string;
  message: string | undefined;
  /**
   * 'alert': a boxed error alert under the sign-in screens' forms; 'helper': a line of error text
   * under the account forms' fields, as MUI's helper text.
   */
  variant?: 'alert' | 'helper';
}

/**
 * The one message a form of the plain screens shows at a time (formMessageOf: the first failing
 * rule, or the server's answer), announced. MUI screens' twin: components/forms/FormMessage.
 */
export function PlainFormMessage({ id, message, variant = 'alert' }: PlainFormMessageProps) {
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
