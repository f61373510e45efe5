import FormHelperText from '@mui/material/FormHelperText';

/** The validation message under a form, announced as it appears; fields point at it by id. */
export function FormMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText id={id} error role="alert" sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}
