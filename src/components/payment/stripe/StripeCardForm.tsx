import Alert from '@mui/material/Alert';
import { Elements } from '@stripe/react-stripe-js';
import { useImperativeHandle, useRef } from 'react';
import { LoadingState } from '../../feedback/LoadingState';
import { CardError, cardMessages } from '../cardErrors';
import type { CardFormHandle, CardFormProps } from '../cardFormTypes';
import { StripeCardFields } from './StripeCardFields';
import { useStripeInstance } from './StripeLoader';

/** Stripe Elements' card form; Stripe.js loads when this mounts. */
export function StripeCardForm({ ref, disabled, publishableKey }: CardFormProps & { publishableKey: string }) {
  const state = useStripeInstance(publishableKey);
  const fields = useRef<CardFormHandle>(null);

  // The handle exists before Stripe.js does: paying that early is 'Stripe Not Init'.
  useImperativeHandle(
    ref,
    () => ({
      createToken: () =>
        fields.current ? fields.current.createToken() : Promise.reject(new CardError(cardMessages.stripeNotInit)),
    }),
    [],
  );

  if (state.status === 'loading') return <LoadingState label="Loading the card form" />;
  if (state.status === 'unavailable') {
    return <Alert severity="error">Card payments are unavailable right now ({cardMessages.stripeNotInit}). Please try again later.</Alert>;
  }
  return (
    <Elements stripe={state.stripe}>
      <StripeCardFields ref={fields} disabled={disabled} />
    </Elements>
  );
}
