import type { PaymentRequest, PaymentRequestTokenEvent, Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import type { ApplePayButtonProps } from '../applePayTypes';
import { ApplePayStyledButton } from '../ApplePayStyledButton';
import { HeldTokenStatus } from '../HeldTokenStatus';
import { useHeldWalletToken } from '../useHeldWalletToken';
import { useStripeInstance } from './StripeLoader';

/**
 * Apple Pay through Stripe's payment request (SPEC §7: country US, currency usd, payer name and
 * email requested), shown only where canMakePayment says Apple Pay can pay. Our own button
 * opens the sheet with show(), as Stripe allows from a click.
 */
export function StripeApplePayButton({ publishableKey, ...props }: ApplePayButtonProps & { publishableKey: string }) {
  const state = useStripeInstance(publishableKey);
  if (state.status !== 'ready') return null;
  return <PaymentRequestButton stripe={state.stripe} {...props} />;
}

function useApplePayRequest(stripe: Stripe, label: string, amountCents: number): PaymentRequest | null {
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const initialTotal = useRef({ label, amount: amountCents });
  useEffect(() => {
    const paymentRequest = stripe.paymentRequest({
      country: 'US',
      currency: 'usd',
      total: initialTotal.current,
      requestPayerName: true,
      requestPayerEmail: true,
    });
    let current = true;
    paymentRequest.canMakePayment().then(
      (result) => {
        if (current && result?.applePay) setRequest(paymentRequest);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [stripe]);
  useEffect(() => {
    if (request && !request.isShowing()) request.update({ total: { label, amount: amountCents } });
  }, [request, label, amountCents]);
  return request;
}

function PaymentRequestButton({ stripe, label, amountCents, onToken, disabled = false }: ApplePayButtonProps & { stripe: Stripe }) {
  const request = useApplePayRequest(stripe, label, amountCents);
  const { held, payWith, cancel } = useHeldWalletToken();
  const latestOnToken = useRef(onToken);
  useEffect(() => {
    latestOnToken.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!request) return;
    const onTokenEvent = (event: PaymentRequestTokenEvent) => {
      const wallet = { token: event.token.id, payerEmail: event.payerEmail ?? null };
      void payWith(wallet, (token, email) => latestOnToken.current(token, email)).then((paid) =>
        event.complete(paid ? 'success' : 'fail'),
      );
    };
    request.on('token', onTokenEvent);
    request.on('cancel', cancel);
    return () => {
      request.off('token', onTokenEvent);
      request.off('cancel', cancel);
    };
  }, [request, payWith, cancel]);

  if (!request) return null;
  return (
    <>
      <ApplePayStyledButton disabled={disabled || held !== null} onClick={() => request.show()} />
      <HeldTokenStatus held={held} />
    </>
  );
}
