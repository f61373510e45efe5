import Alert from '@mui/material/Alert';

interface FormMessageProps {
  id: string;
  message: string | undefined;
}

/** The one message a form shows at a time (the first failing rule, or the server's answer), announced. */
export function FormMessage({ id, message }: FormMessageProps) {
  if (!message) return null;
  return (
    <Alert id={id} severity="error" role="alert">
      {message}
    </Alert>
  );
}
