import { Suspense, useImperativeHandle, useRef } from 'react';
import { PlainAlert } from '../../plain/PlainAlert';
import { PlainLoadingState } from '../../plain/PlainLoadingState';
import { lazyPart } from '../../staging/lazyParts';
import { CardError, cardMessages } from '../cardErrors';
import type { CardFormHandle, CardFormProps } from '../cardFormTypes';
import { useStripeInstance } from './StripeLoader';

function CardPaymentsUnavailable() {
  return <PlainAlert severity="error">Card payments are unavailable right now ({cardMessages.stripeNotInit}). Please try again later.</PlainAlert>;
}

// Loaded with Stripe.js, so that no page carries Stripe's React bindings until it shows a Stripe
// card form; a failed load says card payments are unavailable, as a failed Stripe.js does.
const StripeElementsCard = lazyPart(() =>
  import('./StripeElementsCard').then((module) => module.default, () => CardPaymentsUnavailable),
);

/** Stripe Elements' card form; Stripe.js loads when this mounts. */
export function StripeCardForm({ ref, disabled, onEdit, publishableKey }: CardFormProps & { publishableKey: string }) {
  const state = useStripeInstance(publishableKey);
  const fields = useRef<CardFormHandle>(null);

  // The handle exists before Stripe.js does: paying that early is 'Stripe Not Init'.
  useImperativeHandle(
    ref,
    () => ({
      createToken: () =>
        fields.current ? fields.current.createToken() : Promise.reject(new CardError(cardMessages.stripeNotInit)),
      clear: () => fields.current?.clear(),
    }),
    [],
  );

  const loading = <PlainLoadingState label="Loading the card form" />;
  if (state.status === 'loading') return loading;
  if (state.status === 'unavailable') return <CardPaymentsUnavailable />;
  return (
    <Suspense fallback={loading}>
      <StripeElementsCard stripe={state.stripe} fieldsRef={fields} disabled={disabled} onEdit={onEdit} />
    </Suspense>
  );
}
