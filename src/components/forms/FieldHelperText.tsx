import FormHelperText from '@mui/material/FormHelperText';

interface FieldHelperTextProps {
  /** The id the field's inputs are described by (useFieldIds). */
  id: string;
  text: string | undefined;
  /** One of several rule messages shown at once: shown and describing, not announced. */
  quiet?: boolean;
}

/** The rule message under a field of an MUI screen (a checkbox, a list, digit boxes): error text, announced unless quiet. */
export function FieldHelperText({ id, text, quiet = false }: FieldHelperTextProps) {
  if (!text) return null;
  return (
    <FormHelperText id={id} error role={quiet ? undefined : 'alert'}>
      {text}
    </FormHelperText>
  );
}
