/** The validation message under a form, announced as it appears; fields point at it by id. */
export function FormMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="pn-form-error">
      {message}
    </p>
  );
}
