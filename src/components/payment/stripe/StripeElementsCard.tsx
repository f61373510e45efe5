import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useMemo, type Ref } from 'react';
import { useColorScheme } from '../../../theme/useColorScheme';
import type { CardFormHandle, CardFormProps } from '../cardFormTypes';
import { StripeCardFields } from './StripeCardFields';
import { stripeAppearance } from './stripeTheme';

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
  const scheme = useColorScheme();
  // Elements takes a changed appearance (the customer switched schemes) without mounting again.
  const options = useMemo(() => ({ appearance: stripeAppearance(scheme) }), [scheme]);
  return (
    <Elements stripe={stripe} options={options}>
      <StripeCardFields ref={fieldsRef} disabled={disabled} onEdit={onEdit} />
    </Elements>
  );
}
