import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import type { Ref } from 'react';
import type { CardFormHandle, CardFormProps } from '../cardFormTypes';
import { StripeCardFields } from './StripeCardFields';

export interface StripeElementsCardProps {
  stripe: Stripe;
  fieldsRef: Ref<CardFormHandle>;
  disabled?: boolean;
  onEdit?: CardFormProps['onEdit'];
}

/**
 * Stripe's React bindings and the card fields: a chunk of their own (with Stripe.js, "stripe"),
 * fetched only when a card form is shown with a publishable key, never by a page in sandbox mode.
 */
export default function StripeElementsCard({ stripe, fieldsRef, disabled, onEdit }: StripeElementsCardProps) {
  return (
    <Elements stripe={stripe}>
      <StripeCardFields ref={fieldsRef} disabled={disabled} onEdit={onEdit} />
    </Elements>
  );
}
