import { PlainAlert } from '../../../components/plain/PlainAlert';

interface FormMessageProps {
  id: string;
  message: string | undefined;
}

/** The one message a form shows at a time (the first failing rule, or the server's answer), announced. */
export function FormMessage({ id, message }: FormMessageProps) {
  if (!message) return null;
  return (
    <PlainAlert id={id} severity="error">
      {message}
    </PlainAlert>
  );
}
