interface PlainHelperTextProps {
  /** The id the field's inputs are described by (useFieldIds). */
  id: string;
  text: string | undefined;
  /** One of several rule messages shown at once: shown and describing, not announced. */
  quiet?: boolean;
}

/** The rule message under a plain checkbox, list of checkboxes or file field: error text, announced unless quiet. */
export function PlainHelperText({ id, text, quiet = false }: PlainHelperTextProps) {
  if (!text) return null;
  return (
    <p id={id} className="pn-field__helper" role={quiet ? undefined : 'alert'}>
      {text}
    </p>
  );
}
