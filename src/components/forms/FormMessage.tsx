import FormHelperText from '@mui/material/FormHelperText';

interface FormMessageProps {
  /** The form (or its fields) points at this id to be described by the message. */
  id: string;
  message: string | undefined;
}

/**
 * The one message a form of an MUI screen shows at a time (formMessageOf: the first failing rule,
 * or the server's answer): a line of error text as MUI's helper text, announced. The plain
 * screens' twin: PlainFormMessage.
 */
export function FormMessage({ id, message }: FormMessageProps) {
  if (!message) return null;
  return (
    <FormHelperText id={id} error role="alert" sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}
