import { useEffect, useMemo } from 'react';
import { useResubmitPortRequestMutation } from '../../../api/portingApi';
import { FormField } from '../../../components/forms/FormField';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainField } from '../../../components/plain/PlainField';
import { Stack } from '../../../components/plain/layout/Stack';
import { useSchemaForm } from '../../../components/forms/useSchemaForm';
import type { PortDetailField } from '../../../contract/api';
import { portingMessages } from '../portingMessages';
import { resubmitSchema, type ResubmitValues } from '../resubmitSchema';

const inputProps: Record<PortDetailField, { type: 'text' | 'password'; inputMode?: 'numeric'; autoComplete: string }> = {
  account_number: { type: 'text', autoComplete: 'off' },
  pin: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
  zip: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
};

/**
 * Only the fields the rejection names, then 'Resubmit': the request goes back to Submitted. A
 * failure is toasted (error middleware) and what was typed stays.
 */
export function ResubmitForm({ requestId, fields, autoFocus = false }: { requestId: string; fields: readonly PortDetailField[]; autoFocus?: boolean }) {
  const schema = useMemo(() => resubmitSchema(fields), [fields]);
  const { control, handleSubmit } = useSchemaForm(schema, { defaultValues: Object.fromEntries(fields.map((field) => [field, ''])) as ResubmitValues });
  const [resubmit, { isLoading }] = useResubmitPortRequestMutation();
  // Reached by 'Fix the transfer details' (panel, header, success page): typing starts at once.
  const formId = `fix-${requestId}`;
  useEffect(() => {
    if (autoFocus) document.getElementById(formId)?.querySelector('input')?.focus();
  }, [autoFocus, formId]);

  const send = async (values: ResubmitValues) => {
    const changes = Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()]));
    await resubmit({ id: requestId, ...changes });
  };

  return (
    <Stack as="form" id={formId} aria-label={portingMessages.fixFormLabel} noValidate gap={2} above={2} onSubmit={handleSubmit(send)}>
      <p className="pn-body2 pn-secondary">{portingMessages.whereToFind}</p>
      {fields.map((field) => (
        <FormField
          key={field}
          name={field}
          control={control}
          input={PlainField}
          label={portingMessages.fieldLabels[field]}
          type={inputProps[field].type}
          revealable={field === 'pin'}
          inputMode={inputProps[field].inputMode}
          autoComplete={inputProps[field].autoComplete}
        />
      ))}
      <div>
        <PlainButton type="submit" variant="contained" loading={isLoading}>
          {portingMessages.resubmit}
        </PlainButton>
      </div>
    </Stack>
  );
}
