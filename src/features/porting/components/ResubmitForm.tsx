import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useResubmitPortRequestMutation } from '../../../api/portingApi';
import { FormField } from '../../../components/forms/FormField';
import { OutlinedField } from '../../../components/forms/OutlinedField';
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
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector('input')?.focus();
  }, [autoFocus]);

  const send = async (values: ResubmitValues) => {
    const changes = Object.fromEntries(fields.map((field) => [field, (values[field] ?? '').trim()]));
    await resubmit({ id: requestId, ...changes });
  };

  return (
    <Stack ref={formRef} component="form" id={`fix-${requestId}`} aria-label={portingMessages.fixFormLabel} noValidate spacing={2} onSubmit={handleSubmit(send)} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {portingMessages.whereToFind}
      </Typography>
      {fields.map((field) => (
        <FormField
          key={field}
          name={field}
          control={control}
          input={OutlinedField}
          label={portingMessages.fieldLabels[field]}
          type={inputProps[field].type}
          revealable={field === 'pin'}
          inputMode={inputProps[field].inputMode}
          autoComplete={inputProps[field].autoComplete}
        />
      ))}
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>
        {portingMessages.resubmit}
      </Button>
    </Stack>
  );
}
