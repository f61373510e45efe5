import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { use, useEffect, useEffectEvent, useImperativeHandle } from 'react';
import type { FieldPath } from 'react-hook-form';
import { ValidationError } from 'yup';
import { FormField } from '../../forms/FormField';
import { OutlinedField } from '../../forms/OutlinedField';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { CardError } from '../cardErrors';
import type { CardFormProps } from '../cardFormTypes';
import { SANDBOX_CARD_NOTE, SandboxNoteShownAbove } from './sandboxCardNote';
import { sandboxCardMessages, sandboxCardSchema, type SandboxCardValues } from './sandboxCardSchema';
import { formatCardNumber, formatExpiry, onlyDigits, sandboxTokenFor } from './sandboxTestCards';

interface FieldSpec {
  name: FieldPath<SandboxCardValues>;
  label: string;
  placeholder: string;
  autoComplete: string;
  format(value: string): string;
}

const fields: FieldSpec[] = [
  { name: 'cardNumber', label: 'Card number', placeholder: '1234 1234 1234 1234', autoComplete: 'cc-number', format: formatCardNumber },
  { name: 'expiry', label: 'Expiry date', placeholder: 'MM / YY', autoComplete: 'cc-exp', format: formatExpiry },
  { name: 'cvc', label: 'CVC', placeholder: 'CVC', autoComplete: 'cc-csc', format: (value) => onlyDigits(value).slice(0, 4) },
];

/**
 * Offline stand-in for Stripe Elements: a local card form that accepts Stripe's test cards and
 * gives the test token the server's sandbox understands. What is typed stays in this form.
 */
export function SandboxCardForm({ ref, disabled = false, onEdit }: CardFormProps) {
  const noteShownAbove = use(SandboxNoteShownAbove);
  const { control, trigger, getValues, reset, watch } = useSchemaForm(sandboxCardSchema, {
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  });
  const reportEdit = useEffectEvent((complete: boolean) => onEdit?.({ complete }));

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      // Edits only: a reset after a payment is not the customer changing something.
      if (type !== 'change') return;
      const complete = sandboxCardSchema.isValidSync(values) && sandboxTokenFor(values.cardNumber ?? '') !== null;
      reportEdit(complete);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  useImperativeHandle(
    ref,
    () => ({
      async createToken() {
        await trigger();
        const values = getValues();
        // Field by field in the form's order: yup's object validation does not keep key order.
        for (const { name } of fields) {
          try {
            await sandboxCardSchema.validateAt(name, values);
          } catch (error) {
            if (error instanceof ValidationError) throw new CardError(error.message);
            throw error;
          }
        }
        const token = sandboxTokenFor(values.cardNumber);
        if (!token) throw new CardError(sandboxCardMessages.notATestCard);
        return token;
      },
      clear() {
        reset({ cardNumber: '', expiry: '', cvc: '' });
      },
    }),
    [trigger, getValues, reset],
  );

  return (
    <Stack spacing={2}>
      {/* A standing explanation, not news: no role="alert" interrupting screen readers. */}
      {!noteShownAbove && (
        <Alert severity="info" role="note">
          {SANDBOX_CARD_NOTE}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {fields.map((field) => (
          <Box key={field.name} sx={{ flex: field.name === 'cardNumber' ? 2 : 1, minWidth: 0 }}>
            <FormField
              name={field.name}
              control={control}
              input={OutlinedField}
              label={field.label}
              placeholder={field.placeholder}
              format={field.format}
              disabled={disabled}
              inputMode="numeric"
              autoComplete={field.autoComplete}
            />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
