import { use, useEffect, useEffectEvent, useImperativeHandle } from 'react';
import type { FieldPath } from 'react-hook-form';
import { ValidationError } from 'yup';
import { FormField } from '../../forms/FormField';
import { PlainAlert } from '../../plain/PlainAlert';
import { PlainField } from '../../plain/PlainField';
import { Stack } from '../../plain/layout/Stack';
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
    <Stack gap={2}>
      {/* A standing explanation, not news: no role="alert" interrupting screen readers. */}
      {!noteShownAbove && (
        <PlainAlert severity="info" role="note">
          {SANDBOX_CARD_NOTE}
        </PlainAlert>
      )}
      <div className="payment-card-fields">
        {fields.map((field) => (
          <div key={field.name} className={field.name === 'cardNumber' ? 'payment-card-field payment-card-field--wide' : 'payment-card-field'}>
            <FormField
              name={field.name}
              control={control}
              input={PlainField}
              label={field.label}
              placeholder={field.placeholder}
              format={field.format}
              disabled={disabled}
              inputMode="numeric"
              autoComplete={field.autoComplete}
            />
          </div>
        ))}
      </div>
    </Stack>
  );
}
